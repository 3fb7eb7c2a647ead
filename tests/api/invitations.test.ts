import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, userInvitations, userLocations, users } from "@shared/schema";
import { createLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (link: string) => link.split("/invite/")[1]!;
let n = 0;
const freshEmail = () => `invitee-${Date.now()}-${++n}@example.test`;

async function adminOf() {
  const tenant = await createTenant(t.db);
  const agent = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  return { ...tenant, agent };
}

describe("POST /api/user-invitations", () => {
  it("invites a staff user for one location, with a 7-day link the admin can copy again", async () => {
    const { agent, assigned, org, admin } = await adminOf();
    const email = freshEmail();
    const res = await agent.post("/api/user-invitations").send({ email: `  ${email.toUpperCase()} `, role: "user", locationId: assigned.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      role: "user",
      status: "pending",
      organizationId: org.id,
      organizationName: org.name,
      locationId: assigned.id,
      locationName: "Assigned Location",
      invitedBy: { id: admin.id, name: "Ada Admin" },
      delivery: "log",
    });
    expect(res.body.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Stored hashed: the token itself is not in the database.
    const [row] = await t.db.select().from(userInvitations).where(eq(userInvitations.id, res.body.id));
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token).not.toContain(tokenOf(res.body.link));

    const list = await agent.get("/api/user-invitations");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: res.body.id, status: "pending" });
    expect(tokenOf(list.body[0].link)).toBe(tokenOf(res.body.link));
    expect(JSON.stringify(list.body)).not.toContain(row!.token);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.id));
    expect(entry).toMatchObject({ action: "create", entityType: "invitation", organizationId: org.id, actorId: admin.id });
    expect(JSON.stringify(entry!.after)).not.toContain(row!.token);
  });

  it("answers 400 with the spec's messages", async () => {
    const { agent } = await adminOf();
    const empty = await agent.post("/api/user-invitations").send({ email: "", role: "user" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: "email", message: "Email is required" },
      { path: "locationId", message: "Location is required for user invitations" },
    ]);
    const missing = await agent.post("/api/user-invitations").send({ role: "admin" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: "email", message: "Email is required" }]);
    const noLocation = await agent.post("/api/user-invitations").send({ email: freshEmail() });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.message).toBe("locationId: Location is required for user invitations");
    const badRole = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "super_admin" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors).toEqual([{ path: "role", message: "Role must be admin, manager or user" }]);
    const badEmail = await agent.post("/api/user-invitations").send({ email: "not-an-email", role: "admin" });
    expect(badEmail.body.errors).toEqual([{ path: "email", message: "Enter a valid e-mail address" }]);
  });

  it("invites an admin organization-wide (a location is not kept for admins)", async () => {
    const { agent, assigned } = await adminOf();
    const res = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin", locationId: assigned.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: "admin", locationId: null, locationName: null });
  });

  it("refuses a second pending invitation for the same e-mail (409), but not after revoking it", async () => {
    const { agent } = await adminOf();
    const email = freshEmail();
    const first = await agent.post("/api/user-invitations").send({ email, role: "admin" });
    expect(first.status).toBe(201);
    const second = await agent.post("/api/user-invitations").send({ email: email.toUpperCase(), role: "admin" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("A pending invitation for this e-mail already exists");
    expect((await agent.post(`/api/user-invitations/${first.body.id}/revoke`)).status).toBe(200);
    expect((await agent.post("/api/user-invitations").send({ email, role: "admin" })).status).toBe(201);
  });

  it("refuses to invite a current member (409)", async () => {
    const { agent, staff } = await adminOf();
    const res = await agent.post("/api/user-invitations").send({ email: staff.email, role: "admin" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This person is already a member of the organization");
  });

  it("does not let an admin invite into another organization", async () => {
    const { agent } = await adminOf();
    const other = await createTenant(t.db);
    const byOrg = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin", organizationId: other.org.id });
    expect(byOrg.status).toBe(403);
    expect(byOrg.body.message).toBe("You can only invite people to your own organization");
    const byLocation = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "user", locationId: other.assigned.id });
    expect(byLocation.status).toBe(404);
    expect(byLocation.body.message).toBe("Location not found");
    expect(await t.db.select().from(userInvitations).where(eq(userInvitations.organizationId, other.org.id))).toEqual([]);
  });

  it("is for administrators: 401 signed out, 403 for staff", async () => {
    const { staff } = await adminOf();
    expect((await request(t.app).post("/api/user-invitations").send({ email: freshEmail(), role: "admin" })).status).toBe(401);
    expect((await request(t.app).get("/api/user-invitations")).status).toBe(401);
    const staffAgent = await signedInAgent(t.app, staff.email, TEST_PASSWORD);
    const res = await staffAgent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only administrators can manage invitations");
    expect((await staffAgent.get("/api/user-invitations")).status).toBe(403);
  });

  it("lets a super admin invite into any organization (organizationId required without one of their own)", async () => {
    const other = await createTenant(t.db);
    const boss = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, boss.email, TEST_PASSWORD);
    const noOrg = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin" });
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.errors).toEqual([{ path: "organizationId", message: "Choose an organization" }]);
    const res = await agent
      .post("/api/user-invitations")
      .send({ email: freshEmail(), role: "user", locationId: other.unassigned.id, organizationId: other.org.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ organizationId: other.org.id, locationName: "Unassigned Location" });
    const all = await agent.get("/api/user-invitations");
    expect(all.body.map((i: { id: string }) => i.id)).toContain(res.body.id);
    const missing = await agent
      .post("/api/user-invitations")
      .send({ email: freshEmail(), role: "admin", organizationId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
  });
});

