import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { addDaysIso, dayOfWeek } from "@shared/domain/calendar";
import { weekEndingDefault } from "@shared/domain/dates";
import { fixturePath } from "../support/fixtures";
import { newYorkToday } from "../support/location-day";
import { chooseOption, screenshot, selectLocation, signIn, untilLive } from "./support";

const FIXTURES = fixturePath("payroll");
const WEEK_FILES = ["valid/pos-tip-report-2026-11-08.xlsx", "valid/bar-tip-summary-2026-11-08.xls"].map((f) => path.join(FIXTURES, f));

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A location of its own, chosen before the app loads, so other tests' data does not interfere. */
async function useFreshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", {
    data: { name, address: "9 Payroll Way", city: "Troy", state: "NY", zipCode: "12180" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
}

for (const width of [390, 1280]) {
  test.describe(`payroll at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("upload two files for one week: toast, new card, breakdown, pool by hours, CSV download; a bad file fails clearly", async ({ page }) => {
      test.setTimeout(150_000);
      await signIn(page);
      await useFreshLocation(page, `Payroll Lab ${width} ${Date.now()}`);
      await page.goto("/payroll");
      await expect(page.getByRole("heading", { name: "Payroll Calculator", level: 1 })).toBeVisible();

      // The empty screen of SPEC.md: week ending preset, caption, disabled button, empty list, how-to card.
      const weekEnding = page.getByLabel("Week Ending");
      await expect(weekEnding).toHaveValue(weekEndingDefault(newYorkToday()));
      await expect(page.getByText("Supports .xlsx, .xls files up to 10MB each")).toBeVisible();
      const calculate = page.getByRole("button", { name: "Calculate Tips" });
      await expect(calculate).toBeDisabled();
      await expect(page.getByText("No payroll calculations yet")).toBeVisible();
      await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
      await expect(page.getByText("One column for the employee and one for the tips.")).toBeVisible();
      await screenshot(page, `payroll-empty-${width}`);

      // Two exports of the same week; listed with their size in MB.
      await page.getByLabel("Payroll Files").setInputFiles(WEEK_FILES);
      const selected = page.getByRole("list", { name: "Selected files" });
      await expect(selected.getByRole("listitem")).toHaveCount(2);
      // 4,748 and 6,656 bytes.
      await expect(selected.getByRole("listitem").filter({ hasText: "pos-tip-report-2026-11-08.xlsx" })).toContainText("<0.01 MB");
      await expect(selected.getByRole("listitem").filter({ hasText: "bar-tip-summary-2026-11-08.xls" })).toContainText("0.01 MB");
      await expect(calculate).toBeEnabled();

      // Without a date the button is disabled again.
      await weekEnding.fill("");
      await expect(calculate).toBeDisabled();
      await weekEnding.fill("2026-11-08");
      await expect(calculate).toBeEnabled();
      await calculate.click();
      await expect(toast(page, "Processed $12,076.85 in tips for 15 employees")).toBeVisible();
      await expect(selected).toBeHidden();

      // The breakdown: every employee, summed across the two files.
      // A table on wide screens, a list on phones.
      const breakdown = page.getByLabel("Tips per employee").filter({ visible: true });
      const employeeRows = breakdown.getByTestId("employee-row");
      const total = breakdown.getByTestId("employee-total");
      await expect(page.getByRole("heading", { name: "Tips for the week ending Nov 08, 2026" })).toBeVisible();
      await expect(employeeRows).toHaveCount(15);
      const carlos = employeeRows.filter({ hasText: "Carlos Mendoza" });
      await expect(carlos).toContainText("$968.99");
      await expect(carlos).toContainText("pos-tip-report-2026-11-08.xlsx row 7");
      await expect(carlos).toContainText("bar-tip-summary-2026-11-08.xls row 7");
      await expect(total).toContainText("$12,076.85");
      await expect(total).toContainText("458.75");
      await expect(page.getByRole("heading", { name: "What was read" })).toBeVisible();
      await expect(page.getByText(/Skipped rows \(\d+\)/)).toBeVisible();

      // The new card in Recent Calculations.
      const cards = page.getByRole("list", { name: "Recent calculations" }).getByRole("listitem");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("Nov 08, 2026");
      await expect(cards.first()).toContainText("$12,076.85");
      await expect(cards.first()).toContainText("15");
      await expect(cards.first()).toContainText("$805.12");
      await expect(cards.first()).toContainText("pos-tip-report-2026-11-08.xlsx, bar-tip-summary-2026-11-08.xls");

      // Pool by hours: every employee's share, adding up to the same total.
      await page.getByText("Pool by hours", { exact: true }).click();
      // Carlos worked 37.25 of 458.75 hours: $980.63 of the pool, against $968.99 reported.
      await expect(carlos).toContainText("$980.63");
      if (width >= 640) await expect(breakdown.getByRole("columnheader", { name: "Pool Share" })).toBeVisible();
      else await expect(carlos).toContainText("reported $968.99");
      await expect(total).toContainText("$12,076.85");
      await expect(cards.first()).toContainText("Pooled by hours");
      // Fixed bars are drawn where the page is scrolled to; the full-page picture reads best from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(toast(page, "Processed")).toBeHidden({ timeout: 8_000 });
      await screenshot(page, `payroll-breakdown-${width}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // The CSV of the payouts.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
      expect(download.suggestedFilename()).toBe("tips-week-ending-2026-11-08.csv");
      const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
      const lines = csv.trimEnd().split("\r\n");
      expect(lines[0]).toBe("Employee,Hours,Reported Tips,Payout");
      expect(lines).toHaveLength(16);
      const cents = lines.slice(1).map((l) => Math.round(Number(l.split(",").at(-1)) * 100));
      expect(cents.reduce((a, b) => a + b, 0)).toBe(1207685);

      // Closing and opening again from the card.
      await page.getByRole("button", { name: "Close breakdown" }).click();
      await expect(breakdown).toBeHidden();
      await cards.first().getByRole("button").click();
      await expect(employeeRows).toHaveCount(15);

      // A file that is not a spreadsheet, for the same week: first the question (issue 24), then, replacing, the
      // failure toast with the server's reason; nothing added and the old calculation kept.
      await page.getByLabel("Payroll Files").setInputFiles(path.join(FIXTURES, "invalid/tips-week-notes.xlsx"));
      await calculate.click();
      const question = page.getByRole("alertdialog", { name: "This week already has a calculation" });
      await expect(question).toBeVisible();
      await question.getByRole("button", { name: "Replace it" }).click();
      const failure = toast(page, "Failed to process payroll files");
      await expect(failure).toBeVisible();
      await expect(failure).toContainText("tips-week-notes.xlsx");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("$12,076.85");
    });
  });
}

