import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import * as XLSX from "xlsx";
import { fixturePath } from "../support/fixtures";
import { screenshot, selectLocation, signIn } from "./support";

const WEEK = fixturePath("payroll/policy/week-with-jobs.csv");
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const cents = (text: string) => Math.round(Number(text) * 100);

async function useFreshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", { data: { name, address: "3 Tip Row", city: "Buffalo", state: "NY", zipCode: "14201" } });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
}

/** axe (WCAG 2 A/AA): no serious or critical violation. */
async function expectAccessible(page: Page, what: string) {
  // Not over a button: the hover colour is the design system's, checked elsewhere.
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

async function check(scope: Locator, group: string, roles: string[]) {
  const fieldset = scope.getByRole("group", { name: group });
  for (const role of roles) await fieldset.getByRole("checkbox", { name: role, exact: true }).check();
}

for (const width of [1280, 390]) {
  test.describe(`tip policies at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("servers tip out 3 % to bussers and 2 % to the bar, the rest pooled by points × hours: payouts add up, each with its working, on screen and in both exports", async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page);
      await useFreshLocation(page, `Tip Policy Lab ${width} ${Date.now()}`);
      await page.goto("/payroll");

      // The policy, step by step.
      await page.getByRole("button", { name: "New Policy" }).click();
      const dialog = page.getByRole("dialog", { name: "New Tip Policy" });
      await dialog.getByLabel("Name", { exact: true }).fill("Dinner pool");
      await dialog.getByRole("button", { name: "Add tip-out" }).click();
      const step1 = dialog.getByRole("region", { name: "Step 1: Tip-out" });
      await check(step1, "Who tips out", ["Server"]);
      await check(step1, "Who receives it", ["Busser"]);
      await step1.getByLabel("Percent").fill("3");
      await dialog.getByRole("button", { name: "Add tip-out" }).click();
      const step2 = dialog.getByRole("region", { name: "Step 2: Tip-out" });
      await check(step2, "Who tips out", ["Server"]);
      await check(step2, "Who receives it", ["Bartender"]);
      await step2.getByLabel("Percent").fill("2");
      await dialog.getByRole("button", { name: "Add pool" }).click();
      const step3 = dialog.getByRole("region", { name: "Step 3: Pool" });
      await check(step3, "Roles in the pool", ["Server", "Bartender", "Busser", "Manager"]);
      await step3.getByLabel("Split").selectOption("points_hours");
      await step3.getByLabel("Server points").fill("10");
      await step3.getByLabel("Bartender points").fill("8");
      await step3.getByLabel("Busser points").fill("5");
      await step3.getByLabel("Manager points").fill("12");

      // A pool with the manager role is refused, naming the rule.
      const problems = dialog.getByRole("alert");
      await expect(problems).toContainText('"Manager" is a manager role — managers and supervisors may keep no part of employees\' tips');
      await expect(problems).toContainText("FLSA §3(m)(2)(B), as amended in 2018");
      await dialog.getByRole("button", { name: "Create Policy" }).click();
      await expect(dialog).toBeVisible();
      await screenshot(page, `tip-policy-manager-refused-${width}`);
      await expectAccessible(page, "policy editor");
      await step3.getByRole("group", { name: "Roles in the pool" }).getByRole("checkbox", { name: "Manager", exact: true }).uncheck();
      await expect(problems).toBeHidden();
      await dialog.getByRole("button", { name: "Create Policy" }).click();
      await expect(toast(page, 'Tip policy "Dinner pool" saved')).toBeVisible();
      const policies = page.getByRole("list", { name: "Tip policies" });
      await expect(policies).toContainText("Server tip out 3 % of tips to Busser");
      await expect(policies).toContainText("remaining tips of Server, Bartender, Busser pooled by points × hours (Server 10, Bartender 8, Busser 5)");

      // The week's file, shared by the policy.
      await page.getByLabel("Week Ending").fill("2026-11-15");
      await page.getByLabel("Payroll Files").setInputFiles(WEEK);
      await page.getByLabel("Share tips by").selectOption({ label: "Tip policy: Dinner pool" });
      await page.getByRole("button", { name: "Calculate Tips" }).click();
      await expect(toast(page, "Processed $1,348.15 in tips for 7 employees")).toBeVisible();

      const working = page.getByLabel("Payout and working per employee").filter({ visible: true });
      const rows = working.getByTestId("working-row");
      await expect(rows).toHaveCount(7);
      const ana = rows.filter({ hasText: "Ana Ruiz" });
      await expect(ana).toContainText("$359.68");
      await expect(ana).toContainText("Step 1: tip-out to Busser, 3 % of $500.00 tips: −$15.00");
      await expect(ana).toContainText("10 points × 30.00 h = 300 of 998.5 points·hours (30.05 %) of the $1,197.12 pool: +$359.68");
      await expect(rows.filter({ hasText: "Eli Moreau" })).toContainText("Step 1: tip-out from Server (shared by hours): +$13.27");
      await expect(rows.filter({ hasText: "Gus Brown" })).toContainText("FLSA §3(m)(2)(B)");
      await expect(working.getByTestId("working-total")).toContainText("$1,348.15");
      await expect(page.getByText("Paid out $1,348.15 = $1,348.15 reported.")).toBeVisible();
      const cards = page.getByRole("list", { name: "Recent calculations" }).getByRole("listitem");
      await expect(cards.first()).toContainText("Tip policy: Dinner pool");
      await expect(page.getByRole("heading", { name: "Employees without a role of the policy (1)" })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(toast(page, "Processed")).toBeHidden({ timeout: 8_000 });
      await screenshot(page, `tip-policy-breakdown-${width}`);
      await expectAccessible(page, "breakdown with a tip policy");
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // Both exports carry the working; the payouts add up to the file's total to the cent.
      const [csvDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
      const csv = readFileSync((await csvDownload.path())!, "utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n");
      expect(csv[0]).toBe("Employee,Role,Hours,Reported Tips,Card Tips,Card Fee Withheld,Tip-outs Given,Tip-outs Received,Pool Contribution,Pool Points,Pool Share %,Pool Share,Payout,Working");
      const payoutColumn = csv.slice(1).map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)![12]!.replace(/,$/, ""));
      expect(payoutColumn.reduce((s, v) => s + cents(v), 0)).toBe(134815);
      expect(csv.find((l) => l.startsWith("Ana Ruiz"))).toContain("Reported tips $500.00; Step 1: tip-out to Busser");

      const [xlsxDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Excel" }).click()]);
      const book = XLSX.read(readFileSync((await xlsxDownload.path())!));
      const sheet = XLSX.utils.sheet_to_json<Record<string, number | string>>(book.Sheets.Payouts!);
      const people = sheet.filter((r) => r.Employee !== "Total");
      expect(people).toHaveLength(7);
      expect(people.reduce((s, r) => s + Math.round(Number(r.Payout) * 100), 0)).toBe(134815);
      expect(String(people.find((r) => r.Employee === "Ana Ruiz")!.Working)).toContain("(30.05 %)");

      const [importDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Payroll import CSV" }).click()]);
      expect(importDownload.suggestedFilename()).toBe("payroll-import-week-ending-2026-11-15.csv");
      const importLines = readFileSync((await importDownload.path())!, "utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n");
      expect(importLines[0]).toBe("Employee,Hours,Tips");
      expect(importLines).toContain("Ana Ruiz,30,359.68");

      // The employee without a role gets one; the payouts still add up.
      await page.getByLabel("Fay Lin").selectOption("Server");
      await page.getByRole("button", { name: "Save roles" }).click();
      // Asked first: the saved payouts change and earlier downloads are out of date.
      const ask = page.getByRole("alertdialog", { name: "Change this calculation's payouts?" });
      await expect(ask).toContainText("Giving Fay Lin the role Server recalculates every payout of the saved calculation");
      await expect(ask).toContainText("Files downloaded from it before (CSV, Excel, payroll import) are out of date");
      // Which payouts change, before and after (from a dry run).
      await expect(ask.getByRole("list", { name: "Payouts that change" })).toContainText(/Fay Lin: \$[\d,.]+ → \$[\d,.]+/);
      await ask.getByRole("button", { name: "Save roles and recalculate" }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByRole("heading", { name: /Employees without a role/ })).toBeHidden();
      await expect(rows.filter({ hasText: "Fay Lin" })).toContainText("Server (assigned)");
      await expect(working.getByTestId("working-total")).toContainText("$1,348.15");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `tip-policy-assigned-${width}`);
    });
  });
}
