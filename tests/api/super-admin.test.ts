import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, licenseTypes, stateLicenseRequirements } from "@shared/schema";
import { createLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function superAdmin(opts: { organizationId?: string } = {}) {
  const user = await createUser(t.db, { role: "super_admin", firstName: "Sue", lastName: "Per", ...opts });
  return { user, agent: await signedInAgent(t.app, user.email, TEST_PASSWORD) };
}

const RESTRICTED = "This area is restricted to super administrators only.";

describe("organizations", () => {
  it("lists every organization with user and location counts, and one organization's locations", async () => {
    const tenant = await createTenant(t.db, "Counted Group");
    await createLocation(t.db, tenant.org.id, { name: "Third", city: "Troy", state: "NY" });
    const { agent } = await superAdmin();
    const res = await agent.get("/api/super-admin/organizations");
    expect(res.status).toBe(200);
    const counted = res.body.find((o: { id: string }) => o.id === tenant.org.id);
    expect(counted).toMatchObject({ name: "Counted Group", description: "Counted Group description", userCount: 2, locationCount: 3 });
    expect(typeof counted.createdAt).toBe("string");

    const locations = await agent.get(`/api/super-admin/organizations/${tenant.org.id}/locations`);
    expect(locations.status).toBe(200);
    expect(locations.body.map((l: { name: string }) => l.name)).toEqual(["Assigned Location", "Unassigned Location", "Third"]);
    const missing = await agent.get("/api/super-admin/organizations/00000000-0000-4000-8000-000000000000/locations");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Organization not found");
  });

  it("is for super admins only: 403 for admins and staff, 401 signed out", async () => {
    const tenant = await createTenant(t.db);
    for (const user of [tenant.admin, tenant.staff]) {
      const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
      for (const res of [
        await agent.get("/api/super-admin/organizations"),
        await agent.get(`/api/super-admin/organizations/${tenant.org.id}/locations`),
        await agent.post("/api/super-admin/impersonate").send({ organizationId: tenant.org.id }),
        await agent.post("/api/super-admin/stop-impersonate"),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(RESTRICTED);
      }
    }
    expect((await request(t.app).get("/api/super-admin/organizations")).status).toBe(401);
  });
});

describe("impersonation", () => {
  it("browses as an admin of the organization, audits changes with both ids, and stops", async () => {
    const tenant = await createTenant(t.db, "Browsed Group");
    const { agent, user } = await superAdmin();
    expect((await agent.get("/api/organization/locations")).body).toEqual([]);

    const bad = await agent.post("/api/super-admin/impersonate").send({ organizationId: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "organizationId", message: "Choose an organization" }]);
    const missing = await agent.post("/api/super-admin/impersonate").send({ organizationId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);

    const cookieBefore = (await agent.get("/api/auth/user")).headers["set-cookie"];
    const started = await agent.post("/api/super-admin/impersonate").send({ organizationId: tenant.org.id });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      id: user.id,
      role: "super_admin",
      organizationId: tenant.org.id,
      impersonation: { organizationId: tenant.org.id, organizationName: "Browsed Group" },
    });
    expect(started.headers["set-cookie"]?.[0]).toMatch(/^sous\.sid=/); // a new session id
    expect(started.headers["set-cookie"]).not.toEqual(cookieBefore);

    const me = await agent.get("/api/auth/user");
    expect(me.body.impersonation).toEqual({ organizationId: tenant.org.id, organizationName: "Browsed Group" });
    expect((await agent.get("/api/organization/locations")).body).toHaveLength(2);
    expect((await agent.get("/api/users")).body.map((u: { id: string }) => u.id).sort()).toEqual([tenant.admin.id, tenant.staff.id].sort());

    const again = await agent.post("/api/super-admin/impersonate").send({ organizationId: tenant.org.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Already browsing as Browsed Group. Stop impersonation first.");

    // A change made while browsing: actor and impersonator are the super admin, in the organization.
    const renamed = await agent.patch(`/api/locations/${tenant.assigned.id}`).send({ name: "Renamed by support" });
    expect(renamed.status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tenant.assigned.id), eq(auditLog.action, "update")));
    expect(entry).toMatchObject({ organizationId: tenant.org.id, actorId: user.id, impersonatorId: user.id });
    const log = await agent.get("/api/audit-log");
    expect(log.body.entries[0]).toMatchObject({
      action: "update",
      entityType: "location",
      actor: { id: user.id, name: "Sue Per" },
      impersonator: { id: user.id },
      organization: { id: tenant.org.id, name: "Browsed Group" },
    });
    expect(log.body.entries.map((e: { action: string }) => e.action)).toContain("impersonate_start");

    const stopped = await agent.post("/api/super-admin/stop-impersonate");
    expect(stopped.status).toBe(200);
    expect(stopped.body.impersonation).toBeUndefined();
    expect(stopped.body.organizationId).toBeNull();
    expect((await agent.get("/api/auth/user")).body.impersonation).toBeUndefined();
    expect((await agent.get("/api/organization/locations")).body).toEqual([]);
    // Stopping twice is harmless.
    expect((await agent.post("/api/super-admin/stop-impersonate")).status).toBe(200);
    const stops = await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "impersonate_stop")));
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ organizationId: tenant.org.id, impersonatorId: user.id });
  });

  it("ends at logout", async () => {
    const tenant = await createTenant(t.db);
    const { user } = await superAdmin();
    const agent = request.agent(t.app);
    await agent.post("/api/login").send({ email: user.email, password: TEST_PASSWORD });
    const started = await agent.post("/api/super-admin/impersonate").send({ organizationId: tenant.org.id });
    const sessionCookie = String(started.headers["set-cookie"]?.[0]).split(";")[0]!;
    expect((await agent.get("/api/auth/user")).body.impersonation).toBeDefined();

    expect((await agent.post("/api/logout")).status).toBe(303);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    // The old cookie is dead, too.
    const replay = await request(t.app).get("/api/auth/user").set("Cookie", sessionCookie);
    expect(replay.status).toBe(401);

    await agent.post("/api/login").send({ email: user.email, password: TEST_PASSWORD });
    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.impersonation).toBeUndefined();
    expect(me.body.organizationId).toBeNull();
  });

  it("drops the impersonation when the organization no longer exists", async () => {
    const tenant = await createTenant(t.db);
    const { agent } = await superAdmin();
    await agent.post("/api/super-admin/impersonate").send({ organizationId: tenant.org.id });
    const { organizations } = await import("@shared/schema");
    await t.db.delete(organizations).where(eq(organizations.id, tenant.org.id));
    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body.impersonation).toBeUndefined();
  });
});

