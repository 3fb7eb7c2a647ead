/** Issue 32, point 2: the renewal fees coming due in the next 90 days, per location and in total. */
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { licenses, licenseTerms, licenseTypes, type Location } from "@shared/schema";
import { createLocation, createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { newYorkToday } from "../support/location-day";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let west: Location;
const today = newYorkToday();
const inDays = (n: number) => addDaysIso(today, n);

/** A license whose current term's fee paid is `feePaid` (the trigger records the term on insert). */
async function license(values: typeof licenses.$inferInsert, feePaid: string | null = null) {
  const [row] = await t.db.insert(licenses).values(values).returning();
  if (feePaid) await t.db.update(licenseTerms).set({ feePaid }).where(eq(licenseTerms.licenseId, row!.id));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  const other = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  west = await createLocation(t.db, tenant.org.id, { name: "West Coast", state: "CA", zipCode: "90012" });
  const types = await t.db.select({ id: licenseTypes.id, name: licenseTypes.name }).from(licenseTypes).limit(7);
  const type = (i: number) => types[i]!.id;
  const here = tenant.assigned.id;
  await license({ locationId: here, licenseTypeId: type(0), licenseNumber: "IN-30", expirationDate: inDays(30) }, "450.00");
  await license({ locationId: here, licenseTypeId: type(1), licenseNumber: "SUB-60", expirationDate: inDays(60), renewalSubmittedOn: inDays(-2), renewalFee: "125.50" }, "99.00");
  await license({ locationId: here, licenseTypeId: type(2), licenseNumber: "LATER", expirationDate: inDays(120) }, "999.00");
  await license({ locationId: here, licenseTypeId: type(3), licenseNumber: "GONE", expirationDate: inDays(-5) }, "50.00");
  await license({ locationId: here, licenseTypeId: type(4), licenseNumber: "ARCH", expirationDate: inDays(10), status: "archived" }, "70.00");
  await license({ locationId: here, licenseTypeId: type(5), licenseNumber: "NOFEE", expirationDate: inDays(80) });
  await license({ locationId: west.id, licenseTypeId: type(6), licenseNumber: "W-89", expirationDate: inDays(88) }, "100.00");
  // Another organization's renewal is never counted.
  await license({ locationId: other.assigned.id, licenseTypeId: type(0), licenseNumber: "THEIRS", expirationDate: inDays(10) }, "5000.00");
}, 240_000);
afterAll(async () => t?.close());

describe("GET /api/group/renewal-fees", () => {
  it("lists the held licenses expiring within 90 days with their expected fee, per location and in total", async () => {
    const res = await admin.get("/api/group/renewal-fees");
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(90);
    expect(res.body.total).toBe("675.50");
    expect(res.body.unknown).toBe(1);
    const byName = new Map((res.body.locations as { name: string }[]).map((l) => [l.name, l]));
    expect([...byName.keys()]).toEqual(["Assigned Location", "West Coast"]);
    expect(byName.get("Assigned Location")).toMatchObject({
      total: "575.50",
      unknown: 1,
      items: [
        { licenseNumber: "IN-30", expirationDate: inDays(30), fee: "450.00", feeSource: "last_term" },
        { licenseNumber: "SUB-60", expirationDate: inDays(60), fee: "125.50", feeSource: "renewal_submitted" },
        { licenseNumber: "NOFEE", expirationDate: inDays(80), fee: null, feeSource: null },
      ],
    });
    expect(byName.get("West Coast")).toMatchObject({ total: "100.00", unknown: 0, items: [{ licenseNumber: "W-89", fee: "100.00" }] });
  });

  it("follows a renewal: the renewed license leaves the list", async () => {
    const [row] = await t.db.select().from(licenses).where(eq(licenses.licenseNumber, "IN-30"));
    const renewed = await admin
      .post(`/api/licenses/${row!.id}/renew`)
      .field("licenseData", JSON.stringify({ licenseNumber: "IN-31", expirationDate: inDays(395), feePaid: "460.00" }));
    expect(renewed.status).toBe(200);
    const res = await admin.get("/api/group/renewal-fees");
    expect(res.body.total).toBe("225.50");
    expect(JSON.stringify(res.body)).not.toContain("IN-3");
  });

  it("is for those who see the group view", async () => {
    expect((await staff.get("/api/group/renewal-fees")).status).toBe(403);
    expect((await request(t.app).get("/api/group/renewal-fees")).status).toBe(401);
  });
});
