import { expect, type Page, test } from "@playwright/test";
import { chooseOption, screenshot, signIn } from "./support";

// Issue 32, point 5: a new location is offered the recurring vendor services; the ones kept become items with a
// task done by a vendor.

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

test("adding a location offers its vendor services; the chosen ones become tasks done by a vendor", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/organization");
  const name = `Services Diner ${Date.now()}`;
  await page.getByRole("button", { name: "Add Location" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Location" });
  await dialog.getByLabel("Location Name").fill(name);
  await dialog.getByLabel("Street Address").fill("9 Quay Street");
  await dialog.getByLabel("City").fill("Albany");
  await chooseOption(page, dialog.getByRole("combobox", { name: "State" }), "NY");
  await dialog.getByLabel("ZIP Code").fill("12207");
  // The time zone is suggested from the state and ZIP.
  await expect(dialog.getByRole("combobox", { name: "Time Zone" })).toContainText("Suggested: America/New York");
  await dialog.getByRole("button", { name: "Add Location" }).click();
  await expect(toast(page, "Location added successfully")).toBeVisible();

  const services = page.getByRole("dialog", { name: "Add Vendor Services" });
  for (const label of ["Hood cleaning", "Fire suppression inspection", "Pest control", "Grease trap pumping", "Refrigeration service"]) {
    await expect(services.getByRole("checkbox", { name: new RegExp(`^${label}`) })).toBeChecked();
  }
  await services.getByRole("checkbox", { name: /^Refrigeration service/ }).click();
  await services.screenshot({ path: "test-results/screens/vendor-services-offer-390.png" });
  await services.getByRole("button", { name: "Add Services" }).click();
  await expect(toast(page, `Added 4 vendor services to ${name}`)).toBeVisible();

  const locations = (await (await page.request.get("/api/organization/locations")).json()) as { id: string; name: string }[];
  const location = locations.find((l) => l.name === name)!;
  const items = (await (await page.request.get(`/api/equipment?locationId=${location.id}`)).json()) as { name: string }[];
  expect(items.map((i) => i.name).sort()).toEqual(["Fire suppression system", "Grease trap", "Kitchen exhaust hood", "Pest control (premises)"]);
  await screenshot(page, "vendor-services-added-390");
});
