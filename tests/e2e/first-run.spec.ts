import { expect, type Page, test } from "@playwright/test";
import { chooseOption, LOCATIONS, ORGANIZATION, OWNER } from "./support";

// The toast element itself (Radix only briefly mirrors it into a role=status announcer).
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

async function addLocation(page: Page, location: (typeof LOCATIONS)[number], status?: string) {
  await page.getByRole("button", { name: "Add Location" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Location" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Location Name").fill(location.name);
  await dialog.getByLabel("Street Address").fill(location.address);
  await dialog.getByLabel("City").fill(location.city);
  await chooseOption(page, dialog.getByRole("combobox", { name: "State" }), location.state);
  await dialog.getByLabel("ZIP Code").fill(location.zip);
  await dialog.getByLabel("Phone").fill("(518) 555-0100");
  await dialog.getByLabel("Manager Name").fill(`${location.city} Manager`);
  if (status) {
    await chooseOption(page, dialog.getByRole("combobox", { name: "Status" }), status);
  }
  await dialog.getByRole("button", { name: "Add Location" }).click();
  await expect(toast(page, "Location added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The vendor services are offered for the new location (issue 32); this walk adds none.
  const services = page.getByRole("dialog", { name: "Add Vendor Services" });
  await expect(services.getByRole("checkbox")).toHaveCount(5);
  await services.getByRole("button", { name: "Cancel" }).click();
  await expect(services).toBeHidden();
}

test("first account: sign up, create the organization, add locations, switch location, log out", async ({ page }) => {
  test.setTimeout(180_000); // one long walk through the app; the shared test machine can be slow
  // Landing page for signed-out visitors.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign In to Continue" })).toBeVisible();
  await page.getByRole("link", { name: "Get Started" }).click();

  // A fresh install offers the first account.
  await expect(page).toHaveURL(/\/api\/login$/);
  await expect(page.getByRole("heading", { name: "Create the first account" })).toBeVisible();
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("First name").fill(OWNER.firstName);
  await page.getByLabel("Last name").fill(OWNER.lastName);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create account" }).click();

  // Signed in: the shell with the user's name and role, no location selector yet.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  await expect(page.getByText("Monitor your restaurant operations")).toBeVisible();
  await expect(page.getByTestId("user-display-name")).toHaveText(`${OWNER.firstName} ${OWNER.lastName}`);
  await expect(page.getByTestId("user-role")).toHaveText("Super Admin");
  await expect(page.getByRole("combobox", { name: "Select location" })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "All Users" })).toBeVisible();

  // Create the organization.
  await nav.getByRole("link", { name: "Organization", exact: true }).click();
  await expect(nav.getByRole("link", { name: "Organization", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Create Your Organization" })).toBeVisible();
  await page.getByRole("button", { name: "Create Organization" }).click();
  const orgDialog = page.getByRole("dialog", { name: "Create Organization" });
  await orgDialog.getByRole("button", { name: "Create Organization" }).click();
  await expect(orgDialog.getByText("Organization name is required")).toBeVisible();
  await orgDialog.getByLabel("Organization Name").fill(ORGANIZATION.name);
  await orgDialog.getByLabel("Description").fill(ORGANIZATION.description);
  await orgDialog.getByRole("button", { name: "Create Organization" }).click();
  await expect(toast(page, "Organization created successfully")).toBeVisible();
  await expect(page.getByTestId("organization-name")).toHaveText(ORGANIZATION.name);
  await expect(page.getByText("No locations yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add First Location" })).toBeVisible();

  // Client-side validation shows the schema's messages next to the fields.
  await page.getByRole("button", { name: "Add Location" }).first().click();
  const locationDialog = page.getByRole("dialog", { name: "Add New Location" });
  await locationDialog.getByRole("button", { name: "Add Location" }).click();
  await expect(locationDialog.getByText("Location name is required")).toBeVisible();
  await expect(locationDialog.getByLabel("Location Name")).toHaveAttribute("aria-invalid", "true");
  await locationDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(locationDialog).toBeHidden();

  // Two locations.
  await addLocation(page, LOCATIONS[0]);
  await addLocation(page, LOCATIONS[1], "Opening Soon");
  await expect(page.getByTestId("location-card")).toHaveCount(2);
  await expect(page.getByTestId("location-count")).toHaveText("2 locations");
  await expect(page.getByText("Albany, NY 12207")).toBeVisible();
  await expect(page.getByTestId("location-card").filter({ hasText: LOCATIONS[1].name }).getByText("Opening Soon")).toBeVisible();

  // Search and status filter.
  await page.getByRole("searchbox", { name: /Search locations/ }).fill("troy manager");
  await expect(page.getByTestId("location-card")).toHaveCount(1);
  await page.getByRole("searchbox", { name: /Search locations/ }).fill("");
  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Active", exact: true }).click();
  await expect(page.getByTestId("location-card")).toHaveCount(1);
  await expect(page.getByTestId("location-card")).toContainText(LOCATIONS[0].name);

  // The first location is selected; switch to the second in the top bar.
  const selector = page.getByRole("combobox", { name: "Select location" });
  await expect(selector).toContainText(LOCATIONS[0].name);
  await selector.click();
  await page.getByRole("option", { name: LOCATIONS[1].name }).click();
  await expect(selector).toContainText(LOCATIONS[1].name);
  await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByText(`Monitor operations for ${LOCATIONS[1].name}`)).toBeVisible();

  // A reload keeps the choice.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Select location" })).toContainText(LOCATIONS[1].name);
  await expect(page.getByText(`Monitor operations for ${LOCATIONS[1].name}`)).toBeVisible();

  // Sign out: back on the landing page.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In to Continue" })).toBeVisible();
  await page.goto("/organization");
  // The sign-in page is asked to come back to the page (issue 24).
  await expect(page).toHaveURL(/\/api\/login\?next=%2Forganization$/);
});
