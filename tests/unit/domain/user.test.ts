import { describe, expect, it } from "vitest";
import { displayName, profileRoleBadge, roleLabel } from "@shared/domain/user";

describe("displayName", () => {
  it.each([
    [{ firstName: "Ana", lastName: "Ruiz", email: "ana@x.test" }, "Ana Ruiz"],
    [{ firstName: " Ana ", lastName: "Ruiz ", email: "ana@x.test" }, "Ana Ruiz"],
    [{ firstName: "Ana", lastName: null, email: "ana@x.test" }, "ana@x.test"],
    [{ firstName: null, lastName: "Ruiz", email: "ana@x.test" }, "ana@x.test"],
    [{ firstName: "Ana", lastName: "  ", email: "ana@x.test" }, "ana@x.test"],
    [{ firstName: "Ana", email: "" }, "User"],
    [{}, "User"],
  ])("%j → %j", (user, name) => {
    expect(displayName(user)).toBe(name);
  });
  it("handles a missing user", () => {
    expect(displayName(null)).toBe("User");
    expect(displayName(undefined)).toBe("User");
  });
});

describe("roleLabel", () => {
  it.each([
    ["super_admin", "Super Admin"],
    ["admin", "Admin"],
    ["user", "Staff"],
    [null, "Staff"],
    [undefined, "Staff"],
    ["", "Staff"],
    ["shift_lead", "Shift Lead"],
    ["constructor", "Constructor"],
    ["_", "Staff"],
  ])("%j → %j", (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe("profileRoleBadge", () => {
  it.each([
    ["super_admin", "Super Administrator"],
    ["admin", "Administrator"],
    ["user", "Staff"],
    ["shift_lead", "Staff"],
    [null, "Staff"],
  ])("%j → %j", (role, badge) => {
    expect(profileRoleBadge(role)).toBe(badge);
  });
});
