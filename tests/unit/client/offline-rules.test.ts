import { describe, expect, it } from "vitest";
import { isCachedApiRead, isSessionBoundary } from "@/lib/offline-rules";

describe("which API answers the service worker keeps for offline use", () => {
  it.each(["/api/auth/user", "/api/organization/locations", "/api/licenses", "/api/dashboard", "/api/notifications"])("keeps %s", (path) => {
    expect(isCachedApiRead(path, "GET")).toBe(true);
  });

  it.each([
    ["/api/licenses", "POST"],
    ["/api/licenses/1/download", "GET"],
    ["/api/equipment/1/manual", "GET"],
    ["/api/organization/export", "GET"],
    ["/api/payroll/1/export.csv", "GET"],
    ["/api/calendar/secret-token.ics", "GET"],
    ["/api/import/licenses/template", "GET"],
    ["/api/login", "GET"],
    ["/api/logout", "GET"],
    ["/api/invite/token", "GET"],
    ["/api/reset-password/token", "GET"],
    ["/api/health", "GET"],
    ["/licenses", "GET"],
  ])("never keeps %s %s", (path, method) => {
    expect(isCachedApiRead(path, method)).toBe(false);
  });

  it("drops kept answers when someone signs in or out", () => {
    for (const path of ["/api/login", "/api/login/two-factor", "/api/logout", "/api/callback"]) expect(isSessionBoundary(path)).toBe(true);
    for (const path of ["/api/licenses", "/api/login-history", "/api/auth/user"]) expect(isSessionBoundary(path)).toBe(false);
  });
});
