import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractLicenseFields, extractManualFields } from "@server/documents/extract";

const TYPES = ["Business License", "Liquor License", "Sign Permit"];
const TEXT = [
  "CITY OF LAKESIDE",
  "BUSINESS LICENSE",
  "License No.\tBL-2031-0099",
  "Issue Date\tJanuary 2, 2031",
  "Valid Through\tDecember 31, 2031",
].join("\n");

interface Seen {
  path: string;
  auth: string | undefined;
  body: {
    model: string;
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
    messages: { role: string; content: unknown }[];
  };
}

const license = {
  licenseNumber: { value: "BL-2031-0099", confidence: 0.97 },
  issueDate: { value: "2031-01-02", confidence: 0.95 },
  expirationDate: { value: "2031-12-31", confidence: 0.95 },
  issuingAuthority: { value: "City of Lakeside", confidence: 0.9 },
  licenseeName: { value: "Model Answer LLC", confidence: 0.8 },
  address: { value: null, confidence: 0 },
  state: { value: "CA", confidence: 0.7 },
  licenseType: { value: "Business License", confidence: 0.9 },
};
const manual = {
  equipmentType: { value: "Fryer", confidence: 0.9 },
  manufacturer: { value: "Fryline", confidence: 0.9 },
  model: { value: "FL-45G", confidence: 0.9 },
  serial: { value: null, confidence: 0 },
  tasks: [{ task: "Filter the oil", intervalDays: 1, confidence: 0.9 }],
};

let mode: "ok" | "500" | "hang" | "garbage" = "ok";
const seen: Seen[] = [];
const hanging = new Set<http.ServerResponse>();
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => (raw += d));
    req.on("end", () => {
      const body = JSON.parse(raw) as Seen["body"];
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, body });
      if (mode === "500") {
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "boom" } }));
        return;
      }
      if (mode === "hang") {
        hanging.add(res);
        return;
      }
      const name = body.response_format.json_schema.name;
      const content = mode === "garbage" ? "{not json" : JSON.stringify(name === "license_fields" ? license : manual);
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 0,
          model: body.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const cfg = (extra: object = {}) => ({ apiKey: "test-key", baseUrl, model: "test-model", timeoutMs: 2_000, ...extra });

describe("OpenAI-compatible extraction", () => {
  it("sends a strict json_schema request and returns the model's fields", async () => {
    mode = "ok";
    seen.length = 0;
    const r = await extractLicenseFields({ text: TEXT }, { openai: cfg(), licenseTypeNames: TYPES });
    expect(r.source).toBe("openai");
    expect(r.fallbackReason).toBeUndefined();
    expect(r.licenseeName).toEqual({ value: "Model Answer LLC", confidence: 0.8 });
    expect(r.address).toEqual({ value: null, confidence: 0 });
    expect(r.licenseType.value).toBe("Business License");
    const req = seen[0]!;
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.auth).toBe("Bearer test-key");
    expect(req.body.model).toBe("test-model");
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.strict).toBe(true);
    expect(req.body.response_format.json_schema.schema.required).toContain("licenseNumber");
    expect(JSON.stringify(req.body.messages)).toContain("BL-2031-0099");
    expect(JSON.stringify(req.body.messages)).toContain("Sign Permit");
  });

  it("sends the image as a data URL only when asked", async () => {
    mode = "ok";
    seen.length = 0;
    const image = { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: "image/png" as const };
    await extractLicenseFields({ text: TEXT, image }, { openai: cfg(), licenseTypeNames: TYPES });
    await extractLicenseFields({ text: TEXT, image }, { openai: cfg({ sendImage: true }), licenseTypeNames: TYPES });
    expect(JSON.stringify(seen[0]!.body.messages)).not.toContain("data:image/png;base64,");
    expect(JSON.stringify(seen[1]!.body.messages)).toContain("data:image/png;base64,iVBORw");
  });

  it("reads manuals the same way", async () => {
    mode = "ok";
    const r = await extractManualFields({ text: "Fryline FL-45G" }, { openai: cfg() });
    expect(r.source).toBe("openai");
    expect(r.tasks).toEqual([{ task: "Filter the oil", intervalDays: 1, confidence: 0.9 }]);
  });

  it("falls back to the rules on a server error and says so", async () => {
    mode = "500";
    const r = await extractLicenseFields({ text: TEXT }, { openai: cfg(), licenseTypeNames: TYPES });
    expect(r.source).toBe("rules");
    expect(r.fallbackReason).toMatch(/status 500/);
    expect(r.licenseNumber.value).toBe("BL-2031-0099");
    expect(r.issueDate.value).toBe("2031-01-02");
    const m = await extractManualFields({ text: "Clean the fryer daily." }, { openai: cfg() });
    expect(m.source).toBe("rules");
    expect(m.tasks[0]?.intervalDays).toBe(1);
  });

  it("falls back to the rules when the server hangs past the timeout", async () => {
    mode = "hang";
    const started = Date.now();
    const r = await extractLicenseFields({ text: TEXT }, { openai: cfg({ timeoutMs: 300 }), licenseTypeNames: TYPES });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.source).toBe("rules");
    expect(r.fallbackReason).toMatch(/timed out/i);
    expect(r.expirationDate.value).toBe("2031-12-31");
  });

  it("falls back when the answer is not the requested JSON", async () => {
    mode = "garbage";
    const r = await extractLicenseFields({ text: TEXT }, { openai: cfg(), licenseTypeNames: TYPES });
    expect(r.source).toBe("rules");
    expect(r.fallbackReason).toMatch(/unexpected answer/i);
  });

  it("uses the rules without a configuration", async () => {
    const r = await extractLicenseFields({ text: TEXT }, { licenseTypeNames: TYPES });
    expect(r.source).toBe("rules");
    expect(r.fallbackReason).toBeUndefined();
  });
});
