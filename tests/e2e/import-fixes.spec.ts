import { expect, test } from "@playwright/test";
import { chooseOption, screenshot, signIn } from "./support";

/**
 * Issue 34 point 2: a corrected file keeps the columns mapped by hand; an unknown Status is an error naming
 * the allowed values; a row in error is corrected in the dry run and applied, another left out.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("import: mapping kept on re-upload, unknown choice refused, a row corrected in the dry run and applied", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const first = ["Store,Street,State,Status,GM Name", `Kept ${stamp},1 Kept St,NY,open,Jo Kept`, `Soon ${stamp},2 Soon St,NY,opening soonish,Al Soon`].join("\r\n");
  const corrected = [
    "Store,Street,State,Status,GM Name",
    `Kept ${stamp},1 Kept St,NY,open,Jo Kept`,
    `Soon ${stamp},2 Soon St,NY,opening soonish,Al Soon`,
    `Out ${stamp},3 Out St,Narnia,open,Lee Out`,
  ].join("\r\n");

  await signIn(page);
  await page.goto("/organization");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import from a spreadsheet" });
  const file = dialog.getByLabel("Spreadsheet");
  await file.setInputFiles({ name: "stores.csv", mimeType: "text/csv", buffer: Buffer.from(first) });
  const counts = dialog.getByTestId("import-counts");
  await expect(counts).toContainText("1 with errors");

  // "GM Name" is not a name the app knows: mapped by hand.
  const gm = dialog.getByRole("combobox", { name: "Field for column GM Name" });
  await expect(gm).toHaveText("Don't import");
  await chooseOption(page, gm, "Manager");
  await expect(counts).toContainText("1 new");

  // The corrected file: the hand-made choice stays, and the dialog says so.
  await file.setInputFiles({ name: "stores-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(corrected) });
  await expect(counts).toContainText("2 with errors");
  await expect(gm).toHaveText("Manager");
  await expect(dialog.getByText("Your column choices were kept for this file: GM Name → Manager.")).toBeVisible();

  // An unknown Status is an error that names the allowed values.
  const soonRow = dialog.locator("tbody").filter({ hasText: `Soon ${stamp}` });
  await expect(soonRow).toContainText('Status: Status "opening soonish" is not one of active, inactive, opening_soon, temporarily_closed');

  // Corrected in place, and another row left out.
  await dialog.getByRole("button", { name: "Correct row 3" }).click();
  await dialog.getByRole("form", { name: "Correct row 3" }).getByLabel("Status").fill("opening soon");
  await dialog.getByRole("button", { name: "Check again" }).click();
  await expect(counts).toContainText("2 new");
  await expect(soonRow).toContainText("Corrected here: Status");
  await expect(soonRow).toHaveAttribute("data-status", "new");
  await dialog.getByRole("button", { name: "Leave out row 4" }).click();
  await expect(counts).toContainText("0 with errors");
  await expect(counts).toContainText("1 left out");
  await expect(dialog.getByRole("button", { name: "Import row 4 after all" })).toBeVisible();
  await screenshot(page, "import-dry-run-edited-1280");
  await screenshot(page, "import-dry-run-edited-1280");

  await dialog.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("2 added, 0 updated, 0 unchanged, 1 row left out.").first()).toBeAttached();
  await expect(page.getByText(`Out ${stamp}`)).toHaveCount(0);
  await expect(page.getByText(`Soon ${stamp}`)).toBeVisible();
});
