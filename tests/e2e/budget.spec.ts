import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { addMonthsIso } from "@shared/domain/calendar";
import { currentMonth, formatYearMonth } from "@shared/domain/dates";
import { budgetCategories, budgets } from "@shared/schema";
import { TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { screenshot } from "./support";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: TenantServer;
test.beforeAll(async () => {
  // Its staff enter weekly actuals: the organization shares budgets with staff.
  server = await startTenantServer("Budget Bistro Group", { staffSeePayrollBudgets: true });
});
test.afterAll(async () => {
  await server?.close();
});

const MONTH = currentMonth(new Date());
const MONTH_LABEL = formatYearMonth(MONTH);

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const row = (page: Page, category: string) => page.getByTestId("budget-row").filter({ has: page.getByRole("heading", { name: category, exact: true }) });

async function openAs(browser: Browser, who: "admin" | "staff", width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: width < 600 ? 844 : 800 } });
  const page = await context.newPage();
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(server.tenant[who].email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  await page.goto("/budget");
  await expect(page.getByRole("heading", { name: "Budget Tracking" })).toBeVisible();
  return page;
}

async function addLine(page: Page, category: string, amount: string) {
  await page.getByRole("button", { name: "Add Budget Line" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Budget Line" });
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category, exact: true }).click();
  await dialog.getByLabel("Planned Amount").fill(amount);
  await dialog.getByRole("button", { name: "Add Line" }).click();
  await expect(toast(page, "Budget line added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function enterWeeks(line: Locator, weeks: [string, string, string, string]) {
  await line.getByRole("button", { name: /Update actuals/i }).click();
  for (const [i, value] of weeks.entries()) await line.getByLabel(`Week ${i + 1}`).fill(value);
}

const chartRow = (page: Page, category: string) =>
  page.getByTestId("budget-chart-data").getByRole("row").filter({ has: page.getByRole("rowheader", { name: category }) });

test("an admin adds two lines; a staff user enters weekly actuals; cards, bars and chart update", async ({ browser }) => {
  const admin = await openAs(browser, "admin");
  await expect(admin.getByRole("combobox", { name: "Month" })).toHaveText(MONTH_LABEL);
  await expect(admin.getByText("No budget data available for this month")).toBeVisible();
  await expect(admin.getByText("Budget entries need to be created by administrators")).toBeVisible();
  await screenshot(admin, "budget-empty-1280");

  // Client-side validation before anything is sent.
  await admin.getByRole("button", { name: "Add Budget Line" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add Budget Line" });
  await dialog.getByLabel("Planned Amount").fill("12.345");
  await dialog.getByRole("button", { name: "Add Line" }).click();
  await expect(dialog.getByText("Choose a category")).toBeVisible();
  await expect(dialog.getByText("Use at most 2 decimals")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await addLine(admin, "Food Cost", "3000");
  await addLine(admin, "Labor", "5000");
  await expect(admin.getByTestId("budget-row")).toHaveCount(2);
  await expect(admin.getByTestId("total-planned")).toHaveText("$8,000.00");
  await expect(admin.getByTestId("total-actual")).toHaveText("$0.00");
  await expect(admin.getByTestId("overall-progress")).toHaveText("0%");
  await expect(chartRow(admin, "Food Cost")).toContainText("$3,000.00");
  await expect(chartRow(admin, "Food Cost")).toContainText("$0.00");
  await expect(row(admin, "Food Cost").getByTestId("budget-amounts")).toHaveText("$0.00 / $3,000.00");
  await expect(row(admin, "Food Cost").getByTestId("budget-progress")).toHaveAttribute("data-band", "success");
  await screenshot(admin, "budget-admin-1280");
  await admin.context().close();

  // A staff user of the location: no admin tools, but weekly actuals.
  const staff = await openAs(browser, "staff");
  await expect(staff.getByTestId("budget-row")).toHaveCount(2);
  await expect(staff.getByRole("button", { name: "Add Budget Line" })).toHaveCount(0);
  await expect(staff.getByRole("button", { name: /More actions/ })).toHaveCount(0);
  await expect(staff.getByText("Budget entries need to be created by administrators.")).toBeVisible();
  // Actual bars in the chart take their line's band colour.
  const chartBars = (fill: string) => staff.locator(`[data-testid=budget-chart] path.recharts-rectangle[fill="${fill}"]`);

  // Cancel leaves the row as it was.
  const food = row(staff, "Food Cost");
  await enterWeeks(food, ["999", "0", "0", "0"]);
  await food.getByRole("button", { name: "Cancel" }).click();
  await expect(food.getByLabel("Week 1")).toHaveCount(0);
  await expect(food.getByTestId("budget-amounts")).toHaveText("$0.00 / $3,000.00");

  // 2,500.60 of 3,000 (blank week counts as 0): 83.4 %, warning.
  await enterWeeks(food, ["1000", "1500.5", "", "0.1"]);
  await expect(food.getByTestId("weekly-total")).toHaveText("$2,500.60");
  await food.getByRole("button", { name: "Save" }).click();
  await expect(toast(staff, "Budget updated successfully")).toBeVisible();
  await expect(food.getByTestId("budget-amounts")).toHaveText("$2,500.60 / $3,000.00");
  await expect(food.getByTestId("budget-percent")).toHaveText("83.4% of budget used");
  await expect(food.getByTestId("budget-progress")).toHaveAttribute("data-band", "warning");
  await expect(food.getByTestId("budget-variance")).toHaveText("$499.40 under budget");
  await expect(staff.getByTestId("total-actual")).toHaveText("$2,500.60");
  await expect(staff.getByTestId("overall-progress")).toHaveText("31.3%");
  await expect(staff.getByTestId("overall-progress-bar")).toHaveAttribute("data-band", "success");
  await expect(chartRow(staff, "Food Cost")).toContainText("$2,500.60");

  // Labor goes over plan: 105 % (issue 24: the figure is not capped, the bar is), danger, and the variance says by how much.
  const labor = row(staff, "Labor");
  await enterWeeks(labor, ["1250", "1250", "1250", "1500"]);
  await labor.getByRole("button", { name: "Save" }).click();
  await expect(labor.getByTestId("budget-amounts")).toHaveText("$5,250.00 / $5,000.00");
  await expect(labor.getByTestId("budget-percent")).toHaveText("105% of budget used");
  const laborBar = labor.getByTestId("budget-progress");
  const [barBox, fillBox] = [await laborBar.boundingBox(), await laborBar.locator("div").first().boundingBox()];
  expect(fillBox!.x + fillBox!.width).toBeLessThanOrEqual(barBox!.x + barBox!.width + 0.5);
  await expect(labor.getByTestId("budget-progress")).toHaveAttribute("data-band", "danger");
  await expect(labor.getByTestId("budget-variance")).toHaveText("$250.00 over budget");
  await expect(staff.getByTestId("total-actual")).toHaveText("$7,750.60");
  await expect(staff.getByTestId("overall-progress")).toHaveText("96.9%");
  await expect(staff.getByTestId("overall-progress-bar")).toHaveAttribute("data-band", "danger");
  await expect(chartRow(staff, "Labor")).toContainText("$5,250.00");
  await expect(chartBars("hsl(var(--warning))")).toHaveCount(1);
  await expect(chartBars("hsl(var(--destructive))")).toHaveCount(1);

  // An invalid value is caught before sending.
  await enterWeeks(food, ["-5", "0", "0", "0"]);
  await food.getByRole("button", { name: "Save" }).click();
  await expect(food.getByText("Enter an amount of at least 0")).toBeVisible();
  await screenshot(staff, "budget-staff-edit-1280");
  await food.getByRole("button", { name: "Cancel" }).click();

  // A reload shows what the server stored.
  await staff.reload();
  await expect(row(staff, "Food Cost").getByTestId("budget-amounts")).toHaveText("$2,500.60 / $3,000.00");
  await screenshot(staff, "budget-staff-1280");
  await staff.context().close();
});

test("admin tools: edit plan, copy last month, categories, delete a line", async ({ browser }) => {
  // Last month's plan, put straight into the database: Food Cost (present this month), Supplies, Utilities.
  const { database, tenant } = server;
  const cats = await database.db.select().from(budgetCategories);
  const id = (name: string) => cats.find((c) => c.name === name)!.id;
  const lastMonth = addMonthsIso(`${MONTH}-01`, -1).slice(0, 7);
  await database.db.insert(budgets).values(
    ["Food Cost", "Supplies", "Utilities"].map((name) => ({
      locationId: tenant.assigned.id,
      categoryId: id(name),
      month: lastMonth,
      plannedAmount: "400.00",
      weekOneActual: "100.00",
      actualAmount: "100.00",
    })),
  );

  const admin = await openAs(browser, "admin");
  const food = row(admin, "Food Cost");
  await expect(food.getByTestId("budget-percent")).toHaveText("83.4% of budget used");

  // Edit plan: 2,500.60 of 2,400 is over plan.
  await food.getByRole("button", { name: "More actions for Food Cost" }).click();
  await admin.getByRole("menuitem", { name: "Edit Plan" }).click();
  const plan = admin.getByRole("dialog", { name: "Edit Plan" });
  await plan.getByLabel("Planned Amount").fill("2400");
  await plan.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(admin, "Budget updated successfully")).toBeVisible();
  await expect(food.getByTestId("budget-amounts")).toHaveText("$2,500.60 / $2,400.00");
  await expect(food.getByTestId("budget-progress")).toHaveAttribute("data-band", "danger");
  await expect(admin.getByTestId("total-planned")).toHaveText("$7,400.00");

  // Copy last month: Supplies and Utilities arrive with zero actuals; Food Cost keeps this month's plan.
  const fromLabel = formatYearMonth(lastMonth);
  await admin.getByRole("button", { name: `Copy from ${fromLabel}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Copy Lines" }).click();
  await expect(toast(admin, `Copied 2 budget lines from ${fromLabel}`)).toBeVisible();
  await expect(admin.getByTestId("budget-row")).toHaveCount(4);
  await expect(row(admin, "Supplies").getByTestId("budget-amounts")).toHaveText("$0.00 / $400.00");
  await expect(food.getByTestId("budget-amounts")).toHaveText("$2,500.60 / $2,400.00");
  await expect(admin.getByTestId("total-planned")).toHaveText("$8,200.00");
  await expect(chartRow(admin, "Utilities")).toContainText("$400.00");

  // An own category: add it, plan it, and it cannot be deleted while in use.
  await admin.getByRole("button", { name: "Manage Categories" }).click();
  const categories = admin.getByRole("dialog", { name: "Budget Categories" });
  await categories.getByLabel("Category Name").fill("Catering");
  await categories.getByRole("button", { name: "Add Category" }).click();
  await expect(toast(admin, "Category added successfully")).toBeVisible();
  await expect(categories.getByRole("listitem").filter({ hasText: "Catering" })).toBeVisible();
  await categories.getByRole("button", { name: "Done" }).click();
  await expect(categories).toBeHidden();
  await addLine(admin, "Catering", "150.25");
  await admin.getByRole("button", { name: "Manage Categories" }).click();
  await categories.getByRole("button", { name: "Delete Catering" }).click();
  await categories.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(admin, "Failed to delete category")).toContainText('"Catering" is in use by 1 budget line and cannot be deleted.');
  await categories.getByRole("button", { name: "Done" }).click();
  await expect(categories).toBeHidden();

  // Delete the line, then the category.
  await row(admin, "Catering").getByRole("button", { name: "More actions for Catering" }).click();
  await admin.getByRole("menuitem", { name: "Delete Line" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete Line" }).click();
  await expect(toast(admin, "Budget line deleted successfully")).toBeVisible();
  await expect(admin.getByTestId("budget-row")).toHaveCount(4);
  await admin.getByRole("button", { name: "Manage Categories" }).click();
  await categories.getByRole("button", { name: "Delete Catering" }).click();
  await categories.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(admin, "Category deleted successfully")).toBeVisible();
  await expect(categories.getByRole("listitem").filter({ hasText: "Catering" })).toHaveCount(0);
  await categories.getByRole("button", { name: "Done" }).click();
  await expect(categories).toBeHidden();

  // Another month of the year: empty. The picker reaches a year back and a year ahead (issue 24).
  await admin.getByRole("combobox", { name: "Month" }).click();
  await expect(admin.getByRole("option", { name: formatYearMonth(addMonthsIso(`${MONTH}-01`, -12).slice(0, 7)) })).toBeAttached();
  await expect(admin.getByRole("option", { name: formatYearMonth(addMonthsIso(`${MONTH}-01`, 12).slice(0, 7)) })).toBeAttached();
  await expect(admin.getByRole("option")).toHaveCount(25);
  const other = MONTH.endsWith("-01") ? formatYearMonth(`${MONTH.slice(0, 4)}-02`) : formatYearMonth(`${MONTH.slice(0, 4)}-01`);
  await admin.getByRole("option", { name: other }).click();
  await expect(admin.getByText("No budget data available for this month")).toBeVisible();
  await admin.context().close();
});

test("screens at 390 px", async ({ browser }) => {
  const admin = await openAs(browser, "admin", 390);
  await expect(admin.getByTestId("budget-row")).toHaveCount(4);
  await screenshot(admin, "budget-admin-390");
  await admin.context().close();

  const staff = await openAs(browser, "staff", 390);
  await enterWeeks(row(staff, "Supplies"), ["120", "", "", ""]);
  await screenshot(staff, "budget-staff-edit-390");
  await staff.context().close();
});
