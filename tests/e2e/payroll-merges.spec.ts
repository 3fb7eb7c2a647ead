import { expect, type Page, test } from "@playwright/test";
import { screenshot, selectLocation, signIn } from "./support";

// Issue 31: one week in two files — tips through the paycheck and cash, one person spelled two ways.
const CARD = "Staff,Paycheck Tips,Cash Tips,Total Tips\nJosé Peña,644.30,10.00,654.30\nGrace Liu,512.10,0,512.10\n";
const CASH = 'Name,Cash Tips\n"PENA, JOSE",92.00\n';
const BAD = "Employee,Tips,Tips Paid\nAna Ruiz,312.40,280.10\n";

async function useFreshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", { data: { name, address: "9 Payroll Way", city: "Troy", state: "NY", zipCode: "12180" } });
  expect(res.status(), await res.text()).toBe(201);
  await selectLocation(page, ((await res.json()) as { id: string }).id);
}

for (const width of [390, 1280]) {
  test.describe(`payroll components and merged names at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("shows the components and the merge, keeps a spelling apart; unclear tip columns are refused naming them", async ({ page }) => {
      test.setTimeout(150_000);
      await signIn(page);
      await useFreshLocation(page, `Merges ${width} ${Date.now()}`);
      await page.goto("/payroll");
      await page.getByLabel("Week Ending").fill("2026-11-22");

      await page.getByLabel("Payroll Files").setInputFiles([{ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(BAD) }]);
      await page.getByRole("button", { name: "Calculate Tips" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: '"Tips", "Tips Paid". Which of them holds the tips to pay?' }).first()).toBeVisible();
      await page.getByRole("button", { name: /Remove bad\.csv/ }).click();

      await page.getByLabel("Payroll Files").setInputFiles([
        { name: "card.csv", mimeType: "text/csv", buffer: Buffer.from(CARD) },
        { name: "cash.csv", mimeType: "text/csv", buffer: Buffer.from(CASH) },
      ]);
      await page.getByRole("button", { name: "Calculate Tips" }).click();
      const merge = page.getByTestId("merge");
      await expect(merge).toContainText("merged: José Peña = PENA, JOSE");
      await expect(page.getByTestId("tip-components").first()).toContainText('Tips read from: "Paycheck Tips" + "Cash Tips" (checked against "Total Tips" on every row)');
      const jose = page.getByTestId("employee-row").filter({ hasText: "José Peña" }).filter({ visible: true });
      await expect(jose).toContainText("$746.30");
      await expect(jose).toContainText("Paycheck Tips $644.30 + Cash Tips $102.00");
      await screenshot(page, `payroll-merges-${width}`);

      await merge.getByRole("button", { name: 'Keep "PENA, JOSE" apart' }).click();
      await expect(page.getByTestId("toast").filter({ hasText: '"PENA, JOSE" is now counted as a person of its own' }).first()).toBeVisible();
      await expect(page.getByTestId("merge")).toHaveCount(0);
      await expect(page.getByTestId("employee-row").filter({ visible: true })).toHaveCount(3);
      await expect(page.getByTestId("employee-total").filter({ visible: true })).toContainText("$1,258.40");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `payroll-kept-apart-${width}`);
    });
  });
}
