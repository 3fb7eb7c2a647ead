import { describe, expect, it } from "vitest";
import { redactUrl } from "../../server/http/redact-url";

describe("redactUrl: credentials in URLs never reach the request log", () => {
  it.each([
    ["/api/reset-password/abcDEF123", "/api/reset-password/[redacted]"],
    ["/api/invite/tok_123?x=1", "/api/invite/[redacted]?x=1"],
    ["/invite/tok_123", "/invite/[redacted]"],
    ["/api/calendar/f00d.ics", "/api/calendar/[redacted]"],
  ])("%s → %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("leaves other paths alone", () => {
    expect(redactUrl("/api/licenses/123?locationId=abc")).toBe("/api/licenses/123?locationId=abc");
    expect(redactUrl("/api/user-invitations/5/resend")).toBe("/api/user-invitations/5/resend");
  });
});
