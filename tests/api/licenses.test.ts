import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, licenseTypes } from "@shared/schema";
import { readFixture } from "../support/fixtures";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let typeIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  const types = await t.db.select().from(licenseTypes);
  typeIds = Object.fromEntries(types.map((ty) => [ty.name, ty.id]));
});
afterAll(async () => t?.close());

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

function upload(agent: TestAgent, data: Record<string, unknown>, file?: { bytes: Buffer; name: string }) {
  const req = agent.post("/api/licenses").field("licenseData", JSON.stringify(data));
  return file ? req.attach("document", file.bytes, file.name) : req;
}

const base = () => ({
  locationId: tenant.assigned.id,
  licenseTypeId: typeIds["Business License"],
  licenseNumber: "BL-1",
  issueDate: "2026-01-01",
  expirationDate: "2027-01-01",
  status: "active",
  notes: "",
});

describe("license catalogue", () => {
  it("lists license types and the requirements of a state", async () => {
    const types = await admin.get("/api/license-types");
    expect(types.status).toBe(200);
    expect(types.body.map((x: { name: string }) => x.name)).toContain("Food Service Establishment Permit");

    const ny = await admin.get("/api/required-licenses/ny");
    expect(ny.status).toBe(200);
    const item = ny.body.find((x: { name: string }) => x.name === "Food Service Establishment Permit");
    expect(item).toMatchObject({ requirementStatus: "required" });
    expect(item.requirement).toHaveProperty("costRange");
    expect(item.requirement).toHaveProperty("renewalPeriodMonths");
    expect(new Set(ny.body.map((x: { requirementStatus: string }) => x.requirementStatus))).toEqual(new Set(["required", "optional"]));

    expect((await admin.get("/api/required-licenses/XX")).status).toBe(400);
    expect((await request(t.app).get("/api/required-licenses/NY")).status).toBe(401);
  });
});

describe("licenses", () => {
  it.each([
    ["application/pdf", "licenses/ny-tappan-ridge-food-service-permit.pdf"],
    ["image/png", "licenses/ca-vista-linda-business-license.png"],
    ["image/jpeg", "licenses/fl-coral-tide-liquor-license.jpg"],
  ])("creates a license with a %s document and downloads the same bytes", async (type, fixture) => {
    const bytes = readFixture(fixture);
    const created = await upload(admin, base(), { bytes, name: fixture.split("/")[1]! });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "active",
      licenseNumber: "BL-1",
      licenseType: { name: "Business License", category: "business" },
      document: { contentType: type, size: bytes.length, sha256: sha(bytes) },
    });
    const download = await admin.get(`/api/licenses/${created.body.id}/download`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toBe(type);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(sha(download.body as Buffer)).toBe(sha(bytes));
  });

  it("refuses a file whose bytes are not PDF, PNG or JPEG, even named .pdf", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "binary"), Buffer.alloc(2000, 1)]);
    const res = await upload(admin, base(), { bytes: exe, name: "permit.pdf" });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Please upload a PDF, PNG, or JPG file");
    const html = await upload(admin, base(), { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "x.png" });
    expect(html.status).toBe(415);
  });

  it("requires a document", async () => {
    const res = await upload(admin, base());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please upload a license document");
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big = Buffer.concat([readFixture("licenses/ca-vista-linda-business-license.png"), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(admin, base(), { bytes: big, name: "big.png" });
    expect(res.status).toBe(413);
  });

  it("validates fields by path", async () => {
    const bytes = readFixture("licenses/ca-vista-linda-business-license.png");
    const res = await upload(admin, { ...base(), licenseTypeId: "nope", issueDate: "2026-02-30", expirationDate: "2025-01-01" }, { bytes, name: "a.png" });
    expect(res.status).toBe(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toContain("licenseTypeId");
    expect(paths).toContain("issueDate");
    const order = await upload(admin, { ...base(), issueDate: "2026-05-01", expirationDate: "2026-04-01" }, { bytes, name: "a.png" });
    expect(order.status).toBe(400);
    expect(order.body.errors).toEqual([{ path: "expirationDate", message: "Expiration date must be on or after the issue date" }]);
  });

  it("refuses another organization's location and an unassigned one with 404", async () => {
    const other = await createTenant(t.db);
    const bytes = readFixture("licenses/ca-vista-linda-business-license.png");
    const foreign = await upload(admin, { ...base(), locationId: other.assigned.id }, { bytes, name: "a.png" });
    expect(foreign.status).toBe(404);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const unassigned = await upload(staff, { ...base(), locationId: tenant.unassigned.id }, { bytes, name: "a.png" });
    expect(unassigned.status).toBe(404);
    const assigned = await upload(staff, base(), { bytes, name: "a.png" });
    expect(assigned.status).toBe(201);
  });

  it("archives (moving it out of the active list) and deletes to the trash, document kept", async () => {
    const location = (await t.db.select().from(licenseTypes)).length > 0 ? tenant.unassigned.id : tenant.unassigned.id;
    const bytes = readFixture("licenses/ca-vista-linda-business-license.png");
    const a = await upload(admin, { ...base(), locationId: location }, { bytes, name: "a.png" });
    const b = await upload(admin, { ...base(), locationId: location }, { bytes, name: "b.png" });
    const archived = await admin.patch(`/api/licenses/${a.body.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe("archived");
    const list = await admin.get(`/api/licenses?locationId=${location}`);
    const statusById = Object.fromEntries(list.body.map((l: { id: string; status: string }) => [l.id, l.status]));
    expect(statusById).toEqual({ [a.body.id]: "archived", [b.body.id]: "active" });

    const docsBefore = (await t.db.select({ n: count() }).from(documents).where(eq(documents.id, b.body.document.id)))[0]!.n;
    expect(docsBefore).toBe(1);
    expect((await admin.delete(`/api/licenses/${b.body.id}`)).status).toBe(204);
    const docsAfter = (await t.db.select({ n: count() }).from(documents).where(eq(documents.id, b.body.document.id)))[0]!.n;
    // In the trash: the document stays with it until the trash is purged; the license is no longer reachable.
    expect(docsAfter).toBe(1);
    expect((await admin.get(`/api/licenses/${b.body.id}`)).status).toBe(404);
    expect((await admin.get(`/api/licenses/${b.body.id}/download`)).status).toBe(404);
  });

  it("edits fields and replaces the document", async () => {
    const png = readFixture("licenses/ca-vista-linda-business-license.png");
    const pdf = readFixture("licenses/il-lakeport-fire-prevention-permit.pdf");
    const created = await upload(admin, base(), { bytes: png, name: "a.png" });
    const edited = await admin
      .patch(`/api/licenses/${created.body.id}`)
      .field("licenseData", JSON.stringify({ licenseNumber: "FP-9", licenseTypeId: typeIds["Fire Safety Permit"] }))
      .attach("document", pdf, "permis d'incendie été.pdf");
    expect(edited.status).toBe(200);
    // A name in UTF-8 is kept as written (multer read such names as latin1: "Ã©tÃ©").
    expect(edited.body).toMatchObject({ licenseNumber: "FP-9", licenseType: { name: "Fire Safety Permit" }, documentName: "permis d'incendie été.pdf" });
    expect(edited.body.document.sha256).toBe(sha(pdf));
    const old = await t.db.select().from(documents).where(eq(documents.id, created.body.document.id));
    expect(old).toHaveLength(0);
    const json = await admin.patch(`/api/licenses/${created.body.id}`).send({ expirationDate: "" });
    expect(json.status).toBe(200);
    expect(json.body.expirationDate).toBeNull();
  });
});
