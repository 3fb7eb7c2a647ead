import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "@shared/schema";
import { createLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function adminOf() {
  const tenant = await createTenant(t.db);
  const agent = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  return { ...tenant, agent };
}

describe("GET /api/users", () => {
  it("lists the admin's organization with roles and assigned locations, never password hashes", async () => {
    const { agent, admin, staff, assigned, org } = await adminOf();
    await createTenant(t.db); // another organization's users stay out
    const res = await agent.get("/api/users");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const byId = Object.fromEntries(res.body.map((u: { id: string }) => [u.id, u]));
    expect(byId[admin.id]).toMatchObject({ email: admin.email, role: "admin", firstName: "Ada", organizationId: org.id, organizationName: org.name });
    expect(byId[staff.id]).toMatchObject({ role: "user", locationIds: [assigned.id] });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt|oidcSubject/);
  });

  it("gives a super admin who is not impersonating every user with their organization", async () => {
    const a = await createTenant(t.db, "Alpha Users");
    const b = await createTenant(t.db, "Beta Users");
    const boss = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, boss.email, TEST_PASSWORD);
    const res = await agent.get("/api/users");
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.map((u: { id: string }) => [u.id, u]));
    expect(byId[a.admin.id]).toMatchObject({ organizationName: "Alpha Users" });
    expect(byId[b.staff.id]).toMatchObject({ organizationName: "Beta Users", locationIds: [b.assigned.id] });
    expect(byId[boss.id]).toMatchObject({ role: "super_admin", organizationId: null, organizationName: null });
  });

  it("401 signed out, 403 for staff", async () => {
    const { staff } = await adminOf();
    expect((await request(t.app).get("/api/users")).status).toBe(401);
    const res = await (await signedInAgent(t.app, staff.email, TEST_PASSWORD)).get("/api/users");
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only administrators can manage users");
  });
});