describe("state license requirements", () => {
  const typeNamed = async (name: string) => (await t.db.select().from(licenseTypes).where(eq(licenseTypes.name, name)))[0]!;
  const requirementOf = async (state: string, licenseTypeId: string) =>
    (
      await t.db
        .select()
        .from(stateLicenseRequirements)
        .where(and(eq(stateLicenseRequirements.state, state), eq(stateLicenseRequirements.licenseTypeId, licenseTypeId)))
    )[0];

  it("saves items through PUT .../bulk (update and insert), audited as platform changes", async () => {
    const { agent, user } = await superAdmin();
    const permit = await typeNamed("Food Service Establishment Permit");
    const before = await requirementOf("TX", permit.id);
    expect(before).toBeDefined();
    const res = await agent.put("/api/state-license-requirements/bulk").send({
      requirements: [
        {
          state: "tx",
          licenseTypeId: permit.id,
          isRequired: false,
          renewalPeriodMonths: 24,
          costRange: " $200-400 ",
          issuingAuthority: "Texas DSHS",
          processingTimeWeeks: 3,
          notes: "",
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: before!.id, state: "TX", isRequired: false, renewalPeriodMonths: 24, costRange: "$200-400", notes: null });
    const list = await agent.get("/api/license-types?state=TX");
    expect(list.body.find((lt: { id: string }) => lt.id === permit.id).requirement).toMatchObject({ isRequired: false, processingTimeWeeks: 3 });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, before!.id));
    expect(entry).toMatchObject({ action: "update", entityType: "state_requirement", organizationId: null, actorId: user.id });
    expect((entry!.before as { isRequired: boolean }).isRequired).toBe(before!.isRequired);

    // Saving the same values again records nothing new.
    await agent.put("/api/state-license-requirements/bulk").send({ requirements: [{ ...res.body[0], state: "TX" }] });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, before!.id))).toHaveLength(1);
  });

  it("answers 400 with field messages, 404 for an unknown license type", async () => {
    const { agent } = await superAdmin();
    const permit = await typeNamed("Business License");
    const bad = await agent.put("/api/state-license-requirements/bulk").send({
      requirements: [{ state: "ZZ", licenseTypeId: permit.id, renewalPeriodMonths: 1.5, processingTimeWeeks: -1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: "requirements.0.state", message: "State must be one of the 50 US state codes" },
      { path: "requirements.0.renewalPeriodMonths", message: "Renewal period must be a whole number" },
      { path: "requirements.0.processingTimeWeeks", message: "Processing time cannot be negative" },
    ]);
    const empty = await agent.put("/api/state-license-requirements/bulk").send({ requirements: [] });
    expect(empty.body.errors).toEqual([{ path: "requirements", message: "Send at least one requirement" }]);
    const twice = await agent.put("/api/state-license-requirements/bulk").send({
      requirements: [
        { state: "NY", licenseTypeId: permit.id },
        { state: "NY", licenseTypeId: permit.id },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("Each license type may appear once per state");
    const unknown = await agent
      .put("/api/state-license-requirements/bulk")
      .send({ requirements: [{ state: "NY", licenseTypeId: "00000000-0000-4000-8000-000000000000" }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("License type not found");
  });

  it("creates one requirement with POST (409 when the state has it already)", async () => {
    const { agent } = await superAdmin();
    const [created] = await t.db.insert(licenseTypes).values({ name: `Test Type ${Date.now()}`, category: "business" }).returning();
    const res = await agent.post("/api/state-license-requirements").send({ state: "NY", licenseTypeId: created!.id, costRange: "$5" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: "NY", isRequired: true, renewalPeriodMonths: null, costRange: "$5" });
    const again = await agent.post("/api/state-license-requirements").send({ state: "NY", licenseTypeId: created!.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("New York already has a requirement for this license type");
  });

  it("copies every requirement of one state to another in one transaction, after a preview", async () => {
    const { agent } = await superAdmin();
    const permit = await typeNamed("Fire Safety Permit");
    await agent.put("/api/state-license-requirements/bulk").send({
      requirements: [{ state: "TX", licenseTypeId: permit.id, isRequired: true, renewalPeriodMonths: 18, costRange: "$1-2", processingTimeWeeks: 5 }],
    });
    const source = await t.db.select().from(stateLicenseRequirements).where(eq(stateLicenseRequirements.state, "TX"));

    const preview = await agent.get("/api/state-license-requirements/copy-preview?from=TX&to=OK");
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ fromState: "TX", toState: "OK", sourceCount: source.length });
    expect(preview.body.changes).toBeGreaterThan(0);
    expect(preview.body.changes).toBe(preview.body.inserted + preview.body.updated);

    const copied = await agent.post("/api/state-license-requirements/copy").send({ fromState: "TX", toState: "OK" });
    expect(copied.status).toBe(200);
    expect(copied.body).toEqual(preview.body);
    for (const row of source) {
      const target = await requirementOf("OK", row.licenseTypeId);
      expect(target).toMatchObject({
        isRequired: row.isRequired,
        renewalPeriodMonths: row.renewalPeriodMonths,
        costRange: row.costRange,
        issuingAuthority: row.issuingAuthority,
        processingTimeWeeks: row.processingTimeWeeks,
        notes: row.notes,
      });
    }
    const copies = await t.db.select().from(auditLog).where(eq(auditLog.action, "copy"));
    expect(copies).toHaveLength(copied.body.changes);

    const after = await agent.get("/api/state-license-requirements/copy-preview?from=TX&to=OK");
    expect(after.body).toMatchObject({ changes: 0, unchanged: source.length });

    const same = await agent.post("/api/state-license-requirements/copy").send({ fromState: "TX", toState: "tx" });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ path: "toState", message: "Choose two different states" }]);
    const badPreview = await agent.get("/api/state-license-requirements/copy-preview?from=XX&to=OK");
    expect(badPreview.status).toBe(400);
  });

  it("is for super admins only (403), 401 signed out", async () => {
    const tenant = await createTenant(t.db);
    const agent = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const permit = await typeNamed("Business License");
    const item = { state: "NY", licenseTypeId: permit.id };
    for (const res of [
      await agent.put("/api/state-license-requirements/bulk").send({ requirements: [item] }),
      await agent.post("/api/state-license-requirements").send(item),
      await agent.get("/api/state-license-requirements/copy-preview?from=TX&to=OK"),
      await agent.post("/api/state-license-requirements/copy").send({ fromState: "TX", toState: "OK" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(RESTRICTED);
    }
    expect((await request(t.app).put("/api/state-license-requirements/bulk").send({ requirements: [item] })).status).toBe(401);
  });
});
