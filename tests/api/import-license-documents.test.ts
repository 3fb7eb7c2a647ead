/**
 * Issue 19: a .zip of PDFs and images named after license numbers attached to the licenses in one go, with a
 * report per file; hostile archives (bombs, traversal, lying sizes, too many entries) refused or contained.
 */
import { deflateRawSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZipFile } from "yazl";
import { auditLog, documents, licenses, licenseTypes } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
const ids: Record<string, string> = {};

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function zipOf(files: [string, Buffer][], compress = true): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Report {
  counts: Record<string, number>;
  files: { file: string; status: string; message: string; licenses?: { licenseNumber: string }[] }[];
}

const send = (agent: TestAgent, zip: Buffer, replace = false) => {
  const req = agent.post("/api/import/license-documents").attach("file", zip, "licenses.zip");
  return replace ? req.field("replace", "true") : req;
};

async function report(zip: Buffer, replace = false): Promise<Report> {
  const res = await send(admin, zip, replace);
  expect(res.status, res.text.slice(0, 400)).toBe(200);
  return res.body as Report;
}
const statusOf = (r: Report, file: string) => r.files.find((f) => f.file === file)?.status;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, "Documents Group");
  other = await createTenant(t.db, "Other Group");
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  const types = await t.db.select({ id: licenseTypes.id }).from(licenseTypes).limit(2);
  const add = async (key: string, locationId: string, licenseNumber: string, typeIndex = 0, status: "active" | "archived" = "active") => {
    const [row] = await t.db.insert(licenses).values({ locationId, licenseTypeId: types[typeIndex]!.id, licenseNumber, status }).returning({ id: licenses.id });
    ids[key] = row!.id;
  };
  await add("liquor", tenant.assigned.id, "ABC-123");
  await add("short", tenant.assigned.id, "ABC-12");
  await add("health", tenant.unassigned.id, "HD 2024 0042");
  await add("twinA", tenant.assigned.id, "DUP-1", 0);
  await add("twinB", tenant.unassigned.id, "DUP-1", 1);
  await add("archived", tenant.assigned.id, "OLD-9", 0, "archived");
  await add("otherOrg", other.assigned.id, "OTHER-77");
});
afterAll(async () => t?.close());

const documentOf = async (key: string) => (await t.db.select({ documentId: licenses.documentId }).from(licenses).where(eq(licenses.id, ids[key]!)))[0]!.documentId;

describe("attaching a .zip of license documents", () => {
  it("matches file names to license numbers ignoring case, spaces and dashes, and reports every file", async () => {
    const zip = await zipOf([
      ["abc 123 liquor.pdf", PDF],
      ["scans/hd-2024-0042.PNG", PNG],
      ["DUP1.pdf", PDF],
      ["unknown-999.pdf", PDF],
      ["OTHER-77.pdf", PDF],
      ["OLD-9.pdf", PDF],
      ["ABC-12 notes.txt", Buffer.from("just text, not a document")],
      ["__MACOSX/._abc 123 liquor.pdf", Buffer.from("resource fork")],
    ]);
    const body = await report(zip);
    expect(body.counts).toEqual({ attached: 2, no_match: 3, ambiguous: 1, not_document: 1, has_document: 0 });
    expect(statusOf(body, "abc 123 liquor.pdf")).toBe("attached");
    expect(body.files.find((f) => f.file === "abc 123 liquor.pdf")!.licenses![0]!.licenseNumber).toBe("ABC-123");
    expect(statusOf(body, "scans/hd-2024-0042.PNG")).toBe("attached");
    expect(statusOf(body, "DUP1.pdf")).toBe("ambiguous");
    // Another organization's and archived licenses are never matched.
    expect(statusOf(body, "OTHER-77.pdf")).toBe("no_match");
    expect(statusOf(body, "OLD-9.pdf")).toBe("no_match");
    expect(body.files.find((f) => f.file === "ABC-12 notes.txt")).toMatchObject({ status: "not_document", message: "Please upload a PDF, PNG, or JPG file" });
    expect(body.files.some((f) => f.file.startsWith("__MACOSX"))).toBe(false);

    const liquorDoc = await documentOf("liquor");
    const [stored] = await t.db.select().from(documents).where(eq(documents.id, liquorDoc!));
    expect(stored).toMatchObject({ organizationId: tenant.org.id, contentType: "application/pdf", originalName: "abc 123 liquor.pdf" });
    expect(await documentOf("short")).toBeNull();
    expect(await documentOf("twinA")).toBeNull();
    expect(await documentOf("otherOrg")).toBeNull();

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "import"));
    expect(audit).toMatchObject({ actorId: tenant.admin.id, organizationId: tenant.org.id });
    expect(audit!.after).toMatchObject({ kind: "license documents", fileName: "licenses.zip", attached: 2, no_match: 3 });
  });

  it("keeps a license's document unless asked to replace it", async () => {
    const before = await documentOf("liquor");
    const kept = await report(await zipOf([["ABC123.pdf", PDF]]));
    expect(kept.files[0]).toMatchObject({ status: "has_document" });
    expect(kept.files[0]!.message).toMatch(/already has a document; it was kept/);
    expect(await documentOf("liquor")).toBe(before);

    const replaced = await report(await zipOf([["ABC123.pdf", PDF]]), true);
    expect(replaced.files[0]).toMatchObject({ status: "attached" });
    const after = await documentOf("liquor");
    expect(after).not.toBe(before);
    // The replaced document is gone, not left behind.
    expect(await t.db.$count(documents, eq(documents.id, before!))).toBe(0);
  });

  it("never touches a license in the trash: its document stays, and restoring it brings back its own file (issue 33 #7)", async () => {
    const types = await t.db.select({ id: licenseTypes.id }).from(licenseTypes).limit(1);
    const first = await report(await zipOf([["TRASH-5.pdf", PDF]]));
    expect(first.files[0]).toMatchObject({ status: "no_match" });
    const [row] = await t.db
      .insert(licenses)
      .values({ locationId: tenant.assigned.id, licenseTypeId: types[0]!.id, licenseNumber: "TRASH-5", status: "active" })
      .returning({ id: licenses.id });
    ids.trashed = row!.id;
    expect((await report(await zipOf([["TRASH-5.pdf", PDF]]))).files[0]).toMatchObject({ status: "attached" });
    const before = await documentOf("trashed");
    expect(before).toBeTruthy();
    await t.db.update(licenses).set({ deletedAt: new Date() }).where(eq(licenses.id, ids.trashed));

    const replaced = await report(await zipOf([["TRASH-5.pdf", PNG]]), true);
    expect(replaced.files[0]).toMatchObject({ status: "no_match" });
    expect(await documentOf("trashed")).toBe(before);
    expect(await t.db.$count(documents, eq(documents.id, before!))).toBe(1);
  });

  it("attaches the first of two files naming the same license", async () => {
    const body = await report(await zipOf([["abc-12.pdf", PDF], ["ABC 12 copy.pdf", PDF]]));
    expect(body.files.map((f) => f.status)).toEqual(["attached", "has_document"]);
  });

  it("staff get 403 and nothing is attached", async () => {
    const res = await send(staff, await zipOf([["DUP-1 x.pdf", PDF]]));
    expect(res.status).toBe(403);
  });
});

