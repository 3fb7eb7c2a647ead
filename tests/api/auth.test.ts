import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { createTestApp, type TestApp } from "../support/test-app";
import { createUser, TEST_PASSWORD } from "../support/factories";
import { eq } from "drizzle-orm";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const cookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("sous.sid="));

describe("first account and sign-in", () => {
  it("offers the first account on a fresh install and makes it the super admin", async () => {
    const page = await request(t.app).get("/api/login");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Create the first account");

    const agent = request.agent(t.app);
    const created = await agent
      .post("/api/signup")
      .type("form")
      .send({ email: "Owner@Example.test", firstName: "Olive", lastName: "Owner", password: "long enough pw" });
    expect(created.status).toBe(303);
    expect(created.headers.location).toBe("/");

    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "owner@example.test", firstName: "Olive", lastName: "Owner", role: "super_admin" });
    expect(JSON.stringify(me.body)).not.toMatch(/password|scrypt/i);

    const [row] = await t.db.select().from(users).where(eq(users.email, "owner@example.test"));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain("long enough pw");
  });

  it("closes sign-up after the first account unless ALLOW_SIGNUP is set", async () => {
    const page = await request(t.app).get("/api/login");
    expect(page.text).toContain("Sign in");
    expect(page.text).not.toContain("Create the first account");
    const res = await request(t.app).post("/api/signup").send({ email: "second@example.test", password: "long enough pw" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Sign-up is closed. Ask an administrator for an invitation.");
  });

  it("gives one generic message for a wrong e-mail and a wrong password", async () => {
    const user = await createUser(t.db);
    const wrongPassword = await request(t.app).post("/api/login").send({ email: user.email, password: "nope nope" });
    const wrongEmail = await request(t.app).post("/api/login").send({ email: "nobody@example.test", password: TEST_PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body.message).toBe("Invalid e-mail or password.");
    expect(wrongEmail.body.message).toBe(wrongPassword.body.message);
  });

  it("renders the sign-in page again with the error for a form post", async () => {
    const res = await request(t.app).post("/api/login").type("form").send({ email: "nobody@example.test", password: "x" });
    expect(res.status).toBe(401);
    expect(res.text).toContain("Invalid e-mail or password.");
  });

  it("issues a new session id at sign-in, an httpOnly SameSite=Lax cookie, and kills it at logout", async () => {
    const user = await createUser(t.db);
    const before = await request(t.app).get("/api/login");
    const anonymousCookie = cookieOf(before);

    const login = await request(t.app)
      .post("/api/login")
      .set("Cookie", anonymousCookie ? [anonymousCookie.split(";")[0]!] : [])
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login)!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // NODE_ENV=test: Secure only in production
    if (anonymousCookie) expect(cookie.split(";")[0]).not.toBe(anonymousCookie.split(";")[0]);

    const sid = cookie.split(";")[0]!;
    expect((await request(t.app).get("/api/auth/user").set("Cookie", [sid])).status).toBe(200);
    const logout = await request(t.app).post("/api/logout").set("Cookie", [sid]);
    expect(logout.status).toBe(303);
    expect(logout.headers.location).toBe("/");
    expect((await request(t.app).get("/api/auth/user").set("Cookie", [sid])).status).toBe(401);
  });

  it("answers 401 Unauthorized when signed out", async () => {
    const res = await request(t.app).get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("throttles repeated failures for one account with 429", async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await request(t.app).post("/api/login").send({ email: user.email, password: `wrong-${i}` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another account from the same address is not locked out by it.
    const other = await createUser(t.db);
    expect((await request(t.app).post("/api/login").send({ email: other.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("refuses a mutation from another origin", async () => {
    const res = await request(t.app).post("/api/organization").set("Origin", "https://evil.example").send({ name: "X" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Cross-origin request refused");
  });
});

describe("sign-up when open", () => {
  it("creates ordinary users when ALLOW_SIGNUP=true", async () => {
    const open = await createTestApp({ ALLOW_SIGNUP: "true" });
    try {
      await createUser(open.db, { role: "super_admin" });
      const agent = request.agent(open.app);
      const res = await agent.post("/api/signup").send({ email: "new@example.test", password: "long enough pw" });
      expect(res.status).toBe(201);
      expect((await agent.get("/api/auth/user")).body.role).toBe("user");
      const dup = await request(open.app).post("/api/signup").send({ email: "NEW@example.test", password: "long enough pw" });
      expect(dup.status).toBe(409);
      const short = await request(open.app).post("/api/signup").send({ email: "x@example.test", password: "short" });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe("Password must be at least 8 characters");
    } finally {
      await open.close();
    }
  });
});
