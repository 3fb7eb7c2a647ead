import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@shared/schema";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("GET /api/audit-log", () => {
  it("shows an admin their organization's changes, newest first, filtered by entity, page by page", async () => {
    const tenant = await createTenant(t.db, "Audited Group");
    const other = await createTenant(t.db, "Other Group");
    const agent = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const otherAgent = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);

    await agent.patch(`/api/locations/${tenant.assigned.id}`).send({ managerName: "First" });
    await agent.patch(`/api/locations/${tenant.assigned.id}`).send({ managerName: "Second" });
    await agent.patch(`/api/users/${tenant.staff.id}`).send({ locationIds: [tenant.unassigned.id] });
    await otherAgent.patch(`/api/locations/${other.assigned.id}`).send({ managerName: "Elsewhere" });

    const res = await agent.get("/api/audit-log");
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.entries.map((e: { entityType: string }) => e.entityType)).toEqual(["user", "location", "location"]);
    const [userEntry, second, first] = res.body.entries;
    expect(userEntry).toMatchObject({
      action: "update",
      entityId: tenant.staff.id,
      actor: { id: tenant.admin.id, name: "Ada Admin", email: tenant.admin.email },
      impersonator: null,
      organization: { id: tenant.org.id, name: "Audited Group" },
      before: { locationIds: [tenant.assigned.id] },
      after: { locationIds: [tenant.unassigned.id] },
    });
    expect(second.after.managerName).toBe("Second");
    expect(first.after.managerName).toBe("First");
    expect(JSON.stringify(res.body)).not.toContain("Elsewhere");
    expect(Date.parse(second.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));

    const locationsOnly = await agent.get("/api/audit-log?entityType=location");
    expect(locationsOnly.body.entries).toHaveLength(2);
    const types = await agent.get("/api/audit-log/entity-types");
    expect(types.body).toEqual(["location", "user"]);

    const page1 = await agent.get("/api/audit-log?limit=2");
    expect(page1.body.entries).toHaveLength(2);
    expect(page1.body.nextCursor).toBe(page1.body.entries[1].id);
    const page2 = await agent.get(`/api/audit-log?limit=2&before=${page1.body.nextCursor}`);
    expect(page2.body.entries.map((e: { id: string }) => e.id)).toEqual([first.id]);
    expect(page2.body.nextCursor).toBeNull();
  });

  it("never shows secrets, even when an entry carried them", async () => {
    const tenant = await createTenant(t.db);
    await t.db.insert(auditLog).values({
      organizationId: tenant.org.id,
      actorId: tenant.admin.id,
      action: "update",
      entityType: "user",
      entityId: tenant.staff.id,
      before: { email: "x@y.test", passwordHash: "scrypt$secret", nested: { token: "abc" } },
      after: { email: "x@y.test", password_hash: "scrypt$secret" },
    });
    const agent = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const res = await agent.get("/api/audit-log");
    expect(res.body.entries[0].before).toEqual({ email: "x@y.test", nested: {} });
    expect(JSON.stringify(res.body)).not.toContain("secret");
  });

  it("gives a super admin outside any organization the whole platform, including requirement changes", async () => {
    const tenant = await createTenant(t.db, "Platform Seen");
    const tenantAgent = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    await tenantAgent.patch(`/api/locations/${tenant.assigned.id}`).send({ notes: "seen by the platform" });
    const boss = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, boss.email, TEST_PASSWORD);
    const [type] = (await agent.get("/api/license-types")).body;
    await agent.put("/api/state-license-requirements/bulk").send({ requirements: [{ state: "VT", licenseTypeId: type.id, costRange: "$9" }] });
    const res = await agent.get("/api/audit-log");
    expect(res.body.entries[0]).toMatchObject({ entityType: "state_requirement", organization: null, actor: { id: boss.id } });
    expect(res.body.entries.some((e: { organization: { name: string } | null }) => e.organization?.name === "Platform Seen")).toBe(true);
    // The organization's admins do not see platform entries.
    const own = await tenantAgent.get("/api/audit-log");
    expect(own.body.entries.every((e: { entityType: string }) => e.entityType !== "state_requirement")).toBe(true);
  });

  it("400 for a bad filter, 403 for staff, 401 signed out", async () => {
    const tenant = await createTenant(t.db);
    const agent = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const bad = await agent.get("/api/audit-log?entityType=DROP%20TABLE");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "entityType", message: "Unknown entity type" }]);
    expect((await agent.get("/api/audit-log?before=nope")).status).toBe(400);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const denied = await staff.get("/api/audit-log");
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Only administrators can read the audit log");
    expect((await staff.get("/api/audit-log/entity-types")).status).toBe(403);
    expect((await request(t.app).get("/api/audit-log")).status).toBe(401);
  });
});
