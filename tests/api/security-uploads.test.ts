/**
 * Hostile uploads: wrong types by their bytes whatever the name, empty, oversized and malformed
 * multipart bodies, a PDF with JavaScript, a decompression-bomb workbook and images whose headers
 * claim billions of pixels. Each gets a clear 4xx, nothing is stored, and the same process keeps
 * serving. Downloads carry a safe file name whatever name was uploaded.
 */
import { deflateRawSync, deflateSync, constants } from "node:zlib";
import { count } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, licenses, licenseTypes, payrollRecords } from "@shared/schema";
import { DOCUMENT_TYPE_MESSAGE, PDF_SCRIPT_MESSAGE } from "@server/documents/sniff";
import { shutdownPayrollParsing } from "@server/features/payroll/parse/pool";
import { rawZip } from "../unit/payroll-test-helpers";
import { readFixture } from "../support/fixtures";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let licenseTypeId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  licenseTypeId = (await t.db.select().from(licenseTypes).limit(1))[0]!.id;
});
afterAll(async () => {
  await shutdownPayrollParsing();
  await t?.close();
});

const licenseData = () => JSON.stringify({ locationId: tenant.assigned.id, licenseTypeId, licenseNumber: "UP-1", status: "active" });
const uploadLicense = (bytes: Buffer, name: string) => admin.post("/api/licenses").field("licenseData", licenseData()).attach("document", bytes, name);

const stored = async () => ({
  documents: (await t.db.select({ n: count() }).from(documents))[0]!.n,
  licenses: (await t.db.select({ n: count() }).from(licenses))[0]!.n,
  payroll: (await t.db.select({ n: count() }).from(payrollRecords))[0]!.n,
});

async function stillServing() {
  const res = await admin.get("/api/auth/user");
  expect(res.status).toBe(200);
}

// --- hostile files --------------------------------------------------------------------------------

const pdf = (body: string | Buffer) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(body), Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n")]);
const pngFixture = () => readFixture("licenses/ca-vista-linda-business-license.png");
const jpegFixture = () => readFixture("licenses/fl-coral-tide-liquor-license.jpg");

function hugePng() {
  const b = Buffer.from(pngFixture());
  b.writeUInt32BE(100_000, 16);
  b.writeUInt32BE(100_000, 20);
  return b;
}

function hugeJpeg() {
  const b = Buffer.from(jpegFixture());
  for (let p = 2; p < b.length; p += 2 + b.readUInt16BE(p + 2)) {
    if (b[p + 1]! >= 0xc0 && b[p + 1]! <= 0xc3) {
      b.writeUInt16BE(60_000, p + 5);
      b.writeUInt16BE(60_000, p + 7);
      return b;
    }
  }
  throw new Error("no frame header");
}

function scriptInObjectStream() {
  const data = deflateSync(Buffer.from("3 0 << /S /JavaScript /JS (app.launchURL('https://evil.example')) >>"));
  return pdf(
    Buffer.concat([
      Buffer.from("1 0 obj << /Type /Catalog /OpenAction 3 0 R >> endobj\n"),
      Buffer.from(`4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >> stream\n`),
      data,
      Buffer.from("\nendstream endobj\n"),
    ]),
  );
}

