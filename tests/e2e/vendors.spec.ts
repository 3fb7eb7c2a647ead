import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { formatDisplayDate } from "@shared/domain/dates";
import { screenshot, selectLocation, signIn } from "./support";
import { newYorkToday } from "../support/location-day";

const today = newYorkToday();
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const rows = (page: Page) => page.getByTestId("vendor-row").filter({ visible: true });
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const ADDRESS = "880 Industrial Park Road, Building C, Albany NY 12205";

/** A location of its own, chosen before the app loads, so other tests' data does not interfere. */
async function useFreshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", {
    data: { name, address: "5 Depot Lane", city: "Troy", state: "NY", zipCode: "12180" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
}

async function choose(page: Page, dialog: ReturnType<Page["getByRole"]>, field: string, option: string) {
  await dialog.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

for (const width of [390, 1280]) {
  test.describe(`vendors at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("add vendors, filter by category, search, address cut at 30 characters, 'Not scheduled', edit and delete", async ({ page }) => {
      await signIn(page);
      await useFreshLocation(page, `Vendor Lab ${width} ${Date.now()}`);
      await page.goto("/vendors");
      await expect(page.getByRole("heading", { name: "Vendor Management", level: 1 })).toBeVisible();
      await expect(page.getByText("No vendors found. Click 'Add Vendor' to get started.")).toBeVisible();
      await expect(page.getByTestId("summary-total-vendors")).toHaveText("0");

      // Required fields and the e-mail rule, with the schema's messages.
      await page.getByRole("button", { name: "Add Vendor" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Vendor" });
      await dialog.getByRole("button", { name: "Add Vendor" }).click();
      await expect(dialog.getByText("Name is required")).toBeVisible();
      await expect(dialog.getByText("Category is required")).toBeVisible();

      const waste = `Capital Waste ${width}`;
      await dialog.getByLabel("Vendor Name").fill(waste);
      await choose(page, dialog, "Category", "Waste Management");
      await dialog.getByLabel("Contact Name").fill("Dana Ruiz");
      await dialog.getByLabel("Phone").fill("(518) 555-0142");
      await dialog.getByLabel("Email").fill("dana@");
      await dialog.getByLabel("Address").fill(ADDRESS);
      await choose(page, dialog, "Service Schedule", "Weekly");
      await dialog.getByLabel("Next Service Date").fill(addDaysIso(today, 3));
      await dialog.getByRole("button", { name: "Add Vendor" }).click();
      await expect(dialog.getByText("Enter a valid e-mail address")).toBeVisible();
      await dialog.getByLabel("Email").fill("dana@capitalwaste.example");
      await dialog.getByRole("button", { name: "Add Vendor" }).click();
      await expect(toast(page, "Vendor added successfully")).toBeVisible();
      await expect(dialog).toBeHidden();

      // A second vendor with nothing scheduled.
      const cleaning = `Sparkle Cleaning ${width}`;
      await page.getByRole("button", { name: "Add Vendor" }).click();
      await dialog.getByLabel("Vendor Name").fill(cleaning);
      await choose(page, dialog, "Category", "Cleaning");
      await dialog.getByRole("button", { name: "Add Vendor" }).click();
      await expect(toast(page, "Vendor added successfully")).toBeVisible();

      // The directory: address cut at 30 characters, contact block, category label, schedule or N/A, next service.
      await expect(rows(page)).toHaveCount(2);
      const wasteRow = row(page, waste);
      await expect(wasteRow.getByTestId("vendor-address")).toHaveText("880 Industrial Park Road, Buil...");
      await expect(wasteRow.getByTestId("vendor-address")).toHaveAttribute("title", ADDRESS);
      await expect(wasteRow).toContainText("Dana Ruiz");
      await expect(wasteRow).toContainText("dana@capitalwaste.example");
      await expect(wasteRow.getByTestId("category-badge")).toHaveText("Waste Management");
      await expect(wasteRow).toContainText("Weekly");
      await expect(wasteRow).toContainText(formatDisplayDate(addDaysIso(today, 3)));
      await expect(wasteRow.getByTestId("service-badge")).toHaveText("In 3 days");
      await expect(wasteRow.getByRole("link", { name: `Call ${waste}` })).toHaveAttribute("href", "tel:5185550142");
      await expect(wasteRow.getByRole("link", { name: `E-mail ${waste}` })).toHaveAttribute("href", "mailto:dana@capitalwaste.example");
      const cleaningRow = row(page, cleaning);
      await expect(cleaningRow).toContainText("Not scheduled");
      await expect(cleaningRow).toContainText("N/A");
      await expect(cleaningRow.getByRole("link", { name: `Call ${cleaning}` })).toHaveCount(0);

      // Cards: the total and one per category present.
      await expect(page.getByTestId("summary-total-vendors")).toHaveText("2");
      await expect(page.getByTestId("summary-category-waste")).toHaveText("1");
      await expect(page.getByTestId("summary-category-cleaning")).toHaveText("1");

      // Category filter: 'All Categories' plus the categories present.
      const filter = page.getByRole("combobox", { name: "Filter by category" });
      await filter.click();
      await expect(page.getByRole("option")).toHaveText(["All Categories", "Cleaning", "Waste Management"]);
      await page.getByRole("option", { name: "Cleaning" }).click();
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(cleaning);
      await filter.click();
      await page.getByRole("option", { name: "All Categories" }).click();
      await expect(rows(page)).toHaveCount(2);

      // Search matches name, contact name or category.
      const search = page.getByRole("searchbox", { name: /Search vendors/ });
      await search.fill("DANA");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(waste);
      await search.fill("cleaning");
      await expect(rows(page)).toHaveCount(1);
      await search.fill("nobody at all");
      await expect(page.getByText("No vendors match your filters")).toBeVisible();
      await search.fill("");

      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      // Every action is on screen without scrolling the table sideways.
      const more = (await wasteRow.getByRole("button", { name: `More actions for ${waste}` }).boundingBox())!;
      const edge = width < 768 ? width : (await page.getByRole("region", { name: "Vendor directory" }).boundingBox())!;
      expect(more.x + more.width).toBeLessThanOrEqual(typeof edge === "number" ? edge : edge.x + edge.width);
      await screenshot(page, `vendors-${width}`);

      // CSV export of the directory, with the full address.
      const [csvFile] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
      expect(csvFile.suggestedFilename()).toMatch(/^vendors-vendor-lab-.*\.csv$/);
      const csv = fs.readFileSync((await csvFile.path())!, "utf8");
      expect(csv).toContain("Name,Category,Contact Name,Phone,Email,Address,Schedule,Next Service,Notes");
      expect(csv).toContain(`${waste},Waste Management,Dana Ruiz,(518) 555-0142,dana@capitalwaste.example,"${ADDRESS}",Weekly,${addDaysIso(today, 3)},`);

      // Edit: a schedule for the cleaner.
      await cleaningRow.getByRole("button", { name: `More actions for ${cleaning}` }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Vendor" });
      await choose(page, edit, "Service Schedule", "Bi-weekly");
      await edit.getByLabel("Next Service Date").fill(addDaysIso(today, -1));
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Vendor updated successfully")).toBeVisible();
      await expect(cleaningRow).toContainText("Bi-weekly");
      await expect(cleaningRow.getByTestId("service-badge")).toHaveText("Overdue");

      // Delete both: back to the empty text.
      for (const name of [waste, cleaning]) {
        await row(page, name).getByRole("button", { name: `More actions for ${name}` }).click();
        await page.getByRole("menuitem", { name: "Delete" }).click();
        const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
        await confirm.getByRole("button", { name: "Delete Vendor" }).click();
        await expect(confirm).toBeHidden();
      }
      await expect(page.getByText("No vendors found. Click 'Add Vendor' to get started.")).toBeVisible();
    });
  });
}