test.describe("one calculation per pay week (issue 24)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("week endings fall on the location's pay-week end day; a calculated week is opened or replaced; opening scrolls to it", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page);
    const name = `Pay Week Lab ${Date.now()}`;
    await useFreshLocation(page, name);

    // The location's pay week is set on the Organization screen: Saturday.
    await page.goto("/organization");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Location" });
    await expect(editor.getByRole("combobox", { name: "Pay Week Ends On" })).toHaveText("Sunday");
    await chooseOption(page, editor.getByRole("combobox", { name: "Pay Week Ends On" }), "Saturday");
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Location updated successfully")).toBeVisible();

    await page.goto("/payroll");
    await untilLive(page);
    const weekEnding = page.getByLabel("Week Ending");
    const today = newYorkToday();
    await expect(weekEnding).toHaveValue(addDaysIso(today, -((dayOfWeek(today) + 1) % 7)));
    await expect(page.getByText("Pay weeks at this location end on Saturday.")).toBeVisible();
    await page.getByLabel("Payroll Files").setInputFiles(path.join(FIXTURES, "valid/employee-tips-simple.xlsx"));
    const calculate = page.getByRole("button", { name: "Calculate Tips" });
    await weekEnding.fill("2026-11-08"); // a Sunday
    await expect(page.getByText("Week ending must be a Saturday, the day this location's pay week ends.")).toBeVisible();
    await expect(weekEnding).toHaveAttribute("aria-invalid", "true");
    await expect(calculate).toBeDisabled();
    await weekEnding.fill("2026-11-07");
    await calculate.click();
    await expect(toast(page, "Processed")).toBeVisible();
    const cards = page.getByRole("list", { name: "Recent calculations" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);

    // The same week again: asked first; "Open it" shows the one there is.
    await page.getByRole("button", { name: "Close breakdown" }).click();
    await page.getByLabel("Payroll Files").setInputFiles(path.join(FIXTURES, "valid/employee-tips-simple.xlsx"));
    await calculate.click();
    const question = page.getByRole("alertdialog", { name: "This week already has a calculation" });
    await expect(question).toContainText("Nov 07, 2026");
    await question.getByRole("button", { name: "Open it" }).click();
    const heading = page.getByRole("heading", { name: "Tips for the week ending Nov 07, 2026" });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();

    // "Replace it": still one calculation for the week, the new one.
    await calculate.click();
    await question.getByRole("button", { name: "Replace it" }).click();
    await expect(question).toBeHidden();
    await expect(toast(page, "Processed")).toBeVisible();
    await expect(page.getByLabel("Payroll Files")).toBeEnabled();
    await expect(cards).toHaveCount(1);

    // Opening a past calculation from the list brings its breakdown into view, its heading focused.
    await page.getByRole("button", { name: "Close breakdown" }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await cards.first().getByRole("button").click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
  });
});
