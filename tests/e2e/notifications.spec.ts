import { expect, type Page, test } from "@playwright/test";
import pino from "pino";
import { addDaysIso } from "@shared/domain/calendar";
import { licenses, licenseTypes } from "@shared/schema";
import { runDailyJobs } from "@server/jobs/scheduler";
import { assignLocation, createLocation, createUser, TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { chooseOption, screenshot } from "./support";
import { newYorkToday } from "../support/location-day";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: TenantServer;
/** A manager of the two Harbor & Vine locations only (issue 24: the switcher shows "Downtown" / "Waterfront"). */
let harborStaffEmail = "";
test.beforeAll(async () => {
  server = await startTenantServer("Bell Bistro Group");
  const db = server.database.db;
  const harborStaff = await createUser(db, { organizationId: server.tenant.org.id, firstName: "Hana", lastName: "Harbor" });
  harborStaffEmail = harborStaff.email;
  for (const name of ["Harbor & Vine — Downtown", "Harbor & Vine — Waterfront"]) {
    await assignLocation(db, harborStaff.id, (await createLocation(db, server.tenant.org.id, { name })).id);
  }
  const [type] = await db.select().from(licenseTypes).limit(1);
  const today = newYorkToday();
  await db.insert(licenses).values([
    { locationId: server.tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(today, 30), licenseNumber: "A-1" },
    { locationId: server.tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(today, -3), licenseNumber: "B-2" },
  ]);
  await runDailyJobs({ db, pool: server.database.pool, logger: pino({ level: "silent" }) }, today);
});
test.afterAll(async () => server?.close());

async function signInAsStaff(page: Page, email = server.tenant.staff.email) {
  await page.goto(`${server.baseURL}/api/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // An administrator's first screen loads more on a busy machine.
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible({ timeout: 30_000 });
}

test("the bell shows the unread count, lists newest first, and marks all as read", async ({ page }) => {
  await signInAsStaff(page);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await expect(bell).toContainText("2");

  await bell.click();
  const panel = page.getByRole("dialog");
  const items = panel.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(/expires in 30 days|has expired/);
  await expect(panel.getByText(/expires in 30 days/)).toBeVisible();
  await expect(panel.getByText(/has expired/)).toBeVisible();
  await screenshot(page, "notifications-1280");

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("notification-bell")).toHaveAccessibleName("Notifications");
});

test("a notification leads to its screen and the profile offers the calendar feed", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page);
  await page.getByTestId("notification-bell").click();
  await page.getByRole("dialog").getByText(/expires in 30 days/).click();
  // The reminder links to the license's Renew dialog (issue 32).
  await expect(page).toHaveURL(/\/licenses(\?renew=[0-9a-f-]+)?$/);

  await page.goto(`${server.baseURL}/profile`);
  await page.getByRole("button", { name: "Create calendar link" }).click();
  const feed = page.getByLabel("Calendar feed");
  await expect(feed).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const url = await feed.inputValue();
  const ics = await page.request.get(url);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain("BEGIN:VCALENDAR");
  await screenshot(page, "profile-reminders-390");
  await page.getByRole("button", { name: "New link" }).click();
  await expect(feed).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
});

const selector = (page: Page) => page.getByRole("combobox", { name: "Select location" });

test("opening a notification about another location switches to that location", async ({ page }) => {
  await signInAsStaff(page, server.tenant.admin.email);
  await chooseOption(page, selector(page), "Unassigned Location");
  await page.getByTestId("notification-bell").click();
  await page.getByRole("dialog").getByText(/expires in 30 days/).click();
  // The reminder opens the Renew dialog of its license, at its location; the rest of the page is hidden from
  // assistive technology while the dialog is open, so the switcher is read once it is closed.
  const renew = page.getByRole("dialog", { name: "Renew License" });
  await expect(renew).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(renew).toBeHidden();
  await expect(page).toHaveURL(/\/licenses$/);
  await expect(selector(page)).toHaveText("Assigned Location");
  // The switch sticks: a reload keeps it.
  await page.reload();
  await expect(selector(page)).toHaveText("Assigned Location");
});

test("a link with ?location= selects that location when the user may reach it, and is ignored otherwise", async ({ page, browser }) => {
  await signInAsStaff(page, server.tenant.admin.email);
  await expect(selector(page)).toHaveText("Assigned Location");
  // The dashboard's alerts lead to the Licenses screen of their location.
  const alert = page.getByTestId("license-alerts").getByRole("link").first();
  await expect(alert).toHaveAttribute("href", `/licenses?location=${server.tenant.assigned.id}`);

  await page.goto(`${server.baseURL}/equipment?location=${server.tenant.unassigned.id}`);
  await expect(page).toHaveURL(/\/equipment$/);
  await expect(selector(page)).toHaveText("Unassigned Location");
  await expect(page.getByRole("heading", { level: 1, name: "Equipment Inventory" })).toBeVisible();

  // Staff cannot reach the unassigned location: they stay where they are.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`${server.baseURL}/equipment?location=${server.tenant.unassigned.id}`);
  await expect(staff).toHaveURL(/\/equipment$/);
  await expect(selector(staff)).toHaveText("Assigned Location");
  await staffContext.close();
});

test("the switcher shows what tells locations apart, the full name in its tooltip and list", async ({ page }) => {
  await signInAsStaff(page, harborStaffEmail);
  await expect(selector(page)).toHaveText("Downtown");
  await expect(selector(page)).toHaveAttribute("title", "Harbor & Vine — Downtown");
  await selector(page).click();
  await expect(page.getByRole("option")).toHaveText(["Harbor & Vine — Downtown", "Harbor & Vine — Waterfront"]);
  await page.getByRole("option", { name: "Harbor & Vine — Waterfront" }).click();
  await expect(selector(page)).toHaveText("Waterfront");
  await expect(selector(page)).toHaveAttribute("title", "Harbor & Vine — Waterfront");
  // By keyboard: the list (rendered only while open) opens on the chosen location, and Escape closes it.
  await selector(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Harbor & Vine — Waterfront" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("option", { name: "Harbor & Vine — Downtown" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(selector(page)).toHaveText("Downtown");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(selector(page)).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(selector(page)).toHaveText("Downtown");
  await screenshot(page, "location-switcher-short-name-390");
});
