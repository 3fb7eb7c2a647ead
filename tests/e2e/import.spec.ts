import { expect, type Page, test } from "@playwright/test";
import { screenshot, selectLocation, signIn } from "./support";

const choose = async (page: Page, trigger: ReturnType<Page["getByRole"]>, option: string) => {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

for (const width of [390, 1280]) {
  test.describe(`import and export at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("dry run with statuses and reasons, column mapping, confirm; export downloads a zip", async ({ page }) => {
      const stamp = `${width}-${Date.now()}`;
      const csv = [
        "Store Name,Street,City,State,Zip,Remarks",
        `Harbor ${stamp},9 Pier Rd,Boston,Massachusetts,2110,by the water`,
        `Mill ${stamp},1 Mill St,Lowell,MA,01852,`,
        `Narnia ${stamp},1 Lamp Post,Cair Paravel,Narnia,00000,`,
      ].join("\r\n");

      await signIn(page);
      await page.goto("/organization");
      await page.getByRole("button", { name: "Import" }).click();
      const dialog = page.getByRole("dialog", { name: "Import from a spreadsheet" });
      await expect(dialog.getByRole("link", { name: /Download the locations template/ })).toHaveAttribute("href", "/api/import/locations/template");
      await dialog.getByLabel("Spreadsheet").setInputFiles({ name: "stores.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

      const counts = dialog.getByTestId("import-counts");
      await expect(counts).toContainText("2 new");
      await expect(counts).toContainText("1 with errors");
      const errorRow = dialog.locator('tbody[data-status="error"]');
      await expect(errorRow).toContainText('State: State "Narnia" is not a US state');
      await expect(dialog.getByRole("combobox", { name: "Field for column Remarks" })).toHaveText("Notes");

      // Leave a column out, and the preview follows.
      await choose(page, dialog.getByRole("combobox", { name: "Field for column Remarks" }), "Don't import");
      await expect(dialog.getByRole("combobox", { name: "Field for column Remarks" })).toHaveText("Don't import");
      await choose(page, dialog.getByRole("combobox", { name: "Field for column Remarks" }), "Notes");
      await expect(counts).toContainText("2 new");
      await screenshot(page, `import-preview-${width}`);

      await dialog.getByRole("button", { name: "Import 2 rows" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Harbor ${stamp}`)).toBeVisible();
      await expect(page.getByText("2 added, 0 updated, 0 unchanged, 1 row with errors skipped").first()).toBeAttached();

      // The same file again: nothing to import.
      await page.getByRole("button", { name: "Import" }).click();
      await dialog.getByLabel("Spreadsheet").setInputFiles({ name: "stores.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await expect(counts).toContainText("2 unchanged");
      await expect(dialog.getByRole("button", { name: "Nothing to import" })).toBeDisabled();
      await dialog.getByRole("button", { name: "Cancel" }).click();

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^sous-export-\d{4}-\d{2}-\d{2}\.zip$/);
      await screenshot(page, `organization-export-${width}`);
    });
  });
}

test("an imported license without a document is flagged 'Document missing' on the License screen", async ({ page }) => {
  await signIn(page);
  const number = `IMP-${Date.now()}`;
  const csv = `Location,License Type,License Number,Expiration Date\r\nDowntown Diner,Liquor,${number},12/31/2030\r\n`;
  const res = await page.request.post("/api/import/licenses/apply", { multipart: { file: { name: "licenses.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } } });
  expect(res.status(), await res.text()).toBe(200);
  const locations = (await (await page.request.get("/api/organization/locations")).json()) as { id: string; name: string }[];
  const diner = locations.find((l) => l.name === "Downtown Diner")!;
  await selectLocation(page, diner.id);
  await page.goto("/licenses");
  const row = page.getByTestId("license-row").filter({ visible: true }).filter({ hasText: number });
  await expect(row.getByTestId("document-missing")).toHaveText("Document missing");
});
