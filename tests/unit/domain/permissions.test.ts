import { describe, expect, it } from "vitest";
import { accessLevel, can, permissionsOf } from "@shared/domain/permissions";
import { roleLabel, profileRoleBadge } from "@shared/domain/user";

const admin = { role: "admin", isOrgAdmin: true, staffSeePayrollBudgets: false };
const manager = { role: "manager", isOrgAdmin: false, staffSeePayrollBudgets: false };
const staff = { role: "user", isOrgAdmin: false, staffSeePayrollBudgets: false };

describe("can", () => {
  it("gives admins everything and keeps the organization from managers", () => {
    expect(permissionsOf(admin)).toHaveLength(13);
    expect(can(manager, "binder.share")).toBe(true);
    expect(can(manager, "records.delete")).toBe(true);
    expect(can(manager, "budgets.plan")).toBe(true);
    expect(can(manager, "group.view")).toBe(true);
    for (const action of ["organization.manage", "users.manage", "data.transfer", "audit.read", "budgetCategories.manage"] as const) {
      expect({ action, allowed: can(manager, action) }).toEqual({ action, allowed: false });
    }
  });

  it("lets staff see payroll and budgets only when the organization shares them, and never delete", () => {
    expect(permissionsOf(staff)).toEqual([]);
    expect(permissionsOf({ ...staff, staffSeePayrollBudgets: true })).toEqual(["budgets.see", "payroll.see"]);
  });

  it("treats a super admin by the organization rights the context gives", () => {
    expect(accessLevel({ role: "super_admin", isOrgAdmin: true })).toBe("admin");
    expect(accessLevel({ role: "super_admin", isOrgAdmin: false })).toBe("staff");
  });
});

describe("role labels", () => {
  it("names the manager", () => {
    expect(roleLabel("manager")).toBe("Manager");
    expect(profileRoleBadge("manager")).toBe("Manager");
    expect(roleLabel("user")).toBe("Staff");
  });
});
