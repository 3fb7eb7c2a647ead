import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("PATCH /api/profile: the user's own name", () => {
  it("saves the first and last name, trimmed, shows them as the current user and audits the change", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const res = await staff.patch("/api/profile").send({ firstName: "  Rosa ", lastName: "Parks" });
    expect(res.status).toBe(200);
    const me = await staff.get("/api/auth/user");
    expect(me.body).toMatchObject({ firstName: "Rosa", lastName: "Parks" });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tenant.staff.id), eq(auditLog.action, "update")));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({ firstName: "Rosa", lastName: "Parks" });
    expect(entries[0]!.organizationId).toBe(tenant.org.id);
  });

  it("refuses an empty or over-long name with the field at fault, and one part alone", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const empty = await staff.patch("/api/profile").send({ firstName: "  ", lastName: "Parks" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContainEqual({ path: "firstName", message: "First name is required" });
    const long = await staff.patch("/api/profile").send({ firstName: "Rosa", lastName: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toBe("lastName");
    expect((await staff.patch("/api/profile").send({ firstName: "Rosa" })).status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, tenant.staff.id));
    expect(row!.firstName).toBe(tenant.staff.firstName);
  });

  it("still changes the digest setting alone", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const res = await staff.patch("/api/profile").send({ emailDigest: false });
    expect(res.status).toBe(200);
    expect(res.body.emailDigest).toBe(false);
  });
});
