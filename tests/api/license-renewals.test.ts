/** Issue 32, points 1 and 2: renewing keeps one license with its terms; "Renewal submitted" is its own state. */
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { licenseTypes } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let typeId: string;
const today = newYorkToday();
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  const [type] = await t.db.select().from(licenseTypes).limit(1);
  typeId = type!.id;
}, 240_000);
afterAll(async () => t?.close());

async function createExpiring(number: string) {
  const res = await staff
    .post("/api/licenses")
    .field("licenseData", JSON.stringify({ locationId: tenant.assigned.id, licenseTypeId: typeId, licenseNumber: number, expirationDate: addDaysIso(today, 5) }))
    .attach("document", pdf("old"), "old permit.pdf");
  expect(res.status).toBe(201);
  return res.body as { id: string; state: string };
}

describe("renewals", () => {
  it("renews into a second term, keeps the first term's document, and clears the alert", async () => {
    const license = await createExpiring("FS-2025");
    expect(license.state).toBe("expiring");
    const renewed = await staff
      .post(`/api/licenses/${license.id}/renew`)
      .field("licenseData", JSON.stringify({ licenseNumber: "FS-2026", issueDate: today, expirationDate: addDaysIso(today, 365), feePaid: "$450.00" }))
      .attach("document", pdf("new"), "new permit.pdf");
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ id: license.id, licenseNumber: "FS-2026", expirationDate: addDaysIso(today, 365), state: "valid", status: "active" });

    const terms = (await staff.get(`/api/licenses/${license.id}/terms`)).body as { licenseNumber: string; current: boolean; feePaid: string | null; recordedBy: string; downloadUrl: string }[];
    expect(terms.map((term) => [term.licenseNumber, term.current, term.feePaid])).toEqual([
      ["FS-2026", true, "450.00"],
      ["FS-2025", false, null],
    ]);
    expect(terms[0]!.recordedBy).toBe("Sam Staff");
    const old = await staff.get(terms[1]!.downloadUrl).buffer(true);
    expect(old.status).toBe(200);
    expect(old.body.toString()).toContain("% old");
    expect((await staff.get(`/api/licenses/${license.id}/download`).buffer(true)).body.toString()).toContain("% new");

    const dashboard = (await staff.get(`/api/dashboard?locationId=${tenant.assigned.id}`)).body;
    expect(dashboard.licenses.alerts.map((a: { id: string }) => a.id)).not.toContain(license.id);
    const list = (await staff.get(`/api/licenses?locationId=${tenant.assigned.id}`)).body as { id: string }[];
    expect(list.filter((l) => l.id === license.id)).toHaveLength(1);
  });

  it("refuses a renewal without an expiration date or with dates out of order, changing nothing", async () => {
    const license = await createExpiring("FS-X");
    const missing = await staff.post(`/api/licenses/${license.id}/renew`).send({ licenseNumber: "FS-Y" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: "expirationDate", message: "Expiration date is required" }]);
    const backwards = await staff.post(`/api/licenses/${license.id}/renew`).send({ issueDate: "2027-01-02", expirationDate: "2027-01-01" });
    expect(backwards.status).toBe(400);
    expect((await staff.get(`/api/licenses/${license.id}/terms`)).body).toHaveLength(1);
  });

  it("marks a renewal submitted as its own state, and clears it", async () => {
    const license = await createExpiring("FS-R");
    const marked = await staff.put(`/api/licenses/${license.id}/renewal-submitted`).send({ submittedOn: today, reference: "APP-1", fee: "125" });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ state: "renewal_submitted", renewalSubmittedOn: today, renewalReference: "APP-1", renewalFee: "125.00" });
    const dashboard = (await admin.get(`/api/dashboard?locationId=${tenant.assigned.id}`)).body;
    expect(dashboard.licenses.alerts.map((a: { id: string }) => a.id)).not.toContain(license.id);
    const bad = await staff.put(`/api/licenses/${license.id}/renewal-submitted`).send({ submittedOn: "2026-02-30" });
    expect(bad.status).toBe(400);
    const cleared = await staff.delete(`/api/licenses/${license.id}/renewal-submitted`);
    expect(cleared.body).toMatchObject({ state: "expiring", renewalSubmittedOn: null });
  });
});