const hostile: Array<[string, () => Buffer, string, number, string | RegExp]> = [
  ["an executable named .pdf", () => Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"), Buffer.alloc(200), Buffer.from("PE\0\0")]), "permit.pdf", 415, DOCUMENT_TYPE_MESSAGE],
  ["an ELF binary named .pdf", () => Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01\x00", "latin1"), Buffer.alloc(120)]), "permit.pdf", 415, DOCUMENT_TYPE_MESSAGE],
  ["an SVG with a script named .png", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'), "permit.png", 415, DOCUMENT_TYPE_MESSAGE],
  ["an HTML page named .png", () => Buffer.from("<!doctype html><html><body><script>fetch('/api/users')</script></body></html>"), "permit.png", 415, DOCUMENT_TYPE_MESSAGE],
  ["a shell script named .jpg", () => Buffer.from("#!/bin/sh\nrm -rf /\n"), "photo.jpg", 415, DOCUMENT_TYPE_MESSAGE],
  ["a zip (an Office file) named .pdf", () => Buffer.from(rawZip([{ name: "word/document.xml", data: Buffer.from("<w/>"), method: 0, uncompressedSize: 4 }])), "permit.pdf", 415, DOCUMENT_TYPE_MESSAGE],
  ["an empty file", () => Buffer.alloc(0), "permit.pdf", 400, "The file is empty"],
  ["a PDF that runs JavaScript when opened", () => pdf("1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj"), "permit.pdf", 415, PDF_SCRIPT_MESSAGE],
  ["a PDF with JavaScript hidden in a compressed object stream", scriptInObjectStream, "permit.pdf", 415, PDF_SCRIPT_MESSAGE],
  ["a PNG claiming 100000 × 100000 pixels", hugePng, "permit.png", 413, /too large \(100000 × 100000 pixels\).*at most 50 megapixels/],
  ["a JPEG claiming 60000 × 60000 pixels", hugeJpeg, "photo.jpg", 413, /too large \(60000 × 60000 pixels\)/],
  ["a file over 10 MB", () => Buffer.concat([pngFixture(), Buffer.alloc(10 * 1024 * 1024)]), "big.png", 413, "File is too large (10MB at most)"],
];

describe("license documents", () => {
  it.each(hostile)("refuses %s with a clear 4xx and stores nothing", async (_what, make, name, status, message) => {
    const before = await stored();
    const res = await uploadLicense(make(), name);
    expect(res.status).toBe(status);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await stored()).toEqual(before);
    await stillServing();
  });

  it("refuses the huge image and the scripted PDF on the routes that read documents, before reading them", async () => {
    const before = await stored();
    for (const [route, field] of [
      ["/api/licenses/extract", "document"],
      ["/api/equipment/upload-manual", "manual"],
    ] as const) {
      const png = await admin.post(route).attach(field, hugePng(), "scan.png");
      expect([route, png.status]).toEqual([route, 413]);
      const js = await admin.post(route).attach(field, scriptInObjectStream(), "scan.pdf");
      expect([route, js.status, js.body.message]).toEqual([route, 415, PDF_SCRIPT_MESSAGE]);
    }
    expect(await stored()).toEqual(before);
    await stillServing();
  });
});

describe("malformed multipart", () => {
  const part = (field: string, file: string) =>
    `--XYZ\r\nContent-Disposition: form-data; name="${field}"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const bodies: Array<[string, string, string]> = [
    ["a body that ends inside a file", "multipart/form-data; boundary=XYZ", `${part("document", "a.pdf")}%PDF-1.7 and then nothing`],
    ["no boundary", "multipart/form-data", "--XYZ\r\n\r\nwhatever"],
    ["no parts at all", "multipart/form-data; boundary=XYZ", "this is not multipart"],
    ["a part without a name", "multipart/form-data; boundary=XYZ", "--XYZ\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--XYZ--\r\n"],
  ];
  const routes: Array<[string, string]> = [
    ["/api/licenses", "document"],
    ["/api/licenses/extract", "document"],
    ["/api/equipment/upload-manual", "manual"],
    ["/api/payroll/upload", "files"],
  ];

  it.each(bodies)("answers %s with 400 on every upload route", async (_what, type, body) => {
    for (const [route, field] of routes) {
      const res = await admin.post(route).set("Content-Type", type).send(body.replace('"document"', `"${field}"`));
      expect(res.status, `${route}: ${res.text}`).toBe(400);
      expect(res.body.message, route).toMatch(/^(The upload could not be read|Invalid upload)/);
    }
    await stillServing();
  });

  it("refuses more files than a route takes, and files in unknown fields", async () => {
    const two = await admin.post("/api/licenses").attach("document", pngFixture(), "a.png").attach("document", pngFixture(), "b.png");
    expect([two.status, two.body.message]).toEqual([413, "Too many files"]);
    const stray = await admin.post("/api/licenses").attach("payload", pngFixture(), "a.png");
    expect(stray.status).toBe(400);
  });
});

describe("payroll workbooks", () => {
  const uploadPayroll = (bytes: Buffer, name: string) =>
    admin.post("/api/payroll/upload").field("locationId", tenant.assigned.id).field("weekEnding", "2026-11-08").attach("files", bytes, name);
  const contentTypes = { name: "[Content_Types].xml", data: Buffer.from("<Types/>"), method: 0 as const, uncompressedSize: 8 };

  it("refuses a decompression bomb that declares its size", async () => {
    const data = deflateRawSync(Buffer.alloc(4 * 1024 * 1024));
    const bomb = Buffer.from(rawZip([contentTypes, { name: "xl/worksheets/sheet1.xml", data, method: 8, uncompressedSize: 0xfffffff0 }]));
    const before = await stored();
    const res = await uploadPayroll(bomb, "tips-bomb.xlsx");
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/tips-bomb\.xlsx.*expand/);
    expect(await stored()).toEqual(before);
    await stillServing();
  });

  it("refuses a decompression bomb that lies about its size (200 MB of zeros in a few hundred KB)", async () => {
    const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
    const data = Buffer.concat([...Array.from({ length: 200 }, () => block), Buffer.from([0x03, 0x00])]);
    const bomb = Buffer.from(rawZip([contentTypes, { name: "xl/worksheets/sheet1.xml", data, method: 8, uncompressedSize: 1000 }]));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const res = await uploadPayroll(bomb, "liar.xlsx");
    expect(res.status).toBe(413);
    expect(res.body.message).toContain("liar.xlsx");
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * 1024 * 1024);
    await stillServing();
  });

  it("still reads a real workbook afterwards", async () => {
    const res = await uploadPayroll(readFixture("payroll/valid/employee-tips-simple.xlsx"), "employee-tips-simple.xlsx");
    expect(res.status).toBe(201);
    expect(res.body.summary).toMatchObject({ totalTips: "4649.90", employeeCount: 9 });
  });
});

describe("downloads", () => {
  it("serves an uploaded file under a safe name, whatever name it was uploaded with", async () => {
    const hostileName = `../../etc/"evil".pdf\r\nX-Injected: yes\r\n.pdf`;
    const boundary = "SousBoundary42";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="licenseData"\r\n\r\n${licenseData()}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename*=UTF-8''${encodeURIComponent(hostileName)}\r\nContent-Type: text/html\r\n\r\n`,
      ),
      readFixture("licenses/il-lakeport-fire-prevention-permit.pdf"),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const created = await admin.post("/api/licenses").set("Content-Type", `multipart/form-data; boundary=${boundary}`).send(body);
    expect(created.status, created.text).toBe(201);
    expect(created.body.document.name).toContain("evil");
    expect(created.body.document.name).not.toMatch(/[/\\"\r\n]/);
    expect(created.body.document.contentType).toBe("application/pdf");

    for (const query of ["", "?inline=1"]) {
      const res = await admin.get(`/api/licenses/${created.body.id}/download${query}`);
      expect(res.status).toBe(200);
      const disposition = res.headers["content-disposition"] as string;
      expect(disposition).toMatch(query ? /^inline; / : /^attachment; /);
      const quoted = /filename="([^"]*)"/.exec(disposition)![1]!;
      expect(quoted).not.toMatch(/[/\\\r\n]/);
      expect(quoted.endsWith(".pdf")).toBe(true);
      expect(res.headers["x-injected"]).toBeUndefined();
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      if (!query) expect(res.headers["content-security-policy"]).toMatch(/^sandbox;/);
    }
  });
});
