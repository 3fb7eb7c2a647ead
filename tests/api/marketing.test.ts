import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@shared/schema";
import { eq } from "drizzle-orm";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { createLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const campaign = (locationId: string, overrides: Record<string, unknown> = {}) => ({
  locationId,
  title: "Spring Menu Launch",
  description: "Flyers and social posts",
  startDate: "2026-03-20",
  endDate: "2026-04-10",
  budget: "1250.5",
  ...overrides,
});

async function tenantAgents() {
  const tenant = await createTenant(t.db);
  const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  return { ...tenant, adminAgent: admin, staffAgent: staff };
}

describe("POST /api/marketing", () => {
  it("creates a planned campaign with its budget as a decimal string, and records it in the audit log", async () => {
    const { assigned, staffAgent } = await tenantAgents();
    const res = await staffAgent.post("/api/marketing").send(campaign(assigned.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      locationId: assigned.id,
      title: "Spring Menu Launch",
      description: "Flyers and social posts",
      startDate: "2026-03-20",
      endDate: "2026-04-10",
      budget: "1250.50",
      status: "planned",
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.id));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("stores an empty budget and description as null and accepts a one-day campaign", async () => {
    const { assigned, staffAgent } = await tenantAgents();
    const res = await staffAgent
      .post("/api/marketing")
      .send(campaign(assigned.id, { budget: "", description: "", startDate: "2026-05-01", endDate: "2026-05-01", status: "active" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ budget: null, description: null, status: "active" });
    const nullBudget = await staffAgent.post("/api/marketing").send(campaign(assigned.id, { budget: null }));
    expect(nullBudget.body.budget).toBeNull();
  });

  it("refuses an end date before the start date with a clear message", async () => {
    const { assigned, staffAgent } = await tenantAgents();
    const res = await staffAgent.post("/api/marketing").send(campaign(assigned.id, { startDate: "2026-04-10", endDate: "2026-04-09" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "endDate", message: "End date must be on or after the start date" }]);
    expect(res.body.message).toBe("endDate: End date must be on or after the start date");
  });

  it("reports every missing or invalid field", async () => {
    const { assigned, staffAgent } = await tenantAgents();
    const res = await staffAgent
      .post("/api/marketing")
      .send({ locationId: assigned.id, title: "  ", startDate: "2026-02-30", budget: "12.345", status: "paused" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: "title", message: "Campaign title is required" },
        { path: "startDate", message: "Start date must be a valid date (YYYY-MM-DD)" },
        { path: "endDate", message: "End date is required" },
        { path: "budget", message: "Budget can have at most 2 decimals" },
        { path: "status", message: "Status must be one of planned, active, completed, cancelled" },
      ]),
    );
    const negative = await staffAgent.post("/api/marketing").send(campaign(assigned.id, { budget: "-5" }));
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual([{ path: "budget", message: "Budget must be an amount of at least 0, such as 1250.00" }]);
  });

  it("answers 401 signed out and 404 for a location the user may not reach", async () => {
    const { assigned, unassigned, staffAgent } = await tenantAgents();
    expect((await request(t.app).post("/api/marketing").send(campaign(assigned.id))).status).toBe(401);
    expect((await staffAgent.post("/api/marketing").send(campaign(unassigned.id))).status).toBe(404);
    expect((await staffAgent.post("/api/marketing").send(campaign("not-a-uuid"))).status).toBe(404);
  });
});

describe("GET /api/marketing", () => {
  it("lists the location's campaigns in date order, bounded by overlap with from/to", async () => {
    const { assigned, unassigned, adminAgent } = await tenantAgents();
    const add = (title: string, startDate: string, endDate: string, locationId = assigned.id) =>
      adminAgent.post("/api/marketing").send(campaign(locationId, { title, startDate, endDate }));
    await add("Spans Feb-Mar", "2026-02-20", "2026-03-05");
    await add("Ends March 1", "2026-01-10", "2026-03-01");
    await add("Whole year", "2026-01-01", "2026-12-31");
    await add("April only", "2026-04-01", "2026-04-30");
    await add("Elsewhere", "2026-03-01", "2026-03-31", unassigned.id);

    const all = await adminAgent.get(`/api/marketing?locationId=${assigned.id}`);
    expect(all.status).toBe(200);
    expect(all.body.map((c: { title: string }) => c.title)).toEqual(["Whole year", "Ends March 1", "Spans Feb-Mar", "April only"]);
    expect(all.body[0]).toMatchObject({ locationId: assigned.id, locationName: "Assigned Location" });

    const march = await adminAgent.get(`/api/marketing?locationId=${assigned.id}&from=2026-03-01&to=2026-03-31`);
    expect(march.body.map((c: { title: string }) => c.title)).toEqual(["Whole year", "Ends March 1", "Spans Feb-Mar"]);
    const fromApril = await adminAgent.get(`/api/marketing?locationId=${assigned.id}&from=2026-04-01`);
    expect(fromApril.body.map((c: { title: string }) => c.title)).toEqual(["Whole year", "April only"]);
    const toJanuary = await adminAgent.get(`/api/marketing?locationId=${assigned.id}&to=2026-01-31`);
    expect(toJanuary.body.map((c: { title: string }) => c.title)).toEqual(["Whole year", "Ends March 1"]);
  });

  it("gives administrators every location of their organization with locationId=all, and refuses it to staff", async () => {
    const { assigned, unassigned, adminAgent, staffAgent } = await tenantAgents();
    const other = await tenantAgents();
    await adminAgent.post("/api/marketing").send(campaign(assigned.id, { title: "At assigned" }));
    await adminAgent.post("/api/marketing").send(campaign(unassigned.id, { title: "At unassigned" }));
    await other.adminAgent.post("/api/marketing").send(campaign(other.assigned.id, { title: "Other org" }));

    const res = await adminAgent.get("/api/marketing?locationId=all");
    expect(res.status).toBe(200);
    expect(res.body.map((c: { title: string; locationName: string }) => `${c.title} @ ${c.locationName}`).sort()).toEqual([
      "At assigned @ Assigned Location",
      "At unassigned @ Unassigned Location",
    ]);
    const bounded = await adminAgent.get("/api/marketing?locationId=all&from=2027-01-01");
    expect(bounded.body).toEqual([]);

    const refused = await staffAgent.get("/api/marketing?locationId=all");
    expect(refused.status).toBe(403);
  });

  it("answers 400 for a missing location or bad bounds, 401 signed out, 404 for an unreachable location", async () => {
    const { assigned, unassigned, staffAgent } = await tenantAgents();
    const missing = await staffAgent.get("/api/marketing");
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: "locationId", message: "locationId is required" }]);
    const badDate = await staffAgent.get(`/api/marketing?locationId=${assigned.id}&from=2026-13-01`);
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors).toEqual([{ path: "from", message: "from must be a date (YYYY-MM-DD)" }]);
    const reversed = await staffAgent.get(`/api/marketing?locationId=${assigned.id}&from=2026-05-01&to=2026-04-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ path: "to", message: "to must be on or after from" }]);

    expect((await request(t.app).get(`/api/marketing?locationId=${assigned.id}`)).status).toBe(401);
    expect((await staffAgent.get(`/api/marketing?locationId=${unassigned.id}`)).status).toBe(404);
    expect((await staffAgent.get("/api/marketing?locationId=nope")).status).toBe(404);
  });

  it("gives a user without an organization nothing", async () => {
    const loner = await createUser(t.db);
    const agent = await signedInAgent(t.app, loner.email, TEST_PASSWORD);
    expect((await agent.get("/api/marketing?locationId=all")).status).toBe(403);
  });
});

describe("PATCH /api/marketing/:id", () => {
  it("changes any field, status included, and audits the change", async () => {
    const { assigned, staffAgent } = await tenantAgents();
    const created = (await staffAgent.post("/api/marketing").send(campaign(assigned.id))).body;

    const active = await staffAgent.patch(`/api/marketing/${created.id}`).send({ status: "active" });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ status: "active", title: "Spring Menu Launch", budget: "1250.50" });

    const edited = await staffAgent
      .patch(`/api/marketing/${created.id}`)
      .send({ title: "Spring Launch", description: "", budget: null, startDate: "2026-03-01", endDate: "2026-03-31" });
    expect(edited.body).toMatchObject({
      title: "Spring Launch",
      description: null,
      budget: null,
      startDate: "2026-03-01",
      endDate: "2026-03-31",
      status: "active",
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "update", "update"]);
  });

  it("checks the date order against the stored dates", async () => {
    const { assigned, staffAgent } = await tenantAgents();
    const created = (await staffAgent.post("/api/marketing").send(campaign(assigned.id))).body;
    const res = await staffAgent.patch(`/api/marketing/${created.id}`).send({ endDate: "2026-03-19" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "End date must be on or after the start date",
      errors: [{ path: "endDate", message: "End date must be on or after the start date" }],
    });
    const both = await staffAgent.patch(`/api/marketing/${created.id}`).send({ startDate: "2026-05-02", endDate: "2026-05-01" });
    expect(both.status).toBe(400);
    const badStatus = await staffAgent.patch(`/api/marketing/${created.id}`).send({ status: "done" });
    expect(badStatus.status).toBe(400);
  });

  it("moves a campaign only to a reachable location", async () => {
    const { org, assigned, unassigned, adminAgent, staffAgent } = await tenantAgents();
    const created = (await staffAgent.post("/api/marketing").send(campaign(assigned.id))).body;
    expect((await staffAgent.patch(`/api/marketing/${created.id}`).send({ locationId: unassigned.id })).status).toBe(404);
    const third = await createLocation(t.db, org.id, { name: "Third" });
    const moved = await adminAgent.patch(`/api/marketing/${created.id}`).send({ locationId: third.id });
    expect(moved.status).toBe(200);
    expect(moved.body.locationId).toBe(third.id);
  });

  it("answers 401 signed out and 404 for another tenant's or an unknown campaign", async () => {
    const { unassigned, assigned, adminAgent, staffAgent } = await tenantAgents();
    const other = await tenantAgents();
    const hidden = (await adminAgent.post("/api/marketing").send(campaign(unassigned.id))).body;
    const mine = (await adminAgent.post("/api/marketing").send(campaign(assigned.id))).body;
    expect((await request(t.app).patch(`/api/marketing/${mine.id}`).send({ status: "active" })).status).toBe(401);
    expect((await staffAgent.patch(`/api/marketing/${hidden.id}`).send({ status: "active" })).status).toBe(404);
    expect((await other.adminAgent.patch(`/api/marketing/${mine.id}`).send({ status: "active" })).status).toBe(404);
    expect((await staffAgent.patch("/api/marketing/00000000-0000-4000-8000-000000000000").send({ status: "active" })).status).toBe(404);
    expect((await staffAgent.patch("/api/marketing/x").send({ status: "active" })).status).toBe(404);
  });
});

describe("DELETE /api/marketing/:id", () => {
  it("deletes a campaign once; staff may not delete (403)", async () => {
    const { assigned, staffAgent, adminAgent } = await tenantAgents();
    const created = (await staffAgent.post("/api/marketing").send(campaign(assigned.id))).body;
    const refused = await staffAgent.delete(`/api/marketing/${created.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only managers and administrators can delete campaigns");
    expect((await adminAgent.delete(`/api/marketing/${created.id}`)).status).toBe(204);
    expect((await adminAgent.delete(`/api/marketing/${created.id}`)).status).toBe(404);
    expect((await staffAgent.get(`/api/marketing?locationId=${assigned.id}`)).body).toEqual([]);
  });

  it("answers 401 signed out and 404 for another tenant's campaign", async () => {
    const { assigned, unassigned, adminAgent, staffAgent } = await tenantAgents();
    const other = await tenantAgents();
    const hidden = (await adminAgent.post("/api/marketing").send(campaign(unassigned.id))).body;
    const mine = (await adminAgent.post("/api/marketing").send(campaign(assigned.id))).body;
    expect((await request(t.app).delete(`/api/marketing/${mine.id}`)).status).toBe(401);
    expect((await staffAgent.delete(`/api/marketing/${hidden.id}`)).status).toBe(403);
    expect((await other.adminAgent.delete(`/api/marketing/${mine.id}`)).status).toBe(404);
    expect((await adminAgent.get(`/api/marketing?locationId=${assigned.id}`)).body).toHaveLength(1);
  });
});
