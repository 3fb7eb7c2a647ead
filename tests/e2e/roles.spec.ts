import { type Browser, expect, type Page, test } from "@playwright/test";
import { licenses, licenseTypes, type Location } from "@shared/schema";
import { assignLocation, createLocation, createUser, TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { closeAfterEachTest, screenshot } from "./support";

/**
 * A story per role of the organization (the super admin's is tests/e2e/administration.spec.ts): a manager runs the
 * locations assigned to them, staff see no button the server would refuse, and an admin decides whether staff
 * see payroll and budgets.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: TenantServer;
let third: Location;
let managerEmail: string;
let licenseTypeName: string;

test.beforeAll(async () => {
  server = await startTenantServer("Role Play Restaurants");
  const { database: { db }, tenant } = server;
  third = await createLocation(db, tenant.org.id, { name: "Third Location" });
  const manager = await createUser(db, { role: "manager", organizationId: tenant.org.id, firstName: "Mia", lastName: "Manager" });
  await assignLocation(db, manager.id, tenant.assigned.id);
  await assignLocation(db, manager.id, third.id);
  managerEmail = manager.email;
  const types = await db.select().from(licenseTypes).limit(2);
  licenseTypeName = types[0]!.name;
  // One license at each location of the manager's and the staff member's first location.
  await db.insert(licenses).values([
    { locationId: tenant.assigned.id, licenseTypeId: types[0]!.id, licenseNumber: "A-1" },
    { locationId: third.id, licenseTypeId: types[1]!.id, licenseNumber: "T-1" },
  ]);
});
test.afterAll(async () => {
  await server?.close();
});

const closedAfterTheTest = closeAfterEachTest();

async function openAs(browser: Browser, email: string): Promise<Page> {
  const context = closedAfterTheTest(await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } }));
  const page = await context.newPage();
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  return page;
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("staff see no Delete button but can archive, and no Payroll or Budgets while the organization keeps them from staff", async ({ browser }) => {
  const page = await openAs(browser, server.tenant.staff.email);
  await expect(page.getByTestId("user-role")).toHaveText("Staff");
  // Issue 34: the dashboard offers nothing the staff member would be refused.
  const quick = page.getByRole("list", { name: "Quick actions" });
  await expect(quick.getByRole("link", { name: /Upload License/ })).toBeVisible();
  await expect(quick.getByRole("link", { name: /Calculate Tips/ })).toHaveCount(0);
  await expect(quick.getByRole("link", { name: /Update Budget/ })).toHaveCount(0);
  await expect(nav(page).getByRole("link", { name: "Payroll Calculator" })).toHaveCount(0);
  await expect(nav(page).getByRole("link", { name: "Budget Tracking" })).toHaveCount(0);
  await expect(nav(page).getByRole("link", { name: "Group Overview" })).toHaveCount(0);
  await expect(page.getByTestId("card-budget")).toHaveCount(0);

  await nav(page).getByRole("link", { name: "License Tracking" }).click();
  await expect(page.getByRole("button", { name: `Edit ${licenseTypeName}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${licenseTypeName}` })).toHaveCount(0);
  // Staff may still archive, on a button of its own (for the others it sits in the Delete dialog).
  await page.getByRole("button", { name: `Archive ${licenseTypeName}` }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "License archived successfully" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Expired & Archived Licenses \(1\)$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: `Archive ${licenseTypeName}` })).toHaveCount(0);

  await page.goto("/payroll");
  await expect(page.getByText("Payroll is not shared with staff")).toBeVisible();
  await screenshot(page, "roles-staff-payroll-hidden");
});

test("an admin lets staff see payroll and budgets on the Organization screen", async ({ browser }) => {
  const page = await openAs(browser, server.tenant.admin.email);
  await nav(page).getByRole("link", { name: "Organization" }).click();
  const toggle = page.getByRole("switch", { name: "Staff see payroll and budgets" });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByTestId("toast").filter({ hasText: "Staff now see payroll and budgets" })).toBeVisible();
  await expect(toggle).toBeChecked();
  await screenshot(page, "roles-admin-staff-access");

  const staff = await openAs(browser, server.tenant.staff.email);
  await expect(nav(staff).getByRole("link", { name: "Payroll Calculator" })).toBeVisible();
  await expect(nav(staff).getByRole("link", { name: "Budget Tracking" })).toBeVisible();
  // Shared now, so the dashboard offers them.
  await expect(staff.getByRole("list", { name: "Quick actions" }).getByRole("link", { name: /Calculate Tips/ })).toBeVisible();
  await nav(staff).getByRole("link", { name: "Budget Tracking" }).click();
  await expect(staff.getByRole("heading", { name: "Budget Tracking" })).toBeVisible();
  // Plans stay with managers and admins.
  await expect(staff.getByRole("button", { name: "Add Budget Line" })).toHaveCount(0);
});

test("a manager deletes a license at an assigned location and sees the group view of only their locations", async ({ browser }) => {
  const page = await openAs(browser, managerEmail);
  await expect(page.getByTestId("user-role")).toHaveText("Manager");
  await expect(nav(page).getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(nav(page).getByRole("link", { name: "Audit Log" })).toHaveCount(0);

  await nav(page).getByRole("link", { name: "Group Overview" }).click();
  await expect(page.getByRole("heading", { name: "Group Overview" })).toBeVisible();
  const rows = page.getByTestId("group-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Unassigned Location" })).toHaveCount(0);
  await screenshot(page, "roles-manager-group");

  await nav(page).getByRole("link", { name: "License Tracking" }).click();
  await page.getByRole("button", { name: `Delete ${licenseTypeName}` }).click();
  await page.getByRole("button", { name: "Delete Permanently" }).click();
  const deleted = page.getByTestId("toast").filter({ hasText: "License deleted successfully" });
  await expect(deleted).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${licenseTypeName}` })).toHaveCount(0);

  // Issue 34: the delete toast offers Undo, and a manager may restore from the trash what they may delete.
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Delete undone" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${licenseTypeName}` })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${licenseTypeName}` }).click();
  await page.getByRole("button", { name: "Delete Permanently" }).click();
  await expect(page.getByRole("button", { name: `Delete ${licenseTypeName}` })).toHaveCount(0);
  await nav(page).getByRole("link", { name: "Organization", exact: true }).click();
  const item = page.getByTestId("trash-item").filter({ hasText: licenseTypeName });
  await expect(item).toContainText("deleted");
  await expect(item).toContainText("by Mia Manager");
  await item.getByRole("button", { name: /^Restore / }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Restored" })).toBeVisible();
  await expect(item).toHaveCount(0);
  await nav(page).getByRole("link", { name: "License Tracking" }).click();
  await expect(page.getByRole("button", { name: `Delete ${licenseTypeName}` })).toBeVisible();
});
