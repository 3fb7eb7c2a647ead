import { expect, type Page, test } from "@playwright/test";
import pino from "pino";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import { licenses, licenseTypes } from "@shared/schema";
import { runDailyJobs } from "@server/jobs/scheduler";
import { TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { screenshot } from "./support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: TenantServer;
test.beforeAll(async () => {
  server = await startTenantServer("Bell Bistro Group");
  const db = server.database.db;
  const [type] = await db.select().from(licenseTypes).limit(1);
  const today = toIsoDate(new Date());
  await db.insert(licenses).values([
    { locationId: server.tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(today, 30), licenseNumber: "A-1" },
    { locationId: server.tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(today, -3), licenseNumber: "B-2" },
  ]);
  await runDailyJobs({ db, pool: server.database.pool, logger: pino({ level: "silent" }) }, today);
});
test.afterAll(async () => server?.close());

async function signInAsStaff(page: Page) {
  await page.goto(`${server.baseURL}/api/login`);
  await page.getByLabel("Email").fill(server.tenant.staff.email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
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
  await expect(page).toHaveURL(/\/licenses$/);

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
