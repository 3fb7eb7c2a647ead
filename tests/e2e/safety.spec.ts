import { expect, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { readFixture } from "../support/fixtures";
import { chooseOption, screenshot, selectLocation, signIn } from "./support";
import { newYorkToday } from "../support/location-day";

// Issue 24, points 6-8: licenses without a state or a date, the trash, deleting a location, undoing Mark Done,
// Escape in the PDF viewer, and the user's own name.

const PERMIT = { file: "licenses/ny-tappan-ridge-food-service-permit.pdf", type: "Food Service Establishment Permit" };
const today = newYorkToday();
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function freshLocation(page: Page, name: string, state: string | null) {
  const res = await page.request.post("/api/locations", { data: { name, address: "418 Riverside Avenue", city: "Port Halden", state } });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
  return location.id;
}

async function addPermit(page: Page, locationId: string, expirationDate: string | null) {
  const types = (await (await page.request.get("/api/license-types")).json()) as Array<{ id: string; name: string }>;
  const created = await page.request.post("/api/licenses", {
    multipart: {
      licenseData: JSON.stringify({
        locationId,
        licenseTypeId: types.find((t) => t.name === PERMIT.type)!.id,
        licenseNumber: "FSE-2026-04183",
        issueDate: null,
        expirationDate,
        status: "active",
        notes: null,
      }),
      document: { name: "permit.pdf", mimeType: "application/pdf", buffer: readFixture(PERMIT.file) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test("licenses: No Expiration, Escape in the PDF viewer, Upload on a Missing requirement, a location without a state", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const locationName = `Stateless ${Date.now()}`;
  const locationId = await freshLocation(page, locationName, null);
  await addPermit(page, locationId, null);
  await page.goto("/licenses");

  // Never expires: "No Expiration".
  const row = page.getByRole("region", { name: /^Active Licenses/ }).getByRole("row").filter({ hasText: PERMIT.type });
  await expect(row.getByTestId("expiry-badge")).toHaveText("No Expiration");

  // Escape closes the viewer even after a click into the PDF.
  await row.getByRole("button", { name: `View ${PERMIT.type}` }).click();
  const viewer = page.getByRole("dialog", { name: PERMIT.type });
  const frame = viewer.locator("iframe[title^='License document']");
  await expect(frame).toBeVisible();
  await frame.click({ position: { x: 200, y: 200 } });
  await page.waitForTimeout(300);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // No state: said so, no other state's requirements, and the admin sets it here.
  const noState = page.getByTestId("no-state");
  await expect(noState).toContainText(`No state set for ${locationName}`);
  await expect(page.getByRole("list", { name: /^Required Licenses for/ })).toHaveCount(0);
  await screenshot(page, "licenses-no-state-1280");
  await noState.getByRole("button", { name: "Set State" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Location" });
  await chooseOption(page, editor.getByRole("combobox", { name: "State" }), "NY — New York");
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Location updated successfully")).toBeVisible();

  // NY's requirements; a Missing one's Upload opens the dialog with its type chosen.
  const required = page.getByRole("list", { name: `Required Licenses for ${locationName} (NY)` });
  await expect(required).toBeVisible();
  const missing = required.getByTestId("requirement-item").filter({ hasText: "Missing" }).first();
  const missingName = (await missing.locator("p").first().textContent())!.trim();
  await missing.getByRole("button", { name: `Upload ${missingName}` }).click();
  const upload = page.getByRole("dialog", { name: "Upload License" });
  await expect(upload.getByRole("combobox", { name: "License Type" })).toContainText(missingName);
  await screenshot(page, "licenses-upload-missing-1280");
});

test("trash: a deleted vendor waits in the trash and comes back; deleting a location asks for its name and says what goes", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const locationName = `Doomed ${Date.now()}`;
  const locationId = await freshLocation(page, locationName, "NY");
  const vendorName = `Trash Hauling ${Date.now()}`;
  expect((await page.request.post("/api/vendors", { data: { locationId, name: vendorName, category: "waste" } })).status()).toBe(201);
  await addPermit(page, locationId, addDaysIso(today, 100));

  await page.goto("/vendors");
  await page.getByRole("button", { name: `More actions for ${vendorName}` }).first().click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("restore it from the Trash");
  await confirm.getByRole("button", { name: "Delete Vendor" }).click();
  await expect(toast(page, "Vendor deleted successfully")).toBeVisible();
  await expect(page.getByText(vendorName)).toHaveCount(0);

  await nav(page).getByRole("link", { name: "Organization", exact: true }).click();
  const item = page.getByTestId("trash-item").filter({ hasText: vendorName });
  await expect(item).toContainText("Vendor");
  await expect(item).toContainText(locationName);
  await screenshot(page, "organization-trash-1280");
  await item.getByRole("button", { name: `Restore ${vendorName}` }).click();
  await expect(toast(page, "Restored")).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.goto("/vendors");
  await expect(page.getByText(vendorName).first()).toBeVisible();

  // Deleting the location: counts, then the typed name unlocks the button.
  await nav(page).getByRole("link", { name: "Organization", exact: true }).click();
  await page.getByRole("button", { name: `Delete ${locationName}` }).click();
  const dialog = page.getByRole("alertdialog");
  const impact = dialog.getByTestId("delete-impact");
  await expect(impact).toContainText("1 license");
  await expect(impact).toContainText("1 vendor");
  const deleteButton = dialog.getByRole("button", { name: "Delete Location" });
  await expect(deleteButton).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill("Doomed");
  await expect(deleteButton).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(locationName);
  await screenshot(page, "delete-location-1280");
  await deleteButton.click();
  await expect(toast(page, "Location deleted successfully")).toBeVisible();
  await expect(page.getByTestId("location-card").filter({ hasText: locationName })).toHaveCount(0);
});

test("Mark Done can be undone from its toast; Profile edits the name", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const locationId = await freshLocation(page, `Undo Lab ${Date.now()}`, "NY");
  const item = await (await page.request.post("/api/equipment", { data: { locationId, name: "Undo Fryer" } })).json();
  const due = addDaysIso(today, -2);
  const added = await page.request.post(`/api/equipment/${item.id}/tasks`, {
    data: { task: "Filter oil", intervalDays: 7, lastDone: addDaysIso(today, -9), nextDue: due },
  });
  expect(added.status()).toBe(201);

  await page.goto("/equipment");
  await page.getByRole("button", { name: "View Undo Fryer" }).first().click();
  const taskRow = page.getByTestId("task-row").filter({ hasText: "Filter oil" });
  await taskRow.getByRole("button", { name: "Mark Filter oil done" }).click();
  await taskRow.getByRole("button", { name: "Save completion" }).click();
  const doneToast = toast(page, "Maintenance task marked done");
  await expect(doneToast).toBeVisible();
  // The open item dialog hides the rest of the page from assistive technology, the toast included: find it by text.
  await doneToast.locator("button", { hasText: "Undo" }).click();
  await expect(toast(page, "Mark Done undone")).toBeVisible();
  const task = (await (await page.request.get(`/api/equipment/${item.id}`)).json()).tasks[0];
  expect(task.nextDue).toBe(due);

  // Profile: the user's own name.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Name" }).click();
  const nameDialog = page.getByRole("dialog", { name: "Edit Name" });
  await nameDialog.getByLabel("First Name").fill("");
  await nameDialog.getByRole("button", { name: "Save Name" }).click();
  await expect(nameDialog.getByText("First name is required")).toBeVisible();
  await nameDialog.getByLabel("First Name").fill("Olivia");
  await nameDialog.getByRole("button", { name: "Save Name" }).click();
  await expect(toast(page, "Name Updated")).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText("Olivia Owner");
  // Put it back for the other specs.
  expect((await page.request.patch("/api/profile", { data: { firstName: "Olive", lastName: "Owner" } })).status()).toBe(200);
});