describe("PATCH /api/users/:id", () => {
  it("changes a role and the assigned locations, audited without password hashes", async () => {
    const { agent, staff, assigned, unassigned, admin } = await adminOf();
    const res = await agent.patch(`/api/users/${staff.id}`).send({ locationIds: [unassigned.id, assigned.id, unassigned.id] });
    expect(res.status).toBe(200);
    expect([...res.body.locationIds].sort()).toEqual([assigned.id, unassigned.id].sort());
    const staffAgent = await signedInAgent(t.app, staff.email, TEST_PASSWORD);
    expect((await staffAgent.get("/api/organization/locations")).body).toHaveLength(2);

    const none = await agent.patch(`/api/users/${staff.id}`).send({ locationIds: [] });
    expect(none.body.locationIds).toEqual([]);
    expect((await staffAgent.get("/api/organization/locations")).body).toEqual([]);

    const promoted = await agent.patch(`/api/users/${staff.id}`).send({ role: "admin" });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe("admin");
    // A new role ends the user's sessions: they sign in again, under the new role.
    expect((await staffAgent.get("/api/organization/locations")).status).toBe(401);
    const promotedAgent = await signedInAgent(t.app, staff.email, TEST_PASSWORD);
    expect((await promotedAgent.get("/api/organization/locations")).body).toHaveLength(2);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, staff.id));
    expect(entries.map((e) => e.action)).toEqual(["update", "update", "update"]);
    expect(entries.every((e) => e.actorId === admin.id)).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/passwordHash|scrypt/);
    expect(entries.find((e) => (e.after as { role: string }).role === "admin")).toBeDefined();
  });

  it("answers 400 for invalid input", async () => {
    const { agent, staff } = await adminOf();
    const badRole = await agent.patch(`/api/users/${staff.id}`).send({ role: "super_admin" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors).toEqual([{ path: "role", message: "Role must be admin, manager or user" }]);
    const nothing = await agent.patch(`/api/users/${staff.id}`).send({});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("Nothing to change");
    const badIds = await agent.patch(`/api/users/${staff.id}`).send({ locationIds: ["nope"] });
    expect(badIds.status).toBe(400);
    expect(badIds.body.errors).toEqual([{ path: "locationIds.0", message: "Invalid location" }]);
  });

  it("nobody changes their own role", async () => {
    const { agent, admin } = await adminOf();
    const res = await agent.patch(`/api/users/${admin.id}`).send({ role: "user" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You cannot change your own role");
    const [still] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(still!.role).toBe("admin");
  });

  it("keeps the last admin: a super admin browsing as the organization cannot demote or remove them", async () => {
    const { admin, org } = await adminOf();
    const boss = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, boss.email, TEST_PASSWORD);
    expect((await agent.post("/api/super-admin/impersonate").send({ organizationId: org.id })).status).toBe(200);
    const demote = await agent.patch(`/api/users/${admin.id}`).send({ role: "user" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("The organization must keep at least one administrator");
    const remove = await agent.delete(`/api/users/${admin.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe("The organization must keep at least one administrator");
  });

  it("lets one of two admins demote the other, but not both at once", async () => {
    const { agent, org, admin } = await adminOf();
    const second = await createUser(t.db, { role: "admin", organizationId: org.id });
    const secondAgent = await signedInAgent(t.app, second.email, TEST_PASSWORD);
    const [a, b] = await Promise.all([
      agent.patch(`/api/users/${second.id}`).send({ role: "user" }),
      secondAgent.patch(`/api/users/${admin.id}`).send({ role: "user" }),
    ]);
    const statuses = [a.status, b.status].sort();
    // One wins; the other is then the last admin (409), no longer an admin (403), or signed out because a role
    // change ends the demoted user's sessions at once (401).
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const admins = (await t.db.select().from(users).where(eq(users.organizationId, org.id))).filter((u) => u.role === "admin");
    expect(admins).toHaveLength(1);
  });

  it("assigns only the organization's locations (404 for another organization's)", async () => {
    const { agent, staff } = await adminOf();
    const other = await createTenant(t.db);
    const res = await agent.patch(`/api/users/${staff.id}`).send({ locationIds: [other.assigned.id] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Location not found");
  });

  it("404 for another organization's user, 403 for staff and for super admins, 401 signed out", async () => {
    const { agent, staff, org } = await adminOf();
    const other = await createTenant(t.db);
    const foreign = await agent.patch(`/api/users/${other.staff.id}`).send({ role: "admin" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("User not found");
    expect((await agent.patch("/api/users/00000000-0000-4000-8000-000000000000").send({ role: "admin" })).status).toBe(404);

    const staffAgent = await signedInAgent(t.app, staff.email, TEST_PASSWORD);
    expect((await staffAgent.patch(`/api/users/${staff.id}`).send({ role: "admin" })).status).toBe(403);

    const boss = await createUser(t.db, { role: "super_admin", organizationId: org.id });
    const bossRes = await agent.patch(`/api/users/${boss.id}`).send({ role: "user" });
    expect(bossRes.status).toBe(403);
    expect(bossRes.body.message).toBe("Super administrators cannot be changed here");

    const outsider = await createUser(t.db, { role: "super_admin" });
    const outsiderAgent = await signedInAgent(t.app, outsider.email, TEST_PASSWORD);
    const notBrowsing = await outsiderAgent.patch(`/api/users/${other.staff.id}`).send({ role: "admin" });
    expect(notBrowsing.status).toBe(403);
    expect(notBrowsing.body.message).toBe("Browse as the organization's admin to change its users");

    expect((await request(t.app).patch(`/api/users/${staff.id}`).send({ role: "admin" })).status).toBe(401);
  });
});

describe("DELETE /api/users/:id", () => {
  it("removes a user from the organization: the account stays but reaches nothing", async () => {
    const { agent, staff, org, admin } = await adminOf();
    await createLocation(t.db, org.id);
    const staffAgent = await signedInAgent(t.app, staff.email, TEST_PASSWORD);
    expect((await agent.delete(`/api/users/${staff.id}`)).status).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ organizationId: null, role: "user" });
    // Removal ends the user's sessions; signed in again, the account reaches nothing.
    expect((await staffAgent.get("/api/organization/locations")).status).toBe(401);
    const again = await signedInAgent(t.app, staff.email, TEST_PASSWORD);
    expect((await again.get("/api/organization/locations")).body).toEqual([]);
    expect((await agent.get("/api/users")).body.map((u: { id: string }) => u.id)).toEqual([admin.id]);
    expect((await agent.delete(`/api/users/${staff.id}`)).status).toBe(404);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, staff.id));
    expect(entry).toMatchObject({ action: "remove", entityType: "user", organizationId: org.id });
  });

  it("refuses removing yourself (403), staff (403) and signed out (401)", async () => {
    const { agent, admin, staff } = await adminOf();
    const self = await agent.delete(`/api/users/${admin.id}`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe("You cannot remove yourself from the organization");
    expect((await (await signedInAgent(t.app, staff.email, TEST_PASSWORD)).delete(`/api/users/${admin.id}`)).status).toBe(403);
    expect((await request(t.app).delete(`/api/users/${staff.id}`)).status).toBe(401);
  });
});
