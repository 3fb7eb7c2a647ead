import { type Browser, expect, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { licenses, licenseTypes, locations, stateLicenseRequirements } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import { TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { closeAfterEachTest, screenshot } from "./support";
import { newYorkToday } from "../support/location-day";

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Enough locations for three printed pages of the matrix (25 a page). */
const EXTRA_LOCATIONS = 53;
let server: TenantServer;

test.beforeAll(async () => {
  server = await startTenantServer("Group View Restaurants");
  const { database: { db }, tenant } = server;
  await db.insert(locations).values(
    Array.from({ length: EXTRA_LOCATIONS }, (_, i) => ({
      organizationId: tenant.org.id,
      name: `Branch ${String(i + 1).padStart(2, "0")}`,
      address: `${i + 1} Market St`,
      state: i % 2 ? "TX" : "CA",
    })),
  );
  // The assigned location (NY) holds every required license, valid for a year: the one compliant location.
  const required = await db
    .select({ id: stateLicenseRequirements.licenseTypeId })
    .from(stateLicenseRequirements)
    .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
    .where(and(eq(stateLicenseRequirements.state, "NY"), eq(stateLicenseRequirements.isRequired, true)));
  const expires = addDaysIso(newYorkToday(), 365);
  await db.insert(licenses).values(required.map((r) => ({ locationId: tenant.assigned.id, licenseTypeId: r.id, expirationDate: expires })));
});
test.afterAll(async () => {
  await server?.close();
});

const closedAfterTheTest = closeAfterEachTest();

async function openAs(browser: Browser, who: "admin" | "staff", width = 1280): Promise<Page> {
  const context = closedAfterTheTest(await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: width < 600 ? 844 : 900 } }));
  const page = await context.newPage();
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(server.tenant[who].email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  return page;
}

test("an admin compares every location, sorts and filters, and a figure opens that location's screen", async ({ browser }) => {
  const page = await openAs(browser, "admin");
  await page.getByRole("link", { name: "Group Overview" }).click();
  await expect(page.getByRole("heading", { name: "Group Overview" })).toBeVisible();
  const rows = page.getByTestId("group-row");
  await expect(rows).toHaveCount(EXTRA_LOCATIONS + 2);
  await expect(page.getByTestId("group-summary")).toContainText(`${EXTRA_LOCATIONS + 2} locations · ${EXTRA_LOCATIONS + 1} out of compliance`);
  // Worst first by default: the compliant location is last.
  await expect(rows.last()).toContainText(server.tenant.assigned.name);
  await expect(rows.last()).toContainText("Compliant");
  await screenshot(page, "group-overview-1280");

  await page.getByRole("button", { name: "Location", exact: true }).click();
  await expect(rows.first()).toContainText(server.tenant.assigned.name);
  await expect(page.getByRole("columnheader", { name: "Location" })).toHaveAttribute("aria-sort", "ascending");

  await page.getByRole("combobox", { name: "Filter by state" }).click();
  await page.getByRole("option", { name: "Texas" }).click();
  await expect(rows).toHaveCount(Math.floor(EXTRA_LOCATIONS / 2));

  const branch = rows.filter({ hasText: "Branch 02" });
  await branch.getByRole("link", { name: "Licenses of Branch 02" }).click();
  await expect(page).toHaveURL(/\/licenses$/);
  await expect(page.getByRole("combobox", { name: "Select location" })).toContainText("Branch 02");
});

test("the compliance matrix exports to CSV and prints a page per 25 locations", async ({ browser }) => {
  const page = await openAs(browser, "admin");
  await page.goto("/group");
  await page.getByRole("tab", { name: "Compliance matrix" }).click();
  await expect(page.getByTestId("matrix-row")).toHaveCount(EXTRA_LOCATIONS + 2);
  const compliant = page.getByTestId("matrix-row").filter({ has: page.getByRole("link", { name: server.tenant.assigned.name, exact: true }) });
  await expect(compliant.getByText("Missing")).toHaveCount(0);
  await expect(page.getByTestId("matrix-row").filter({ hasText: "Branch 01" }).getByText("Missing").first()).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^compliance-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "Letter", landscape: true, printBackground: true });
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBe(Math.ceil((EXTRA_LOCATIONS + 2) / 25));
});

test("budget across locations for a month, exportable", async ({ browser }) => {
  const page = await openAs(browser, "admin");
  await page.goto("/group");
  await page.getByRole("tab", { name: "Budget" }).click();
  await expect(page.getByText("No budgets this month")).toBeVisible();
  await expect(page.getByRole("link", { name: "Export XLSX" })).toBeVisible();
});

test("on a phone the rows are cards, worst first, without sideways scrolling", async ({ browser }) => {
  const page = await openAs(browser, "admin", 390);
  await page.goto("/group");
  const cards = page.getByTestId("group-card");
  await expect(cards).toHaveCount(EXTRA_LOCATIONS + 2);
  await expect(cards.last()).toContainText(server.tenant.assigned.name);
  await expect(page.getByTestId("group-row").first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "group-overview-390");
});

test("a staff user is told the screen is for administrators and has no menu entry", async ({ browser }) => {
  const page = await openAs(browser, "staff");
  await expect(page.getByRole("link", { name: "Group Overview" })).toHaveCount(0);
  await page.goto("/group");
  await expect(page.getByText("Administrator Access Required")).toBeVisible();
});
