import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@server/config";
import { securityHeaders } from "@server/http/security-headers";

const SESSION_SECRET = "security-headers-unit-secret";

async function headersOf(env: "development" | "test" | "production", viteDev: boolean) {
  const config = loadConfig({ NODE_ENV: env, SESSION_SECRET, DATA_DIR: "memory://" });
  const app = express();
  app.use(securityHeaders(config, { viteDev }));
  app.get("/", (_req, res) => res.send("ok"));
  return (await request(app).get("/")).headers;
}

describe("securityHeaders", () => {
  it("sends production's Content-Security-Policy with a built client in every mode", async () => {
    const production = (await headersOf("production", false))["content-security-policy"];
    expect(production).toMatch(/default-src 'self'/);
    expect(production).toMatch(/script-src 'self'(;|$)/);
    expect(production).toMatch(/frame-ancestors 'self'/);
    for (const env of ["development", "test"] as const) {
      expect((await headersOf(env, false))["content-security-policy"]).toBe(production);
    }
  });

  it("leaves the policy out only while Vite's dev middleware serves the client", async () => {
    for (const env of ["development", "test", "production"] as const) {
      const headers = await headersOf(env, true);
      expect(headers["content-security-policy"]).toBeUndefined();
      expect(headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("asks for HTTPS (HSTS) in production only", async () => {
    expect((await headersOf("production", false))["strict-transport-security"]).toBeDefined();
    expect((await headersOf("development", false))["strict-transport-security"]).toBeUndefined();
  });
});
