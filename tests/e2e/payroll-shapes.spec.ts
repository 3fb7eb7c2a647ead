import { expect, type Page, test } from "@playwright/test";
import { screenshot, selectLocation, signIn } from "./support";

// Issue 31, point 3: an earnings register with one row per employee and pay code, and a manager's grid with the
// employees as columns, are read in the browser as a manager uploads them, and the screen says how.

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

const LONG = `Earnings Register
Pay Period: 11/02/2026 - 11/08/2026
Employee Name,File Number,Earnings Code,Earnings Description,Hours,Amount
"PEÑA, JOSÉ",004512,REG,Regular,32.50,487.50
"PEÑA, JOSÉ",004512,OT,Overtime,2.00,45.00
"PEÑA, JOSÉ",004512,CCT,Charged Tips,,640.10
"PEÑA, JOSÉ",004512,CT,Cash Tips,,210.25
"LEE, ANA",004513,REG,Regular,30.00,450.00
"LEE, ANA",004513,CCT,Charged Tips,,512.40
"LEE, ANA",004513,CT,Cash Tips,,88.00
"LEE, ANA",004513,TCR,Tip Credit,,-60.00
Company Totals,,,,,2373.25
`;

const GRID = `Tips by employee - week of 11/02/2026
Day,Lena Fox,Raj Singh,Chloe Dubois
Mon 11/02,85.00,60.50,
Tue 11/03,92.25,,71.00
Wed 11/04,,88.00,66.40
Total,177.25,148.50,137.40
`;

test.use({ viewport: { width: 390, height: 844 } });

test("a long-format earnings register and an employees-as-columns grid are read, and the screen says how", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const res = await page.request.post("/api/locations", { data: { name: `Shapes ${Date.now()}`, address: "3 Ledger Row", city: "Troy", state: "NY", zipCode: "12180" } });
  expect(res.status(), await res.text()).toBe(201);
  await selectLocation(page, ((await res.json()) as { id: string }).id);
  await page.goto("/payroll");

  await page.getByRole("textbox", { name: "Week Ending" }).fill("2026-11-08");
  await page.getByLabel("Payroll Files").setInputFiles({ name: "adp-register.csv", mimeType: "text/csv", buffer: Buffer.from(LONG) });
  await page.getByRole("button", { name: "Calculate Tips" }).click();
  // 640.10 + 210.25 + 512.40 + 88.00: the tip codes only, never wages or the tip credit.
  await expect(toast(page, "Processed $1,450.75 in tips for 2 employees")).toBeVisible();
  const breakdown = page.getByLabel("Tips per employee").filter({ visible: true });
  await expect(breakdown.getByTestId("employee-row").filter({ hasText: "José Peña" })).toContainText("$850.35");
  await expect(page.getByRole("note", { name: "Warnings" })).toContainText("lists one row per employee and pay code");
  await screenshot(page, "payroll-long-format-390");

  await page.getByRole("button", { name: "Close breakdown" }).click();
  await page.getByRole("textbox", { name: "Week Ending" }).fill("2026-11-08");
  await page.getByLabel("Payroll Files").setInputFiles({ name: "tips-grid.csv", mimeType: "text/csv", buffer: Buffer.from(GRID) });
  await page.getByRole("button", { name: "Calculate Tips" }).click();
  await page.getByRole("alertdialog", { name: "This week already has a calculation" }).getByRole("button", { name: "Replace it" }).click();
  await expect(toast(page, "Processed $463.15 in tips for 3 employees")).toBeVisible();
  await expect(page.getByRole("note", { name: "Warnings" })).toContainText("has the employees as columns");
});
