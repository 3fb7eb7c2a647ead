/**
 * Issue 33 #1: a closed sign-up is refused before the password is hashed (scrypt, 32 MiB), and refusals are limited
 * per address like failed sign-ins.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as PasswordModule from "@server/auth/password";
import { PostgresRateLimitStore } from "@server/http/rate-limit-store";
import { createUser } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock("@server/auth/password", async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    hashPassword: async (password: string) => {
      hashes.count += 1;
      return original.hashPassword(password);
    },
  };
});

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  closed = await createTestApp({ TRUST_PROXY: "true" });
  await createUser(closed.db, { role: "super_admin" });
  open = await createTestApp({ ALLOW_SIGNUP: "true", TRUST_PROXY: "true" });
  await createUser(open.db, { role: "super_admin" });
});
afterAll(async () => {
  await closed?.close();
  await open?.close();
});

const signUp = (app: TestApp, ip: string, email: string) =>
  request(app.app).post("/api/signup").set("X-Forwarded-For", ip).send({ email, password: "long enough pw" });

describe("sign-up when it is closed", () => {
  it("refuses without hashing the password", async () => {
    hashes.count = 0;
    const res = await signUp(closed, "203.0.113.1", "nobody@example.test");
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Sign-up is closed. Ask an administrator for an invitation.");
    expect(hashes.count).toBe(0);
  });

  it("answers 429 after 30 refusals from one address, and another address is still answered", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await signUp(closed, "203.0.113.2", `n${i}@example.test`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await signUp(closed, "203.0.113.2", "again@example.test");
    expect(limited.body.message).toMatch(/Too many sign-up attempts/);
    expect((await signUp(closed, "203.0.113.3", "other@example.test")).status).toBe(403);
  });
});

describe("refusals are cheap (a burst of them must not slow anyone else)", () => {
  it("refuses a closed sign-up before reading the body: malformed JSON gets the same 403", async () => {
    const res = await request(closed.app)
      .post("/api/signup")
      .set("X-Forwarded-For", "203.0.113.20")
      .set("Content-Type", "application/json")
      .send('{"email": "half');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Sign-up is closed. Ask an administrator for an invitation.");
  });

  it("writes the shared per-address count a few times per window, not once per refusal", async () => {
    const writes = vi.spyOn(PostgresRateLimitStore.prototype, "add");
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await signUp(closed, "203.0.113.21", `w${i}@example.test`)).status);
      expect(statuses.filter((s) => s === 403)).toHaveLength(30);
      expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
      expect(writes.mock.calls.length).toBeGreaterThan(0);
      expect(writes.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      writes.mockRestore();
    }
  });
});

describe("sign-up when it is open", () => {
  it("creates accounts (hashing their passwords) without counting them against the address", async () => {
    hashes.count = 0;
    for (let i = 0; i < 3; i++) expect((await signUp(open, "203.0.113.9", `ok${i}@example.test`)).status).toBe(201);
    expect(hashes.count).toBe(3);
  });
});
