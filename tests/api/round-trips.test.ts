import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenses, licenseTypes, notifications, vendors } from "@shared/schema";
import { installSqlCapture, startCapture, stopCapture } from "../../bench/support/sql-capture";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

// Issue 35: a signed-in request reads its session and its whole context in one statement, and a list its page
// and its total in one. These figures are the round trips each request costs; a new one here is a regression.
let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let agents: Record<"admin" | "staff", TestAgent>;

beforeAll(async () => {
  installSqlCapture();
  t = await createTestApp();
  tenant = await createTenant(t.db);
  const locationId = tenant.assigned.id;
  const [type] = await t.db.select({ id: licenseTypes.id }).from(licenseTypes).limit(1);
  await t.db.insert(licenses).values(
    Array.from({ length: 3 }, (_, i) => ({
      locationId,
      licenseTypeId: type!.id,
      licenseNumber: `L-${i}`,
      issueDate: "2026-01-01",
      expirationDate: "2027-01-01",
    })),
  );
  await t.db.insert(vendors).values(Array.from({ length: 3 }, () => ({ locationId, name: "Sysco", category: "supplier" as const })));
  await t.db.insert(notifications).values(
    [tenant.admin.id, tenant.admin.id, tenant.staff.id].map((userId, i) => ({
      userId,
      organizationId: tenant.org.id,
      kind: "license_expiring",
      title: `Reminder ${i}`,
      dedupeKey: `round-trips:${i}`,
      read: i === 0,
    })),
  );
  agents = {
    admin: await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD),
    staff: await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD),
  };
});
afterAll(async () => t?.close());

/** The statements one GET sends, after a first uncounted one (the session's throttled touch is then out of the way). */
async function statementsOf(agent: TestAgent, path: string) {
  await agent.get(path);
  startCapture();
  const res = await agent.get(path);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { res, statements: stopCapture() };
}

describe.each(["admin", "staff"] as const)("statements per request, as %s", (who) => {
  it("reads the session and the whole request context in one statement", async () => {
    const { res, statements } = await statementsOf(agents[who], "/api/auth/user");
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(tenant[who].email);
    expect(statements).toHaveLength(1);
  });

  it.each(["/api/licenses", "/api/vendors"])("answers a full page of %s with its total in two", async (endpoint) => {
    const { res, statements } = await statementsOf(agents[who], `${endpoint}?locationId=${tenant.assigned.id}&limit=2`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.headers["x-total-count"]).toBe("3");
    // session and context, then the page with its total and its location's tenancy check
    expect(statements).toHaveLength(2);
  });

  it("answers the notifications poll with the unread count in two", async () => {
    const { res, statements } = await statementsOf(agents[who], "/api/notifications");
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(who === "admin" ? 2 : 1);
    expect(res.body.unreadCount).toBe(1);
    expect(statements).toHaveLength(2);
  });
});

it("still answers 404 for a location a staff user is not assigned to", async () => {
  const res = await agents.staff.get(`/api/licenses?locationId=${tenant.unassigned.id}`);
  expect(res.status).toBe(404);
});
