/**
 * Issue 32, points 3 and 8: one compliance rule everywhere, each location on its own date. Two locations hold a
 * license in every state of the rule; at the fixed instant 2026-12-01 06:30 UTC it is already December 1st in
 * New York but still November 30th in Los Angeles, so the license expiring on December 1st is expired in one and
 * expiring in the other. The dashboard, Licenses, Group Overview, the compliance matrix, the export, the
 * reminders and the calendar feed must all give the same counts.
 */
import { and, eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { COMPLIANCE_STATE_LABELS, type ComplianceState } from "@shared/domain/compliance";
import { equipment, licenses, licenseTypes, maintenanceTasks, notifications, stateLicenseRequirements, users, vendors } from "@shared/schema";
import { calendarEventsForToken } from "@server/features/calendar/service";
import { createReminders } from "@server/features/notifications/reminders";
import { createLocation, createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { unzip } from "../support/unzip";

const NOW = new Date("2026-12-01T06:30:00Z");
const SERVER_DAY = "2026-12-01";

let t: TestApp;
let admin: TestAgent;
let tenant: Awaited<ReturnType<typeof createTenant>>;
const places: Record<"ny" | "la", { id: string; required: string[] }> = { ny: { id: "", required: [] }, la: { id: "", required: [] } };

async function requiredTypes(state: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: stateLicenseRequirements.licenseTypeId })
    .from(stateLicenseRequirements)
    .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
    .where(and(eq(stateLicenseRequirements.state, state), eq(stateLicenseRequirements.isRequired, true)));
  return rows.map((r) => r.id);
}

/** valid, expiring, "expires 2026-12-01" (expired in NY, expiring in LA), renewal submitted, expired; the rest missing. */
async function seed(locationId: string, required: string[]) {
  const [valid, expiring, boundary, submitted, expired] = required;
  await t.db.insert(licenses).values([
    { locationId, licenseTypeId: valid!, licenseNumber: "V-1", expirationDate: "2027-11-30" },
    { locationId, licenseTypeId: expiring!, licenseNumber: "S-1", expirationDate: "2026-12-20" },
    { locationId, licenseTypeId: boundary!, licenseNumber: "B-1", expirationDate: "2026-12-01" },
    { locationId, licenseTypeId: submitted!, licenseNumber: "R-1", expirationDate: "2026-12-15", renewalSubmittedOn: "2026-11-10", renewalReference: "APP-9" },
    { locationId, licenseTypeId: expired!, licenseNumber: "X-1", expirationDate: "2026-10-01", status: "expired" },
    // Not counted: archived, and a second, worse license of a type already held validly.
    { locationId, licenseTypeId: valid!, licenseNumber: "V-0", expirationDate: "2025-01-01", status: "expired" },
    { locationId, licenseTypeId: expiring!, licenseNumber: "A-1", expirationDate: "2030-01-01", status: "archived" },
  ]);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  t = await createTestApp();
  tenant = await createTenant(t.db);
  const ny = await createLocation(t.db, tenant.org.id, { name: "A New York", state: "NY", zipCode: "10001", timeZone: null });
  const la = await createLocation(t.db, tenant.org.id, { name: "B Los Angeles", state: "CA", zipCode: "90012", timeZone: null });
  places.ny = { id: ny.id, required: await requiredTypes("NY") };
  places.la = { id: la.id, required: await requiredTypes("CA") };
  expect(places.ny.required.length).toBeGreaterThanOrEqual(6);
  expect(places.la.required.length).toBeGreaterThanOrEqual(6);
  await seed(ny.id, places.ny.required);
  await seed(la.id, places.la.required);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
}, 240_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const expected = (place: "ny" | "la") => {
  const required = places[place].required.length;
  const boundaryExpired = place === "ny";
  return {
    required,
    valid: 1,
    expiring: boundaryExpired ? 1 : 2,
    expired: boundaryExpired ? 2 : 1,
    renewalSubmitted: 1,
    missing: required - 5,
  };
};

type Counts = ReturnType<typeof expected>;
const tally = (states: ComplianceState[], required: number): Counts => ({
  required,
  valid: states.filter((s) => s === "valid").length,
  expiring: states.filter((s) => s === "expiring").length,
  expired: states.filter((s) => s === "expired").length,
  renewalSubmitted: states.filter((s) => s === "renewal_submitted").length,
  missing: states.filter((s) => s === "missing").length,
});