describe("resend and revoke", () => {
  it("resends a pending invitation with a new token and expiry; the old link stops working", async () => {
    const { agent, assigned } = await adminOf();
    const created = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "user", locationId: assigned.id });
    // Age the invitation so the new expiry is visibly later.
    await t.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(userInvitations.id, created.body.id));
    const stale = (await agent.get("/api/user-invitations")).body[0];
    expect(stale.link).toBeNull(); // the stored hash belongs to the original expiry: no link to show

    const res = await agent.post(`/api/user-invitations/${created.body.id}/resend`);
    expect(res.status).toBe(200);
    expect(res.body.delivery).toBe("log");
    expect(res.body.link).not.toBe(created.body.link);
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await request(t.app).get(`/api/invite/${tokenOf(created.body.link)}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/invite/${tokenOf(res.body.link)}`)).status).toBe(200);
  });

  it("resends only pending invitations (409), and 404 for another organization's", async () => {
    const { agent } = await adminOf();
    const created = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin" });
    await t.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userInvitations.id, created.body.id));
    const list = await agent.get("/api/user-invitations");
    expect(list.body[0]).toMatchObject({ status: "expired", link: null });
    const expired = await agent.post(`/api/user-invitations/${created.body.id}/resend`);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe("Only pending invitations can be resent");

    const revokedOne = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin" });
    expect((await agent.post(`/api/user-invitations/${revokedOne.body.id}/revoke`)).body.status).toBe("revoked");
    const again = await agent.post(`/api/user-invitations/${revokedOne.body.id}/revoke`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only pending invitations can be revoked");
    expect((await agent.post(`/api/user-invitations/${revokedOne.body.id}/resend`)).status).toBe(409);

    const foreign = await adminOf();
    expect((await foreign.agent.post(`/api/user-invitations/${created.body.id}/resend`)).status).toBe(404);
    expect((await foreign.agent.post(`/api/user-invitations/${created.body.id}/revoke`)).status).toBe(404);
    expect((await agent.post("/api/user-invitations/not-a-uuid/resend")).status).toBe(404);
  });
});

