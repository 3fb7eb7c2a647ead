import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beginText, degrees, endText, PDFDocument, setFontAndSize, StandardFonts } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { DocumentPool, DocumentTextError, extractText, shutdownOcr } from "@server/documents/text";
import { fixtures } from "./documents-fixtures";

afterAll(async () => {
  await shutdownOcr();
});

/** A minimal PDF from object bodies ("<< ... >>"), with a correct cross-reference table. */
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

const blankPage = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];

// OCR of the scanned and photographed fixtures is exercised (and checked the same way) by
// documents-accuracy.test.ts, so the slow pages are read once per test run, not twice.
describe("text from the text-layer fixtures", () => {
  for (const kind of ["licenses", "manuals"] as const) {
    for (const fx of fixtures(kind).filter((f) => f.format === "text-pdf")) {
      const viaText = fx.format === "text-pdf";
      it(`${kind}/${fx.file} (${fx.format}) via ${viaText ? "the text layer" : "OCR"}`, async () => {
        const r = await extractText(fs.readFileSync(fx.path), fx.contentType);
        expect(r.method).toBe(viaText ? "pdf-text" : "ocr");
        expect(r.pages).toBe(fx.truth.pages);
        expect(r.text.replace(/\s/g, "").length).toBeGreaterThan(300);
        if (viaText) expect(r.confidence).toBeUndefined();
        else {
          expect(r.confidence).toBeGreaterThan(0.3);
          expect(r.confidence).toBeLessThanOrEqual(1);
        }
        // Something every document of the set prints, read correctly.
        const expected = fx.truth.expected as Record<string, string>;
        const probe = kind === "licenses" ? expected.licenseNumber! : expected.serial!;
        expect(r.text.replace(/[\s‐‑–—]/g, "")).toContain(probe.replace(/[\s‐‑–—]/g, ""));
      }, 150_000);
    }
  }
});

// pdf.js prepares a page's fonts for drawing with ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks
// (server/documents/text/worker/engine-polyfills.mjs): without it the page was drawn blank and its scan never read
// (tried: this test gives no text with the polyfill left out).
describe("a scanned page whose PDF also sets a font", () => {
  it("is drawn with its image and read by the OCR", async () => {
    // As ReportLab writes every page (and scanners that stamp a line): a font is set before the scan is drawn.
    const pdf = await PDFDocument.create();
    const scan = await pdf.embedPng(fs.readFileSync(fixtures("licenses").find((f) => f.format === "png")!.path));
    const page = pdf.addPage([612, 792]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    page.pushOperators(beginText(), setFontAndSize(page.node.newFontDictionary(font.name, font.ref), 12), endText());
    page.drawImage(scan, { x: 0, y: 0, width: 612, height: 792 });
    const r = await extractText(Buffer.from(await pdf.save()), "application/pdf");
    expect(r.method).toBe("ocr");
    expect(r.text).toMatch(/BUSINESS LICENSE/i);
  }, 120_000);
});

// Issue 30: a browser prints an italic it lacks as the upright face sheared (a slanted text matrix, the baseline
// level); such lines ("Interval: every shift.") were dropped with rotated seal lettering. An invented page.
describe("slanted (synthetic italic) text", () => {
  it("is read with the upright lines; text turned off the level (seal lettering) is still left out", async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([612, 792]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    page.drawText("3.1 Crumb tray. Slide the tray out and empty it.", { x: 60, y: 700, size: 11, font });
    page.drawText("Interval: at the end of every shift.", { x: 60, y: 684, size: 11, font, ySkew: degrees(14) });
    page.drawText("SEAL OF THE BOROUGH", { x: 300, y: 500, size: 11, font, rotate: degrees(35) });
    const r = await extractText(Buffer.from(await pdf.save()), "application/pdf");
    expect(r.method).toBe("pdf-text");
    expect(r.text).toContain("Interval: at the end of every shift.");
    expect(r.text).not.toContain("SEAL OF THE BOROUGH");
  });
});

describe("bad documents give a clear error, never a crash or a hang", () => {
  const expectError = async (p: Promise<unknown>, code: string, message: RegExp) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DocumentTextError);
    expect((err as DocumentTextError).code).toBe(code);
    expect((err as DocumentTextError).message).toMatch(message);
  };

  it("empty file", async () => {
    await expectError(extractText(Buffer.alloc(0), "application/pdf"), "empty", /empty/i);
  });

  it("corrupt PDF", async () => {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x41)]);
    await expectError(extractText(bytes, "application/pdf"), "unreadable", /damaged|not a valid PDF/i);
  });

  it("bytes that are not a PDF at all", async () => {
    await expectError(extractText(Buffer.from("hello, world"), "application/pdf"), "unreadable", /not a PDF/i);
  });

  it("password-protected PDF", async () => {
    const hex = (n: number) => "<" + "ab".repeat(n) + ">";
    const pdf = makePdf(
      [...blankPage, `<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`],
      `/Encrypt 4 0 R /ID [${hex(16)} ${hex(16)}] `,
    );
    await expectError(extractText(pdf, "application/pdf"), "encrypted", /password/i);
  });

  it("a PDF with an empty page gives empty text", async () => {
    const r = await extractText(makePdf(blankPage), "application/pdf");
    expect(r.text.trim()).toBe("");
    expect(r.pages).toBe(1);
  });

  it("unreadable image", async () => {
    await expectError(extractText(Buffer.from("\x89PNG\r\n\x1a\nnot really"), "image/png"), "unreadable", /image could not be read/i);
    await expectError(extractText(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]), "image/jpeg"), "unreadable", /image could not be read/i);
  });

  it("unsupported type", async () => {
    await expectError(extractText(Buffer.from("x"), "text/plain" as never), "unsupported", /Unsupported/);
  });

  it("a document that takes too long is stopped with a timeout error and the pool recovers", async () => {
    const pool = new DocumentPool({ size: 1, timeoutMs: 50 });
    try {
      const photo = fs.readFileSync(fixtures("licenses").find((f) => f.format === "photo-jpeg")!.path);
      await expectError(extractText(photo, "image/jpeg", { pool }), "timeout", /longer than 0\.1 s|longer than 0\.05 s|stopped/);
      expect(pool.threads).toBe(0);
      const fire = fixtures("licenses").find((f) => f.format === "text-pdf")!;
      const r = await extractText(fs.readFileSync(fire.path), "application/pdf", { pool, timeoutMs: 30_000 });
      expect(r.method).toBe("pdf-text");
    } finally {
      await pool.close();
    }
  });
});

