import { expect, type Page, test } from "@playwright/test";
import { addMonths, format, startOfMonth } from "date-fns";
import { LOCATIONS, screenshot, signIn } from "./support";

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const iso = (d: Date) => format(d, "yyyy-MM-dd");

/** Two consecutive months of one quarter, one of them the current month (the dashboard counts this month). */
function twoMonthsOfOneQuarter(today: Date): [Date, Date] {
  const month = startOfMonth(today);
  const lastOfQuarter = month.getMonth() % 3 === 2;
  return lastOfQuarter ? [addMonths(month, -1), month] : [month, addMonths(month, 1)];
}

async function chooseLocation(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Select location" }).click();
  await page.getByRole("option", { name }).click();
  await expect(page.getByRole("combobox", { name: "Select location" })).toContainText(name);
}

async function chooseView(page: Page, view: "Month" | "Quarter" | "Year" | "All Time") {
  await page.getByRole("combobox", { name: "View" }).click();
  await page.getByRole("option", { name: view, exact: true }).click();
}

const summary = (page: Page, name: string) => page.getByTestId(`summary-${name}`);
const readNumber = async (page: Page, testId: string) => Number(await page.getByTestId(testId).innerText());

test("a campaign across two months: periods, status change, cards and the dashboard follow", async ({ page }) => {
  const location = LOCATIONS[1].name;
  const [first, second] = twoMonthsOfOneQuarter(new Date());
  const startDate = iso(new Date(first.getFullYear(), first.getMonth(), 20));
  const endDate = iso(new Date(second.getFullYear(), second.getMonth(), 10));
  const title = `Harvest Menu Promo ${Date.now().toString(36)}`;
  const row = page.getByRole("article", { name: title });

  await signIn(page);
  await chooseLocation(page, location);
  await expect(page.getByTestId("card-campaigns-value")).toHaveText(/^\d+$/);
  const dashboardBefore = await readNumber(page, "card-campaigns-value");

  await nav(page).getByRole("link", { name: "Marketing Calendar" }).click();
  await expect(page.getByRole("heading", { name: "Marketing Calendar" })).toBeVisible();
  await expect(page.getByTestId("period-label")).toHaveText(format(new Date(), "MMMM yyyy"));

  // Add: the end date before the start date is refused with a clear message, then fixed.
  await page.getByRole("button", { name: "Add Campaign" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Campaign" });
  await dialog.getByLabel("Campaign Title").fill(title);
  await dialog.getByLabel("Description").fill("Seasonal menu flyers and social posts");
  await dialog.getByLabel("Start Date").fill(startDate);
  await dialog.getByLabel("End Date").fill(iso(new Date(first.getFullYear(), first.getMonth(), 19)));
  await dialog.getByLabel("Budget").fill("1250.50");
  await dialog.getByRole("button", { name: "Add Campaign" }).click();
  await expect(dialog.getByText("End date must be on or after the start date")).toBeVisible();
  await dialog.getByLabel("End Date").fill(endDate);
  await dialog.getByRole("button", { name: "Add Campaign" }).click();
  await expect(toast(page, "Marketing campaign added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Month view: shown in both of its months, not in the month after.
  const monthLabel = page.getByTestId("period-label");
  const current = startOfMonth(new Date());
  if (first < current) await page.getByRole("button", { name: "Previous month", exact: true }).click();
  await expect(monthLabel).toHaveText(format(first, "MMMM yyyy"));
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${format(new Date(`${startDate}T00:00`), "MMM dd, yyyy")} – ${format(new Date(`${endDate}T00:00`), "MMM dd, yyyy")}`);
  await expect(row).toContainText("$1,250.50");
  await expect(row).toContainText("Seasonal menu flyers and social posts");
  await expect(row).toContainText("Planned");
  await expect(page.getByTestId("campaign-bar").filter({ hasText: title })).not.toHaveCount(0);
  await page.getByRole("button", { name: "Next month", exact: true }).click();
  await expect(monthLabel).toHaveText(format(second, "MMMM yyyy"));
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: "Next month", exact: true }).click();
  await expect(monthLabel).toHaveText(format(addMonths(second, 1), "MMMM yyyy"));
  await expect(row).toBeHidden();
  await page.getByRole("button", { name: "Previous month", exact: true }).click();

  // Quarter view: in its quarter, not in the next one; the arrows move by 3 months.
  await chooseView(page, "Quarter");
  const quarter = Math.floor(first.getMonth() / 3) + 1;
  await expect(monthLabel).toHaveText(`Q${quarter} ${first.getFullYear()}`);
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: "Next quarter", exact: true }).click();
  await expect(monthLabel).toHaveText(quarter === 4 ? `Q1 ${first.getFullYear() + 1}` : `Q${quarter + 1} ${first.getFullYear()}`);
  await expect(row).toBeHidden();
  await expect(page.getByText(/^Showing \d+ of \d+ campaigns$/)).toBeVisible();
  await page.getByRole("button", { name: "Previous quarter", exact: true }).click();
  await expect(row).toBeVisible();

  // Change the status from the row: the Active and Planned cards follow.
  const activeBefore = Number(await summary(page, "active-campaigns").innerText());
  const plannedBefore = Number(await summary(page, "planned").innerText());
  await row.getByRole("button", { name: `Change status of ${title}` }).click();
  await page.getByRole("menuitem", { name: "Active", exact: true }).click();
  await expect(toast(page, "Campaign status updated")).toBeVisible();
  await expect(row).toContainText("Active");
  await expect(summary(page, "active-campaigns")).toHaveText(String(activeBefore + 1));
  await expect(summary(page, "planned")).toHaveText(String(plannedBefore - 1));

  // The status filter keeps it under Active and hides it under Planned.
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Planned", exact: true }).click();
  await expect(row).toBeHidden();
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Active", exact: true }).click();
  await expect(row).toBeVisible();

  // The dashboard card follows without a reload.
  await nav(page).getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByTestId("card-campaigns-value")).toHaveText(String(dashboardBefore + 1));

  // Edit from the row, see it in the all-locations view, then delete it.
  await nav(page).getByRole("link", { name: "Marketing Calendar" }).click();
  await chooseView(page, "All Time");
  await expect(page.getByTestId("period-label")).toHaveText("All Time");
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Campaign" });
  await edit.getByLabel("Budget").fill("900");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Marketing campaign updated successfully")).toBeVisible();
  await expect(row).toContainText("$900.00");

  await page.getByRole("combobox", { name: "Show campaigns of" }).click();
  await page.getByRole("option", { name: "All Locations" }).click();
  await expect(row).toContainText(location);

  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete Campaign" }).click();
  await expect(toast(page, "Marketing campaign deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`marketing calendar screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await signIn(page);
    await chooseLocation(page, LOCATIONS[0].name);
    const month = startOfMonth(new Date());
    const day = (n: number, offset = 0) => iso(new Date(month.getFullYear(), month.getMonth() + offset, n));
    const seed = [
      { title: "Lunch Combo Flyers", startDate: day(3), endDate: day(12), budget: "350.00", status: "active" },
      { title: "Holiday Catering Push", startDate: day(18), endDate: day(9, 1), budget: "1200.00", status: "planned" },
      { title: "Loyalty App Launch", startDate: day(8), endDate: day(22), budget: null, status: "completed" },
    ];
    await page.goto("/marketing");
    const locations = (await (await page.request.get("/api/organization/locations")).json()) as Array<{ id: string; name: string }>;
    const locationId = locations.find((l) => l.name === LOCATIONS[0].name)!.id;
    const created: string[] = [];
    for (const c of seed) {
      const res = await page.request.post("/api/marketing", { data: { ...c, locationId, title: `${c.title} ${width}`, description: "Screenshot sample" } });
      expect(res.status()).toBe(201);
      created.push(((await res.json()) as { id: string }).id);
    }
    await page.reload();
    await expect(page.getByRole("article").first()).toBeVisible();
    await screenshot(page, `marketing-${width}`);
    await page.getByRole("button", { name: "Add Campaign" }).first().click();
    await expect(page.getByRole("dialog", { name: "Add Campaign" })).toBeVisible();
    await screenshot(page, `marketing-add-${width}`);
    for (const id of created) expect((await page.request.delete(`/api/marketing/${id}`)).status()).toBe(204);
  });
}
