/**
 * Issue 34 point 2: a value the app does not know for a choice column is an error naming the allowed values
 * (never a silent default); a row in error is corrected in the dry run or left out, without a new file; a
 * mapping chosen for one file applies, by header name, to a corrected file with other columns.
 */
import { and, eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, licenses, locations } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, "Fixing Group");
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

interface Row {
  row: number;
  status: string;
  values: Record<string, string | null>;
  errors?: { field: string; message: string }[];
  edited?: string[];
}
interface Body {
  counts: Record<string, number>;
  rows: Row[];
  mapping: Record<string, string>;
}

const csv = (lines: string[]) => Buffer.from(lines.join("\r\n"));

async function send(step: "preview" | "apply", kind: string, file: Buffer, extra: { mapping?: object; fixes?: object } = {}) {
  const req = admin.post(`/api/import/${kind}/${step}`).attach("file", file, `${kind}.csv`);
  if (extra.mapping) req.field("mapping", JSON.stringify(extra.mapping));
  if (extra.fixes) req.field("fixes", JSON.stringify(extra.fixes));
  const res = await req;
  expect(res.status, res.text.slice(0, 400)).toBe(200);
  return res.body as Body;
}

describe("a value the app does not know for a choice column", () => {
  it("is an error naming the allowed values, not a default, for a license's Status", async () => {
    const file = csv(["Location,License Type,License Number,Status", "Assigned Location,Liquor License,FX-1,opening soon"]);
    const body = await send("preview", "licenses", file);
    expect(body.counts).toMatchObject({ new: 0, error: 1 });
    expect(body.rows[0]!.errors).toEqual([{ field: "Status", message: 'Status "opening soon" is not one of active, expired, expiring_soon' }]);
    const applied = await send("apply", "licenses", file);
    expect(applied.counts).toMatchObject({ new: 0, error: 1 });
    expect(await t.db.select().from(licenses).where(eq(licenses.licenseNumber, "FX-1"))).toHaveLength(0);
  });

  it("is an error for a vendor's Category and Schedule too", async () => {
    const body = await send("preview", "vendors", csv(["Location,Name,Category,Schedule", "Assigned Location,Acme,plumbing-ish,every so often"]));
    expect(body.rows[0]!.errors!.map((e) => e.field)).toEqual(["Category", "Schedule"]);
    expect(body.rows[0]!.errors![0]!.message).toMatch(/^Category "plumbing-ish" is not one of /);
  });
});

describe("a row corrected in the dry run", () => {
  const file = csv([
    "Store,Street,State,Status",
    "Fix North,1 North St,NY,open",
    "Fix South,2 South St,Narnia,opening soonish",
    "Fix East,3 East St,NY,closed",
  ]);

  it("shows the error, then the corrected cells as valid, and applies them; a row left out is not written", async () => {
    const first = await send("preview", "locations", file);
    expect(first.counts).toMatchObject({ new: 2, error: 1, leftOut: 0 });
    const south = first.rows.find((r) => r.row === 3)!;
    expect(south.errors!.map((e) => e.field)).toEqual(["State", "Status"]);

    const fixes = { edits: { "3": { State: "New Jersey", Status: "opening soon" } }, leftOut: [4] };
    const fixed = await send("preview", "locations", file, { fixes });
    expect(fixed.counts).toEqual({ new: 2, update: 0, unchanged: 0, error: 0, leftOut: 1 });
    expect(fixed.rows.find((r) => r.row === 3)).toMatchObject({ status: "new", edited: ["State", "Status"], values: { State: "NJ", Status: "opening_soon" } });
    expect(fixed.rows.find((r) => r.row === 4)).toMatchObject({ status: "left_out", values: { Name: "Fix East" } });

    const applied = await send("apply", "locations", file, { fixes });
    expect(applied.counts).toEqual({ new: 2, update: 0, unchanged: 0, error: 0, leftOut: 1 });
    const stored = await t.db.select().from(locations).where(eq(locations.organizationId, tenant.org.id));
    expect(stored.find((l) => l.name === "Fix South")).toMatchObject({ state: "NJ", status: "opening_soon" });
    expect(stored.find((l) => l.name === "Fix East")).toBeUndefined();
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, tenant.org.id), eq(auditLog.action, "import")));
    const audit = audits.find((a) => (a.after as { kind?: string } | null)?.kind === "locations");
    expect(audit!.after).toMatchObject({ created: 2, leftOut: 1, corrected: 1 });
  });

  it("can fill a required column the file does not have", async () => {
    const body = await send("preview", "locations", csv(["Store,City", "No Street Here,Albany"]), { fixes: { edits: { "2": { Address: "9 Filled In Rd" } } } });
    expect(body.rows[0]).toMatchObject({ status: "new", edited: ["Address"], values: { Address: "9 Filled In Rd" } });
  });

  it("refuses corrections that are not JSON or not of the expected shape", async () => {
    const bad = await admin.post("/api/import/locations/preview").attach("file", file, "l.csv").field("fixes", "{nope");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The corrections are not valid JSON.");
    const shape = await admin.post("/api/import/locations/preview").attach("file", file, "l.csv").field("fixes", JSON.stringify({ leftOut: ["x"] }));
    expect(shape.status).toBe(400);
  });
});

describe("a mapping chosen by hand", () => {
  it("applies by header name to a corrected file with columns added and moved", async () => {
    const chosen = { Shop: "name", Where: "address", "GM Name": "managerName" };
    const first = await send("preview", "locations", csv(["Shop,Where,GM Name", "Map One,1 Map St,Jo"]), { mapping: chosen });
    expect(first.mapping).toEqual(chosen);
    const second = await send("preview", "locations", csv(["GM Name,Phone,Shop,Where", "Jo,555,Map One,1 Map St"]), { mapping: chosen });
    expect(second.mapping).toEqual({ "GM Name": "managerName", Phone: "phone", Shop: "name", Where: "address" });
    expect(second.rows[0]!.values).toMatchObject({ Manager: "Jo", Name: "Map One" });
  });
});