describe("offline", () => {
  it("OCR and extraction make no network request (guarded in every thread of a child process)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sous-offline-"));
    const guard = path.join(dir, "guard.mjs");
    fs.writeFileSync(
      guard,
      // Worker threads inherit --import, so every thread runs this; it logs to a file because the
      // pool drops its workers' stdio.
      `import net from "node:net"; import dns from "node:dns"; import fs from "node:fs";
import { threadId } from "node:worker_threads";
const log = (line) => fs.appendFileSync(process.env.GUARD_LOG, line + "\\n");
log("GUARD " + threadId);
const block = (what) => { log("NETWORK-ATTEMPT " + what); throw new Error("network blocked: " + what); };
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const o = Array.isArray(args[0]) ? args[0][0] : args[0];
  const target = typeof o === "object" && o !== null ? (o.path ?? (o.host ?? "") + ":" + o.port) : String(o);
  // Local IPC (unix sockets, e.g. the test runner's own channel) is not the network.
  if (typeof o === "object" && o !== null && o.path) return connect.apply(this, args);
  block(target);
};
dns.lookup = (host) => block("dns " + host);
dns.promises.lookup = async (host) => block("dns " + host);
`,
    );
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
    const script = path.join(dir, "run.mts");
    const licenses = fixtures("licenses");
    const png = licenses.find((f) => f.format === "png")!.path;
    const scanned = licenses.find((f) => f.format === "scanned-pdf")!.path;
    fs.writeFileSync(
      script,
      `import fs from "node:fs";
import { extractText, shutdownOcr } from ${JSON.stringify(path.join(root, "server/documents/text/index.ts"))};
import { extractLicenseFields } from ${JSON.stringify(path.join(root, "server/documents/extract/index.ts"))};
try { await fetch("http://127.0.0.1:59999/control"); } catch {}
const out = [];
for (const [file, type] of [[${JSON.stringify(png)}, "image/png"], [${JSON.stringify(scanned)}, "application/pdf"]]) {
  const r = await extractText(fs.readFileSync(file), type);
  const f = await extractLicenseFields({ text: r.text }, { licenseTypeNames: ["Business License"] });
  out.push({ method: r.method, chars: r.text.length, number: f.licenseNumber.value, source: f.source });
}
await shutdownOcr();
console.log("RESULT " + JSON.stringify(out));
`,
    );
    const guardLog = path.join(dir, "guard.log");
    const child = spawn(process.execPath, ["--import", "tsx", "--import", guard, script], {
      cwd: root,
      env: { ...process.env, GUARD_LOG: guardLog },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    const guardLines = fs.existsSync(guardLog) ? fs.readFileSync(guardLog, "utf8").split("\n") : [];
    fs.rmSync(dir, { recursive: true, force: true });
    // The guard ran in the main thread, the document worker and the OCR engine's own thread.
    expect(new Set(guardLines.filter((l) => l.startsWith("GUARD "))).size).toBeGreaterThanOrEqual(3);
    const attempts = guardLines.filter((l) => l.startsWith("NETWORK-ATTEMPT"));
    // The control request proves the guard is active; nothing else may try the network.
    expect(attempts).toEqual(["NETWORK-ATTEMPT 127.0.0.1:59999"]);
    expect(code, stderr).toBe(0);
    const result = JSON.parse(stdout.split("\n").find((l) => l.startsWith("RESULT "))!.slice(7));
    expect(result).toHaveLength(2);
    for (const r of result) {
      expect(r.method).toBe("ocr");
      expect(r.chars).toBeGreaterThan(300);
      expect(r.number).toBeTruthy();
      expect(r.source).toBe("rules");
    }
  }, 120_000);
});