describe("one compliance rule, each location on its own date", () => {
  it("gives the dashboard, Group Overview and the matrix the same counts and score", async () => {
    const overview = (await admin.get("/api/group/overview")).body;
    const matrix = (await admin.get("/api/group/compliance")).body;
    for (const place of ["ny", "la"] as const) {
      const { id } = places[place];
      const dashboard = (await admin.get(`/api/dashboard?locationId=${id}`)).body;
      expect(dashboard.today).toBe(place === "ny" ? "2026-12-01" : "2026-11-30");
      expect(dashboard.licenses.compliance, place).toMatchObject(expected(place));
      expect(dashboard.licenses.missing).toHaveLength(expected(place).missing);
      const row = overview.locations.find((l: { id: string }) => l.id === id);
      expect(row.compliance).toEqual(dashboard.licenses.compliance);
      const cells = matrix.locations.find((l: { id: string }) => l.id === id).cells.map((c: { state: ComplianceState }) => c.state);
      expect(tally(cells.filter((s: ComplianceState) => s !== "not_required"), expected(place).required)).toEqual(expected(place));
      // Alerts: every expiring or expired license (the superseded duplicate included), none renewal submitted.
      expect(dashboard.licenses.alerts.map((a: { licenseNumber: string }) => a.licenseNumber).sort()).toEqual(
        place === "ny" ? ["B-1", "S-1", "V-0", "X-1"] : ["B-1", "S-1", "V-0", "X-1"],
      );
    }
  });

  it("counts Group Overview's overdue tasks on each location's date", async () => {
    // Due November 30th: overdue in New York (already December 1st), due this week in Los Angeles (still the 30th).
    for (const place of [places.ny, places.la]) {
      const [item] = await t.db.insert(equipment).values({ locationId: place.id, name: "Walk-in" }).returning();
      await t.db.insert(maintenanceTasks).values({ equipmentId: item!.id, task: "Clean coils", intervalDays: 30, nextDue: "2026-11-30" });
    }
    const rows = (await admin.get("/api/group/overview")).body.locations as { id: string; maintenance: { overdue: number; dueThisWeek: number } }[];
    expect(rows.find((r) => r.id === places.ny.id)?.maintenance).toEqual({ overdue: 1, dueThisWeek: 0 });
    expect(rows.find((r) => r.id === places.la.id)?.maintenance).toEqual({ overdue: 0, dueThisWeek: 1 });
  });

  it("gives every license on Licenses its state by the same rule", async () => {
    for (const place of ["ny", "la"] as const) {
      const list = (await admin.get(`/api/licenses?locationId=${places[place].id}`)).body as { licenseNumber: string; state: string | null }[];
      const state = Object.fromEntries(list.map((l) => [l.licenseNumber, l.state]));
      expect(state).toEqual({
        "V-1": "valid",
        "S-1": "expiring",
        "B-1": place === "ny" ? "expired" : "expiring",
        "R-1": "renewal_submitted",
        "X-1": "expired",
        "V-0": "expired",
        "A-1": null,
      });
    }
  });

  it("writes the same states into the export's compliance.csv", async () => {
    const res = await admin
      .get("/api/organization/export")
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => done(null, Buffer.concat(chunks)));
      });
    const csv = (await unzip(res.body as Buffer)).get("compliance.csv")!.toString("utf8").slice(1);
    const lines = csv.trim().split("\r\n").slice(1);
    for (const [place, name] of [["ny", "A New York"], ["la", "B Los Angeles"]] as const) {
      const labels = lines.filter((l) => l.startsWith(`${name},`)).map((l) => l.split(",")[3]);
      const byLabel = (state: ComplianceState) => labels.filter((l) => l === COMPLIANCE_STATE_LABELS[state]).length;
      const e = expected(place);
      expect([byLabel("valid"), byLabel("expiring"), byLabel("expired"), byLabel("renewal_submitted"), byLabel("missing")], place).toEqual([
        e.valid, e.expiring, e.expired, e.renewalSubmitted, e.missing,
      ]);
    }
  });

  it("reminds and feeds the calendar on each location's date, and says a renewal was submitted", async () => {
    await createReminders(t.db, SERVER_DAY, undefined, NOW);
    const mine = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.admin.id));
    const title = (location: string, typeStart: string) => mine.find((n) => n.title.includes(location) && n.body?.includes(typeStart));
    const nyBoundary = mine.find((n) => n.title.includes("A New York") && (n.data as { expirationDate: string }).expirationDate === "2026-12-01");
    const laBoundary = mine.find((n) => n.title.includes("B Los Angeles") && (n.data as { expirationDate: string }).expirationDate === "2026-12-01");
    expect(nyBoundary?.kind).toBe("license_expired");
    expect(laBoundary?.title).toMatch(/expires in 1 day$/);
    expect(title("A New York", "Expiration date: Dec 15, 2026")?.body).toContain("A renewal was submitted on Nov 10, 2026 (reference APP-9)");

    const token = "feed-token-0123456789abcdef";
    await t.db.update(users).set({ calendarToken: token }).where(eq(users.id, tenant.admin.id));
    const events = (await calendarEventsForToken(t.db, token, undefined, SERVER_DAY, NOW))!;
    const boundary = (location: string) => events.find((e) => e.summary.includes(location) && e.start === "2026-12-01")?.category;
    expect(boundary("A New York")).toBe("Expired");
    expect(boundary("B Los Angeles")).toBe("Expires Soon");
    expect(events.filter((e) => e.category === "Renewal submitted")).toHaveLength(2);
    expect(addDaysIso(SERVER_DAY, 0)).toBe("2026-12-01");
  });

  it("reminds of a vendor's service the day before on the location's own date", async () => {
    const other = await createTenant(t.db);
    const ny = await createLocation(t.db, other.org.id, { name: "Vendor New York", state: "NY", zipCode: "10001", timeZone: null });
    const la = await createLocation(t.db, other.org.id, { name: "Vendor Los Angeles", state: "CA", zipCode: "90012", timeZone: null });
    // 06:30 UTC: December 1 in New York, still November 30 in Los Angeles.
    await t.db.insert(vendors).values([
      { locationId: ny.id, name: "NY today", category: "cleaning", nextServiceDate: "2026-12-01" },
      { locationId: ny.id, name: "NY tomorrow", category: "cleaning", nextServiceDate: "2026-12-02" },
      { locationId: la.id, name: "LA tomorrow", category: "cleaning", nextServiceDate: "2026-12-01" },
      { locationId: la.id, name: "LA in two days", category: "cleaning", nextServiceDate: "2026-12-02" },
    ]);
    await createReminders(t.db, SERVER_DAY, undefined, NOW);
    const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, other.admin.id))).map((n) => n.title).sort();
    expect(titles).toEqual(["LA tomorrow service tomorrow at Vendor Los Angeles", "NY tomorrow service tomorrow at Vendor New York"]);
  });

  it("makes each location's reminders in its own morning (the hourly run past JOBS_HOUR on its clock)", async () => {
    const other = await createTenant(t.db);
    const ny = await createLocation(t.db, other.org.id, { name: "Morning New York", state: "NY", zipCode: "10001", timeZone: null });
    const la = await createLocation(t.db, other.org.id, { name: "Morning Los Angeles", state: "CA", zipCode: "90012", timeZone: null });
    const [type] = places.ny.required;
    await t.db.insert(licenses).values([
      { locationId: ny.id, licenseTypeId: type!, licenseNumber: "M-NY", expirationDate: "2026-12-08" },
      { locationId: la.id, licenseTypeId: type!, licenseNumber: "M-LA", expirationDate: "2026-12-08" },
    ]);
    const titles = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, other.admin.id))).map((n) => n.title).sort();
    // 12:30 UTC: 07:30 in New York, 04:30 in Los Angeles.
    await createReminders(t.db, SERVER_DAY, undefined, new Date("2026-12-01T12:30:00Z"), 6);
    expect(await titles()).toEqual([expect.stringContaining("Morning New York expires in 7 days")]);
    // 14:30 UTC: 06:30 in Los Angeles; New York's reminder is not made twice.
    await createReminders(t.db, SERVER_DAY, undefined, new Date("2026-12-01T14:30:00Z"), 6);
    expect(await titles()).toEqual([expect.stringContaining("Morning Los Angeles expires in 7 days"), expect.stringContaining("Morning New York expires in 7 days")]);
  });
});
