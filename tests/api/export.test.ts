/**
 * Organization export (issue 19): one streamed .zip with a CSV per table and every stored document;
 * exporting and importing into a new organization reproduces the records.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_FIELDS, IMPORT_KINDS } from "@shared/domain/import";
import { budgetCategories, budgets, documents, equipment, licenses, licenseTypes, locations, maintenanceTasks, vendors } from "@shared/schema";
import type { Db } from "@server/db/connection";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { unzip } from "../support/unzip";
import { ZipFile } from "yazl";

let t: TestApp;
let source: Awaited<ReturnType<typeof createTenant>>;
let target: Awaited<ReturnType<typeof createTenant>>;
let sourceAdmin: TestAgent;
let targetAdmin: TestAgent;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function apply(agent: TestAgent, kind: string, csv: Buffer | string, name: string) {
  const res = await agent.post(`/api/import/${kind}/apply`).attach("file", Buffer.from(csv), name);
  expect(res.status, res.text.slice(0, 400)).toBe(200);
  return res.body as { counts: { new: number; update: number; unchanged: number; error: number }; rows: { errors?: unknown }[] };
}

async function exportOf(agent: TestAgent): Promise<Map<string, Buffer>> {
  const res = await agent
    .get("/api/organization/export")
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(res.headers["content-disposition"]).toMatch(/attachment; filename="?sous-export-\d{4}-\d{2}-\d{2}\.zip/);
  return unzip(res.body as Buffer);
}

/** An organization's importable records, by names rather than ids, sorted. */
async function records(db: Db, organizationId: string) {
  const locs = await db.select().from(locations).where(eq(locations.organizationId, organizationId));
  const nameOf = new Map(locs.map((l) => [l.id, l.name]));
  const ids = new Set(locs.map((l) => l.id));
  const types = new Map((await db.select().from(licenseTypes)).map((x) => [x.id, x.name]));
  const cats = new Map((await db.select().from(budgetCategories)).map((x) => [x.id, x.name]));
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  const strip = <T extends { id: string; createdAt: Date; updatedAt: Date; locationId: string }>({ id: _i, createdAt: _c, updatedAt: _u, locationId, ...rest }: T) => ({ location: nameOf.get(locationId), ...rest });
  return {
    locations: sorted(locs.map(({ id: _i, organizationId: _o, createdAt: _c, updatedAt: _u, ...rest }) => rest)),
    licenses: sorted(
      (await db.select().from(licenses)).filter((l) => ids.has(l.locationId)).map(({ licenseTypeId, documentId: _d, extractedData: _e, ...l }) => ({ ...strip(l), type: types.get(licenseTypeId) })),
    ),
    equipment: sorted((await db.select().from(equipment)).filter((e) => ids.has(e.locationId)).map(({ manualDocumentId: _m, extractedData: _e, ...e }) => strip(e))),
    vendors: sorted((await db.select().from(vendors)).filter((v) => ids.has(v.locationId)).map(strip)),
    budgets: sorted((await db.select().from(budgets)).filter((b) => ids.has(b.locationId)).map(({ categoryId, ...b }) => ({ ...strip(b), category: cats.get(categoryId) }))),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  source = await createTenant(t.db, "Source Group");
  target = await createTenant(t.db, "Target Group");
  sourceAdmin = await signedInAgent(t.app, source.admin.email, TEST_PASSWORD);
  targetAdmin = await signedInAgent(t.app, target.admin.email, TEST_PASSWORD);

  await apply(
    sourceAdmin,
    "locations",
    'Name,Address,City,State,ZIP Code,Phone,Email,Manager,Status,Notes\r\nCafé Ñandú,"12 Rue, Suite 3",Austin,Texas,78701,+1 512 555 0100,cafe@example.com,Zoë,opening soon,"=HYPERLINK(""x"")"\r\nHarbor,9 Pier Rd,Boston,MA,02110,,,,active,"line one\nline two"\r\n',
    "locations.csv",
  );
  await apply(
    sourceAdmin,
    "licenses",
    "Location,License Type,License Number,Issue Date,Expiration Date,Status,Notes\r\nCafé Ñandú,Liquor,LQ-77,1/2/2026,1/1/2027,active,-renew early\r\nHarbor,Health Permit,,2026-03-01,,expired,\r\n",
    "licenses.csv",
  );
  await apply(
    sourceAdmin,
    "equipment",
    "Location,Name,Model,Manufacturer,Serial Number,Price,Purchase Date,Warranty Expiration,Status,Notes\r\nHarbor,Walk-in cooler,PCW-810,Polar Crest,SN-1,\"$4,250.50\",2025-06-01,2027-06-01,Out of order,@compressor\r\nHarbor,Prep table,,,,,,,,\r\n",
    "equipment.csv",
  );
  await apply(
    sourceAdmin,
    "vendors",
    "Location,Name,Category,Contact Name,Phone,Email,Address,Schedule,Next Service Date,Notes\r\nHarbor,Capital Waste,Trash,Dana,(617) 555-0142,d@example.com,1 Dock St,weekly,2026-12-01,\r\n",
    "vendors.csv",
  );
  await apply(
    sourceAdmin,
    "budgets",
    "Location,Month,Category,Planned Amount,Week 1 Actual,Week 2 Actual,Week 3 Actual,Week 4 Actual\r\nHarbor,2026-01,Food Cost,12500,100.10,200,0,0.01\r\n",
    "budgets.csv",
  );
  // A stored license document and an equipment manual with a task.
  const [doc] = await t.db
    .insert(documents)
    .values({ organizationId: source.org.id, originalName: "scan.pdf", contentType: "application/pdf", size: PDF.length, sha256: "x", content: PDF })
    .returning();
  await t.db.update(licenses).set({ documentId: doc!.id }).where(eq(licenses.licenseNumber, "LQ-77"));
  const [manual] = await t.db
    .insert(documents)
    .values({ organizationId: source.org.id, originalName: "cooler manual.pdf", contentType: "application/pdf", size: PDF.length, sha256: "y", content: PDF })
    .returning();
  const [cooler] = await t.db.update(equipment).set({ manualDocumentId: manual!.id }).where(eq(equipment.serialNumber, "SN-1")).returning();
  await t.db.insert(maintenanceTasks).values({ equipmentId: cooler!.id, task: "Clean coils", intervalDays: 90, nextDue: "2026-03-01" });
});
afterAll(async () => t?.close());

