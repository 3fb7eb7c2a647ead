// POST /api/licenses/extract: the Upload License dialog's prefill. Text-layer PDFs only (fast); OCR
// accuracy is measured by documents-accuracy.test.ts and `npm run bench:extraction`.
import { count } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, licenses, licenseTypes } from "@shared/schema";
import { readExpected, readFixture } from "../support/fixtures";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const PERMIT = "licenses/ny-tappan-ridge-food-service-permit.pdf";
const FIRE = "licenses/il-lakeport-fire-prevention-permit.pdf";

let t: TestApp;
let staff: TestAgent;
let typeIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenant(t.db);
  // Any signed-in user may read a document: the route touches no tenant data.
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  typeIds = Object.fromEntries((await t.db.select().from(licenseTypes)).map((ty) => [ty.name, ty.id]));
});
afterAll(async () => t?.close());

const extract = (agent: TestAgent, bytes: Buffer, name: string) => agent.post("/api/licenses/extract").attach("document", bytes, name);

/** A minimal PDF from object bodies, with a correct cross-reference table. */
function makePdf(objects: string[], trailerExtra = ""): Buffer {
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
const blankPage = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
];

describe("POST /api/licenses/extract", () => {
  it("reads a text PDF: every field with a confidence, the catalogue's type id, nothing stored", async () => {
    const before = { docs: (await t.db.select({ n: count() }).from(documents))[0]!.n, licenses: (await t.db.select({ n: count() }).from(licenses))[0]!.n };
    const res = await extract(staff, readFixture(PERMIT), "permit.pdf");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const want = readExpected<{ expected: Record<string, string> }>(PERMIT).expected;
    expect(res.body).toMatchObject({
      source: "rules",
      method: "pdf-text",
      pages: 1,
      fields: {
        licenseNumber: { value: want.licenseNumber },
        issueDate: { value: want.issueDate },
        expirationDate: { value: want.expirationDate },
        licenseType: { value: want.licenseType },
        licenseTypeId: { value: typeIds[want.licenseType!] },
        state: { value: "NY" },
      },
    });
    expect(res.body.fallbackReason).toBeUndefined();
    for (const [name, field] of Object.entries(res.body.fields as Record<string, { value: unknown; confidence: number }>)) {
      expect(field.confidence, name).toBeGreaterThanOrEqual(0);
      expect(field.confidence, name).toBeLessThanOrEqual(1);
      if (field.value !== null) expect(field.confidence, name).toBeGreaterThan(0);
    }
    expect((await t.db.select({ n: count() }).from(documents))[0]!.n).toBe(before.docs);
    expect((await t.db.select({ n: count() }).from(licenses))[0]!.n).toBe(before.licenses);
  });

  it("reads another authority's layout with the same answer shape", async () => {
    const res = await extract(staff, readFixture(FIRE), "fire.pdf");
    expect(res.status).toBe(200);
    const want = readExpected<{ expected: Record<string, string> }>(FIRE).expected;
    expect(res.body.fields).toMatchObject({
      licenseNumber: { value: want.licenseNumber },
      expirationDate: { value: want.expirationDate },
      licenseTypeId: { value: typeIds[want.licenseType!] },
    });
  });

  it("answers a clear 4xx for corrupt, encrypted, blank and non-document files", async () => {
    const corrupt = await extract(staff, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x41)]), "broken.pdf");
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.message).toMatch(/damaged|not a valid PDF/i);

    const hex = (n: number) => "<" + "ab".repeat(n) + ">";
    const locked = makePdf(
      [...blankPage, `<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`],
      `/Encrypt 4 0 R /ID [${hex(16)} ${hex(16)}] `,
    );
    const encrypted = await extract(staff, locked, "locked.pdf");
    expect(encrypted.status).toBe(400);
    expect(encrypted.body.message).toMatch(/password/i);

    const blank = await extract(staff, makePdf(blankPage), "blank.pdf");
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe("No text could be read from this document. Please fill in the details by hand.");

    const text = await extract(staff, Buffer.from("not a license at all"), "license.pdf");
    expect(text.status).toBe(415);
    expect(text.body.message).toBe("Please upload a PDF, PNG, or JPG file");

    // A PNG cut short: its header says PNG, its pixels cannot be decoded.
    const image = await extract(staff, readFixture("licenses/ca-vista-linda-business-license.png").subarray(0, 300), "photo.png");
    expect(image.status).toBe(400);
    expect(image.body.message).toMatch(/image could not be read/i);

    const empty = await extract(staff, Buffer.alloc(0), "empty.pdf");
    expect(empty.status).toBe(400);
  });

  it("asks for a document when none is sent", async () => {
    const res = await staff.post("/api/licenses/extract").field("other", "x");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "document", message: "Please upload a license document" }]);
  });

  it("is for signed-in users only", async () => {
    const res = await request(t.app).post("/api/licenses/extract").attach("document", readFixture(PERMIT), "permit.pdf");
    expect(res.status).toBe(401);
  });
});

describe("POST /api/licenses/extract with a model configured that cannot be reached", () => {
  let withModel: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on the loopback: refused at once, no network leaves the machine.
    withModel = await createTestApp({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
  });
  afterAll(async () => withModel?.close());

  it("falls back to the built-in rules and says why", async () => {
    const tenant = await createTenant(withModel.db, "Model Group");
    const agent = await signedInAgent(withModel.app, tenant.admin.email, TEST_PASSWORD);
    const res = await extract(agent, readFixture(PERMIT), "permit.pdf");
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("rules");
    expect(res.body.fallbackReason).toMatch(/AI service/);
    expect(res.body.fields.licenseNumber.value).toBe("FSE-2026-04183");
  });
});
