import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { formatDisplayDate } from "@shared/domain/dates";
import { fixturePath } from "../support/fixtures";
import { screenshot, selectLocation, signIn } from "./support";
import { newYorkToday } from "../support/location-day";

const today = newYorkToday();
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const rows = (page: Page) => page.getByTestId("equipment-row").filter({ visible: true });
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const card = (page: Page, testId: string) => page.getByTestId(testId);
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A location of its own, chosen before the app loads, so other tests' data does not interfere. */
async function useFreshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", {
    data: { name, address: "77 Harbor Road", city: "Albany", state: "NY", zipCode: "12207" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
}

async function addEquipment(page: Page, fields: { name: string; manufacturer: string; model: string; price: string; purchaseDate?: string; warranty?: string }) {
  await page.getByRole("button", { name: "Add Equipment" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Equipment" });
  await dialog.getByLabel("Name").fill(fields.name);
  await dialog.getByLabel("Manufacturer").fill(fields.manufacturer);
  await dialog.getByLabel("Model").fill(fields.model);
  await dialog.getByLabel("Price ($)").fill(fields.price);
  if (fields.purchaseDate) await dialog.getByLabel("Purchase Date").fill(fields.purchaseDate);
  if (fields.warranty) await dialog.getByLabel("Warranty Expiration").fill(fields.warranty);
  await dialog.getByRole("button", { name: "Add Equipment" }).click();
  await expect(toast(page, "Equipment added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const width of [390, 1280]) {
  test.describe(`equipment at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("add with a price, search by manufacturer, maintenance due and mark done, manual, delete", async ({ page }) => {
      await signIn(page);
      await useFreshLocation(page, `Equipment Lab ${width} ${Date.now()}`);
      await page.goto("/equipment");
      await expect(page.getByRole("heading", { name: "Equipment Inventory", level: 1 })).toBeVisible();
      await expect(page.getByText("No equipment found. Click 'Add Equipment' to get started.")).toBeVisible();
      await expect(card(page, "summary-total-value")).toHaveText("$0.00");

      // The add form shows the schema's messages next to the fields.
      await page.getByRole("button", { name: "Add Equipment" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Equipment" });
      await dialog.getByLabel("Price ($)").fill("12.345");
      await dialog.getByRole("button", { name: "Add Equipment" }).click();
      await expect(dialog.getByText("Name is required")).toBeVisible();
      await expect(dialog.getByText("Price must be a number with at most 2 decimals")).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();

      const cooler = `Walk-in Cooler ${width}`;
      await addEquipment(page, {
        name: cooler,
        manufacturer: "Polar Crest",
        model: "PCW-810-R",
        price: "8450.5",
        purchaseDate: "2025-03-01",
        warranty: addDaysIso(today, 12),
      });
      await addEquipment(page, { name: `Gas Fryer ${width}`, manufacturer: "Fryline", model: "FL-45G", price: "1299.99" });

      await expect(rows(page)).toHaveCount(2);
      await expect(row(page, cooler)).toContainText("$8,450.50");
      await expect(row(page, cooler)).toContainText(formatDisplayDate("2025-03-01"));
      await expect(row(page, cooler).getByTestId("status-badge")).toHaveText("Working");
      await expect(row(page, cooler).getByTestId("warranty-badge")).toHaveText("Warranty ends in 12 days");
      await expect(card(page, "summary-total-items")).toHaveText("2");
      await expect(card(page, "summary-working")).toHaveText("2");
      await expect(card(page, "summary-total-value")).toHaveText("$9,750.49");

      // Search by manufacturer in another case; then a search that matches nothing.
      const search = page.getByRole("searchbox", { name: /Search equipment/ });
      await search.fill("pOLAR cREST");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(cooler);
      await search.fill("fl-45");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(`Gas Fryer ${width}`);
      await search.fill("no such thing");
      await expect(page.getByText("No equipment matches your search")).toBeVisible();
      await search.fill("");
      await expect(rows(page)).toHaveCount(2);

      // An overdue task makes the item maintenance due.
      await row(page, cooler).getByRole("button", { name: `View ${cooler}` }).click();
      const detail = page.getByRole("dialog", { name: cooler });
      await expect(detail.getByText("No maintenance tasks yet.")).toBeVisible();
      await detail.getByRole("button", { name: "Add Task" }).click();
      await detail.getByLabel("Task", { exact: true }).fill("Clean the condenser coil");
      await detail.getByLabel("Every (days)").fill("90");
      await detail.getByLabel("Last Done").fill(addDaysIso(today, -100));
      await detail.getByRole("button", { name: "Add Task" }).click();
      await expect(toast(page, "Maintenance task added")).toBeVisible();
      const task = detail.getByTestId("task-row").filter({ hasText: "Clean the condenser coil" });
      await expect(task.getByTestId("task-due-badge")).toHaveText("Overdue");
      await expect(detail.getByTestId("status-badge")).toHaveText("Maintenance Due");
      await expect(row(page, cooler).getByTestId("status-badge")).toHaveText("Maintenance Due");
      await expect(card(page, "summary-maintenance-due")).toHaveText("1");
      await screenshot(page, `equipment-detail-due-${width}`);

      // Mark it done: next due moves by the interval, the item is working again.
      await task.getByRole("button", { name: "Mark Clean the condenser coil done" }).click();
      await task.getByRole("button", { name: "Save completion" }).click();
      await expect(toast(page, "Maintenance task marked done")).toBeVisible();
      await expect(task.getByTestId("task-next-due")).toHaveText(formatDisplayDate(addDaysIso(today, 90)));
      await expect(task.getByTestId("task-due-badge")).toHaveCount(0);
      await expect(detail.getByTestId("status-badge")).toHaveText("Working");
      await screenshot(page, `equipment-detail-${width}`);
      // Escape closes the toast first (the top layer), then the dialog.
      await expect(async () => {
        await page.keyboard.press("Escape");
        await expect(detail).toBeHidden({ timeout: 500 });
      }).toPass();
      await expect(row(page, cooler).getByTestId("status-badge")).toHaveText("Working");
      await expect(card(page, "summary-maintenance-due")).toHaveText("0");

      // Upload Manual: read, then a new item filled from it with the manual and its tasks attached.
      await page.getByTestId("manual-input").setInputFiles(fixturePath("manuals/fryline-fl-45g-gas-fryer.pdf"));
      await expect(toast(page, "Manual processed successfully with AI")).toBeVisible();
      const addDialog = page.getByRole("dialog", { name: "Add Equipment" });
      await expect(addDialog.getByText("Manual: fryline-fl-45g-gas-fryer.pdf")).toBeVisible();
      await expect(addDialog.getByLabel("Manufacturer")).toHaveValue("Fryline Commercial Equipment");
      await expect(addDialog.getByLabel("Model")).toHaveValue("FL-45G");
      // Each value read from the manual says how sure the reader is (issue 16); a doubtful one says "please check".
      await expect(addDialog.getByLabel("Manufacturer")).toHaveAccessibleDescription(/^Suggested · \d+%( · please check)?$/);
      await expect(addDialog.getByLabel("Model")).toHaveAccessibleDescription(/^Suggested · \d+%/);
      await expect(addDialog.getByTestId("suggested-task").first()).toContainText(/ · \d+%/);
      const suggested = addDialog.getByRole("checkbox");
      const suggestedCount = await suggested.count();
      expect(suggestedCount).toBeGreaterThan(1);
      await suggested.first().uncheck();
      await screenshot(page, `equipment-add-with-manual-${width}`);
      const manualItem = `Countertop Fryer ${width}`;
      await addDialog.getByLabel("Name").fill(manualItem);
      await expect(addDialog.getByLabel("Name")).not.toHaveAccessibleDescription(/Suggested/);
      await addDialog.getByRole("button", { name: "Add Equipment" }).click();
      await expect(toast(page, "Equipment added successfully")).toBeVisible();
      await row(page, manualItem).getByRole("button", { name: `View ${manualItem}` }).click();
      const manualDetail = page.getByRole("dialog", { name: manualItem });
      await expect(manualDetail.getByTestId("task-row")).toHaveCount(suggestedCount - 1);
      await expect(manualDetail.getByTestId("manual-name")).toHaveText("fryline-fl-45g-gas-fryer.pdf");
      await expect(async () => {
        await page.keyboard.press("Escape");
        await expect(manualDetail).toBeHidden({ timeout: 500 });
      }).toPass();
      const download = row(page, manualItem).getByRole("link", { name: `Download manual of ${manualItem}` });
      await expect(download).toHaveAttribute("href", /\/api\/equipment\/[0-9a-f-]+\/manual$/);
      const file = await page.request.get((await download.getAttribute("href"))!);
      expect(file.headers()["content-type"]).toBe("application/pdf");

      // CSV export of the list.
      const [csvFile] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
      const csv = fs.readFileSync((await csvFile.path())!, "utf8");
      expect(csv).toContain("Name,Manufacturer,Model,Serial Number,Purchase Date,Price,Warranty Expiration,Status");
      expect(csv).toContain(`${cooler},Polar Crest,PCW-810-R,,2025-03-01,8450.50,${addDaysIso(today, 12)},Working,0,`);

      // No sideways scrolling on a phone.
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `equipment-${width}`);

      // Edit, then delete everything: back to the empty text.
      await row(page, `Gas Fryer ${width}`).getByRole("button", { name: `Edit Gas Fryer ${width}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Equipment" });
      await editDialog.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "Broken" }).click();
      await editDialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Equipment updated successfully")).toBeVisible();
      await expect(row(page, `Gas Fryer ${width}`).getByTestId("status-badge")).toHaveText("Broken");

      for (const name of [cooler, `Gas Fryer ${width}`, manualItem]) {
        await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
        const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
        await confirm.getByRole("button", { name: "Delete Equipment" }).click();
        await expect(confirm).toBeHidden();
      }
      await expect(page.getByText("No equipment found. Click 'Add Equipment' to get started.")).toBeVisible();
    });
  });
}
