import { describe, expect, it } from "vitest";
import { loadConfig } from "@server/config";

const production = { NODE_ENV: "production", SESSION_SECRET: "a-long-enough-session-secret" } as const;

describe("passkeys need APP_ORIGIN in production", () => {
  it("refuses to start in production with passkeys on and no APP_ORIGIN, saying why", () => {
    expect(() => loadConfig({ ...production })).toThrow(/APP_ORIGIN is required when passkeys are on in production/);
  });

  it("starts with APP_ORIGIN, or with PASSKEYS=false", () => {
    expect(loadConfig({ ...production, APP_ORIGIN: "https://sous.example.com" })).toMatchObject({ passkeys: true, appOrigin: "https://sous.example.com" });
    expect(loadConfig({ ...production, PASSKEYS: "false" }).passkeys).toBe(false);
  });

  it("outside production passkeys are on without APP_ORIGIN (the request's own origin)", () => {
    expect(loadConfig({ NODE_ENV: "development" }).passkeys).toBe(true);
  });
});