describe("e-mail delivery", () => {
  it("sends the invitation through SMTP when SMTP_URL is set, and keeps it when sending fails", async () => {
    const { SMTPServer } = await import("smtp-server");
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("bounce")) return callback(new Error("Mailbox unavailable"));
        callback();
      },
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    const mailApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, APP_ORIGIN: "https://sous.example" });
    try {
      const tenant = await createTenant(mailApp.db, "Mail Group");
      const agent = await signedInAgent(mailApp.app, tenant.admin.email, TEST_PASSWORD);
      const email = freshEmail();
      const res = await agent.post("/api/user-invitations").send({ email, role: "user", locationId: tenant.assigned.id });
      expect(res.status).toBe(201);
      expect(res.body.delivery).toBe("email");
      expect(res.body.link).toMatch(/^https:\/\/sous\.example\/invite\//);
      expect(received).toHaveLength(1);
      const mail = received[0]!.replace(/=\r?\n/g, "");
      expect(mail).toContain(`To: ${email}`);
      expect(mail).toContain("Subject: You're invited to join Mail Group on Sous");
      expect(mail).toContain(res.body.link);
      expect(mail).toContain("as Staff at Assigned Location");

      const bounced = await agent.post("/api/user-invitations").send({ email: `bounce-${freshEmail()}`, role: "admin" });
      expect(bounced.status).toBe(201);
      expect(bounced.body.delivery).toBe("failed");
      expect(bounced.body.link).toMatch(/\/invite\//);
      expect(received).toHaveLength(1);
    } finally {
      await mailApp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("accepting an invitation", () => {
  it("creates a new local user with the role and the location; the token works only once", async () => {
    const { agent, assigned, org } = await adminOf();
    const email = freshEmail();
    const created = await agent.post("/api/user-invitations").send({ email, role: "user", locationId: assigned.id });
    const token = tokenOf(created.body.link);

    // The e-mailed address leads to the page under /api, where the session is known.
    const redirect = await request(t.app).get(`/invite/${token}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe(`/api/invite/${token}`);

    const page = await request(t.app).get(`/api/invite/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(org.name);
    expect(page.text).toContain("Assigned Location");
    expect(page.text).toContain(">Staff<");
    expect(page.text).toContain('name="password"');
    expect(page.text).toContain('name="firstName"');

    const weak = await request(t.app).post(`/api/invite/${token}`).send({ firstName: "Nia", lastName: "New", password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must be at least 8 characters");
    const nameless = await request(t.app).post(`/api/invite/${token}`).send({ firstName: " ", lastName: "New", password: "long enough pw" });
    expect(nameless.body.message).toBe("Enter your first name");

    const invitee = request.agent(t.app);
    const accepted = await invitee.post(`/api/invite/${token}`).send({ firstName: "Nia", lastName: "New", password: "long enough pw" });
    expect(accepted.status).toBe(200);
    const me = await invitee.get("/api/auth/user");
    expect(me.body).toMatchObject({ email, firstName: "Nia", lastName: "New", role: "user", organizationId: org.id });
    const locations = await invitee.get("/api/organization/locations");
    expect(locations.body.map((l: { id: string }) => l.id)).toEqual([assigned.id]);

    // Used: a second use, by anyone, is refused.
    const reuse = await request(t.app).post(`/api/invite/${token}`).send({ firstName: "Eve", lastName: "Again", password: "long enough pw" });
    expect(reuse.status).toBe(410);
    expect(reuse.body.message).toBe("This invitation has already been accepted. Sign in to continue.");
    const reusePage = await request(t.app).get(`/api/invite/${token}`);
    expect(reusePage.status).toBe(410);
    expect(reusePage.text).toContain("Invitation already used");

    const list = await agent.get("/api/user-invitations");
    expect(list.body[0]).toMatchObject({ status: "accepted", link: null });
    // The organization's administrators hear about it.
    const bell = await agent.get("/api/notifications");
    expect(bell.body.items.map((n: { title: string }) => n.title)).toContain(`${email} accepted your invitation`);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.organizationId, org.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["create", "accept", "join"]));
    const joined = (await t.db.select().from(auditLog).where(eq(auditLog.action, "join"))).map((e) => JSON.stringify(e.after));
    for (const after of joined) expect(after).not.toMatch(/password|scrypt/);
  });

  it("accepts only once when two people post at the same moment", async () => {
    const { agent } = await adminOf();
    const created = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin" });
    const token = tokenOf(created.body.link);
    const body = { firstName: "Twin", lastName: "Racer", password: "long enough pw" };
    const results = await Promise.all([request(t.app).post(`/api/invite/${token}`).send(body), request(t.app).post(`/api/invite/${token}`).send(body)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 410]).toContain(statuses[1]);
    expect(await t.db.select().from(users).where(eq(users.email, created.body.email))).toHaveLength(1);
  });

  it("lets an existing account without an organization sign in with its password to accept", async () => {
    const { agent, org } = await adminOf();
    const existing = await createUser(t.db, { email: freshEmail() });
    const created = await agent.post("/api/user-invitations").send({ email: existing.email, role: "admin" });
    const token = tokenOf(created.body.link);
    const page = await request(t.app).get(`/api/invite/${token}`);
    expect(page.text).toContain("Sign in and join");
    expect(page.text).not.toContain('name="firstName"');
    const wrong = await request(t.app).post(`/api/invite/${token}`).send({ password: "wrong password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid password.");
    const invitee = request.agent(t.app);
    expect((await invitee.post(`/api/invite/${token}`).send({ password: TEST_PASSWORD })).status).toBe(200);
    expect((await invitee.get("/api/auth/user")).body).toMatchObject({ id: existing.id, role: "admin", organizationId: org.id });
  });

  it("lets a signed-in invitee accept with one click, and refuses another signed-in account", async () => {
    const { agent, assigned } = await adminOf();
    const existing = await createUser(t.db, { email: freshEmail() });
    const created = await agent.post("/api/user-invitations").send({ email: existing.email, role: "user", locationId: assigned.id });
    const token = tokenOf(created.body.link);

    const stranger = await createUser(t.db);
    const strangerAgent = await signedInAgent(t.app, stranger.email, TEST_PASSWORD);
    const strangerPage = await strangerAgent.get(`/api/invite/${token}`);
    expect(strangerPage.text).toContain(`You are signed in as ${stranger.email}`);
    const strangerPost = await strangerAgent.post(`/api/invite/${token}`).send({});
    expect(strangerPost.status).toBe(403);

    const invitee = await signedInAgent(t.app, existing.email, TEST_PASSWORD);
    expect((await invitee.get(`/api/invite/${token}`)).text).toContain("Accept invitation");
    expect((await invitee.post(`/api/invite/${token}`).send({})).status).toBe(200);
    const rows = await t.db.select().from(userLocations).where(and(eq(userLocations.userId, existing.id), eq(userLocations.locationId, assigned.id)));
    expect(rows).toHaveLength(1);
  });

  it("shows a clear page for expired, revoked, unknown and malformed tokens", async () => {
    const { agent } = await adminOf();
    const expired = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin" });
    await t.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userInvitations.id, expired.body.id));
    const expiredPage = await request(t.app).get(`/api/invite/${tokenOf(expired.body.link)}`);
    expect(expiredPage.status).toBe(410);
    expect(expiredPage.text).toContain("Invitation expired");
    const expiredPost = await request(t.app).post(`/api/invite/${tokenOf(expired.body.link)}`).send({ firstName: "A", lastName: "B", password: "long enough pw" });
    expect(expiredPost.status).toBe(410);
    expect(expiredPost.body.message).toBe("This invitation has expired. Ask your administrator to send it again.");

    const revoked = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "admin" });
    await agent.post(`/api/user-invitations/${revoked.body.id}/revoke`);
    const revokedPage = await request(t.app).get(`/api/invite/${tokenOf(revoked.body.link)}`);
    expect(revokedPage.status).toBe(410);
    expect(revokedPage.text).toContain("Invitation withdrawn");

    const unknown = await request(t.app).get(`/api/invite/${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Invitation not found");
    expect((await request(t.app).get("/api/invite/short")).status).toBe(404);
  });

  it("refuses an account of another organization, and a super admin", async () => {
    const { agent } = await adminOf();
    const other = await createTenant(t.db);
    const created = await agent.post("/api/user-invitations").send({ email: other.staff.email, role: "admin" });
    expect(created.status).toBe(201);
    const res = await request(t.app).post(`/api/invite/${tokenOf(created.body.link)}`).send({ password: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already belongs to another organization/);
    const [still] = await t.db.select().from(users).where(eq(users.id, other.staff.id));
    expect(still!.organizationId).toBe(other.org.id);

    const boss = await createUser(t.db, { role: "super_admin" });
    const forBoss = await agent.post("/api/user-invitations").send({ email: boss.email, role: "admin" });
    const bossRes = await request(t.app).get(`/api/invite/${tokenOf(forBoss.body.link)}`);
    expect(bossRes.status).toBe(409);
    expect(bossRes.text).toContain("Platform administrator accounts cannot join");
  });

  it("accepts the location's organization only: a new location of the org is not reachable by the staff user", async () => {
    const { agent, org, assigned } = await adminOf();
    await createLocation(t.db, org.id, { name: "Third" });
    const created = await agent.post("/api/user-invitations").send({ email: freshEmail(), role: "user", locationId: assigned.id });
    const invitee = request.agent(t.app);
    await invitee.post(`/api/invite/${tokenOf(created.body.link)}`).send({ firstName: "Solo", lastName: "Site", password: "long enough pw" });
    const names = (await invitee.get("/api/organization/locations")).body.map((l: { name: string }) => l.name);
    expect(names).toEqual(["Assigned Location"]);
  });

  it("signing in can lead back to the invitation (next), never off the site", async () => {
    const { admin } = await adminOf();
    const page = await request(t.app).get(`/api/login?next=${encodeURIComponent("/api/invite/abc")}`);
    expect(page.text).toContain('name="next" value="/api/invite/abc"');
    const agent = await signedInAgent(t.app, admin.email, TEST_PASSWORD);
    expect((await agent.get("/api/login?next=/api/invite/abc")).headers.location).toBe("/api/invite/abc");
    expect((await agent.get("/api/login?next=//evil.example/x")).headers.location).toBe("/");
  });
});