describe("organization export", () => {
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    files = await exportOf(sourceAdmin);
  });

  it("holds a CSV per table, UTF-8 with a BOM, importable kinds with the template's columns", () => {
    for (const name of ["organization", "locations", "licenses", "equipment", "maintenance_tasks", "vendors", "budget_categories", "budgets", "marketing_campaigns", "payroll_records", "users", "invitations", "audit_log", "documents"]) {
      const csv = files.get(`${name}.csv`);
      expect(csv, name).toBeDefined();
      expect([...csv!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
    for (const kind of IMPORT_KINDS) {
      const header = files.get(`${kind}.csv`)!.toString("utf8").slice(1).split("\r\n")[0];
      expect(header).toBe(IMPORT_FIELDS[kind].map((f) => f.column).join(","));
    }
    expect(files.get("users.csv")!.toString("utf8")).not.toMatch(/scrypt|password/i);
  });

  it("neutralises formulas and keeps text as written", () => {
    const locs = files.get("locations.csv")!.toString("utf8");
    expect(locs).toContain(`"'=HYPERLINK(""x"")"`);
    expect(locs).toContain("'+1 512 555 0100");
    expect(locs).toContain("Café Ñandú");
    expect(files.get("equipment.csv")!.toString("utf8")).toContain("'@compressor");
  });

  it("carries every stored document under a readable path, listed in documents.csv", () => {
    expect(files.get("documents/licenses/Café Ñandú/Liquor License LQ-77.pdf")).toEqual(PDF);
    expect(files.get("documents/equipment/Harbor/Walk-in cooler manual.pdf")).toEqual(PDF);
    expect(files.get("documents.csv")!.toString("utf8")).toContain("documents/licenses/Café Ñandú/Liquor License LQ-77.pdf,scan.pdf,application/pdf");
    expect(files.get("maintenance_tasks.csv")!.toString("utf8")).toContain("Harbor,Walk-in cooler,SN-1,Clean coils,90,,2026-03-01,");
  });

  it("export then import into a new organization reproduces the records", async () => {
    for (const kind of IMPORT_KINDS) {
      const result = await apply(targetAdmin, kind, files.get(`${kind}.csv`)!, `${kind}.csv`);
      expect(result.counts.error, `${kind}: ${JSON.stringify(result.rows.filter((r) => r.errors))}`).toBe(0);
    }
    const [a, b] = [await records(t.db, source.org.id), await records(t.db, target.org.id)];
    // The target also has the two locations every test tenant starts with.
    b.locations = b.locations.filter((l) => !/"name":"(Assigned|Unassigned) Location"/.test(l));
    a.locations = a.locations.filter((l) => !/"name":"(Assigned|Unassigned) Location"/.test(l));
    expect(b).toEqual(a);
    expect(a.licenses).toHaveLength(2);
    expect(a.equipment).toHaveLength(2);
    // And the target's export of those kinds is the same text.
    const again = await exportOf(targetAdmin);
    for (const kind of ["licenses", "equipment", "vendors", "budgets"]) expect(again.get(`${kind}.csv`)!.toString("utf8"), kind).toBe(files.get(`${kind}.csv`)!.toString("utf8"));
  });

  it("the export's license documents, sent back as a .zip, attach to the imported licenses", async () => {
    const zip = new ZipFile();
    for (const [path, bytes] of files) if (path.startsWith("documents/licenses/")) zip.addBuffer(bytes, path);
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const res = await targetAdmin.post("/api/import/license-documents").attach("file", Buffer.concat(chunks), "documents.zip");
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body.counts).toMatchObject({ attached: 1, no_match: 0, ambiguous: 0 });
    const targetLocations = (await t.db.select({ id: locations.id }).from(locations).where(eq(locations.organizationId, target.org.id))).map((l) => l.id);
    const [license] = (await t.db.select().from(licenses).where(eq(licenses.licenseNumber, "LQ-77"))).filter((l) => targetLocations.includes(l.locationId));
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, license!.documentId!));
    expect(doc).toMatchObject({ organizationId: target.org.id, contentType: "application/pdf" });
    expect(Buffer.from(doc!.content!)).toEqual(PDF);
  });

  it("is for administrators, and only ever their own organization", async () => {
    const staff = await signedInAgent(t.app, source.staff.email, TEST_PASSWORD);
    expect((await staff.get("/api/organization/export")).status).toBe(403);
    expect((await request(t.app).get("/api/organization/export")).status).toBe(401);
    const theirs = await exportOf(targetAdmin);
    const all = [...theirs.values()].map((b) => b.toString("utf8")).join("\n");
    expect(all).not.toContain("Source Group");
    expect(all).not.toContain(source.admin.email);
    // Only the document attached to its own license above, not the source's equipment manual.
    expect([...theirs.keys()].filter((k) => k.startsWith("documents/"))).toEqual(["documents/licenses/Café Ñandú/Liquor License LQ-77.pdf"]);
  });
});
