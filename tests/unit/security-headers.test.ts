import { describe, expect, it } from "vitest";
import { overPlainHttp, securityHeadersIn } from "../support/security-headers";

describe("securityHeaders", () => {
  it("sends production's Content-Security-Policy with a built client in every mode", async () => {
    const production = (await securityHeadersIn("production", false))["content-security-policy"]!;
    expect(production).toMatch(/default-src 'self'/);
    expect(production).toMatch(/script-src 'self'(;|$)/);
    expect(production).toMatch(/frame-ancestors 'self'/);
    expect(production).toMatch(/(^|;)upgrade-insecure-requests(;|$)/);
    for (const env of ["development", "test"] as const) {
      // Only the HTTPS upgrade is production's alone: elsewhere the app may be opened over plain HTTP.
      expect((await securityHeadersIn(env, false))["content-security-policy"]).toBe(overPlainHttp(production));
    }
  });

  it("leaves the policy out only while Vite's dev middleware serves the client", async () => {
    for (const env of ["development", "test", "production"] as const) {
      const headers = await securityHeadersIn(env, true);
      expect(headers["content-security-policy"]).toBeUndefined();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("asks for HTTPS (HSTS) in production only", async () => {
    expect((await securityHeadersIn("production", false))["strict-transport-security"]).toBeDefined();
    expect((await securityHeadersIn("development", false))["strict-transport-security"]).toBeUndefined();
  });
});