/** Rewrites a yazl archive's declared uncompressed size of its first entry (central and local headers). */
function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  out.writeUInt32LE(size, 22);
  const central = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  out.writeUInt32LE(size, central + 24);
  return out;
}

describe("hostile archives", () => {
  it("refuses a zip bomb before expanding it", async () => {
    const zip = await zipOf([["ABC-123.pdf", Buffer.concat([PDF, Buffer.alloc(30 * 1024 * 1024)])]]);
    expect(zip.length).toBeLessThan(100_000);
    const res = await send(admin, zip);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/would expand \d+ times/);
  });

  it("refuses an entry that expands beyond the size it declares", async () => {
    const honest = await zipOf([["ABC-123.pdf", Buffer.concat([PDF, Buffer.alloc(200_000, 0x20)])]]);
    const res = await send(admin, withDeclaredSize(honest, PDF.length), true);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/not the size its directory says/);
  });

  it("reads no entry whose path escapes a folder, and refuses what is not a zip", async () => {
    // yazl refuses to write such a name, so it is patched in afterwards (same length).
    const zip = await zipOf([["xx/xx/etc/HD-2024-0042.pdf", PDF]]);
    for (let at = zip.indexOf("xx/xx/"); at >= 0; at = zip.indexOf("xx/xx/", at + 1)) zip.write("../../", at);
    const body = await report(zip);
    expect(body.files[0]).toMatchObject({ status: "not_document", message: expect.stringMatching(/path in the archive is unsafe/) });
    const notZip = await send(admin, PDF);
    expect(notZip.status).toBe(400);
    expect(notZip.body.message).toBe("Please upload a .zip file of PDF, PNG or JPG documents.");
  });

  it("refuses an archive with too many entries", async () => {
    const files: [string, Buffer][] = Array.from({ length: 1001 }, (_, i) => [`f${i}.pdf`, Buffer.from("x")]);
    const res = await send(admin, await zipOf(files, false));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/holds 1001 files/);
  });

  it("refuses overlapping entries (one compressed stream counted many times)", async () => {
    const data = deflateRawSync(PDF);
    const name = Buffer.from("a.pdf");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(PDF.length, 22);
    local.writeUInt16LE(name.length, 26);
    const centralEntry = (entryName: Buffer) => {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(8, 10);
      c.writeUInt32LE(data.length, 20);
      c.writeUInt32LE(PDF.length, 24);
      c.writeUInt16LE(entryName.length, 28);
      return Buffer.concat([c, entryName]);
    };
    const body = Buffer.concat([local, name, data]);
    const central = Buffer.concat([centralEntry(Buffer.from("ABC-123.pdf")), centralEntry(Buffer.from("HD 2024 0042.pdf"))]);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(2, 8);
    eocd.writeUInt16LE(2, 10);
    eocd.writeUInt32LE(central.length, 12);
    eocd.writeUInt32LE(body.length, 16);
    const res = await send(admin, Buffer.concat([body, central, eocd]), true);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/overlapping entries/);
  });
});
