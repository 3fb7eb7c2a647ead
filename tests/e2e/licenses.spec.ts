import { expect, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { formatDisplayDate, formatShortDate } from "@shared/domain/dates";
import { fixturePath, readFixture } from "../support/fixtures";
import { screenshot, selectLocation, signIn } from "./support";
import { newYorkToday } from "../support/location-day";

const PERMIT = { file: "licenses/ny-tappan-ridge-food-service-permit.pdf", type: "Food Service Establishment Permit" };
const BUSINESS = { file: "licenses/ca-vista-linda-business-license.png", type: "Business License" };

// The locations of these tests are in New York: the dashboard and the one rule judge on its date (issue 32), the
// day before the UTC date between midnight and 05:00 UTC.
const today = newYorkToday();
const nyToday = today;
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

/** A location of its own (NY), chosen before the app loads, so other tests' data does not interfere. */
async function useFreshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", {
    data: { name, address: "418 Riverside Avenue", city: "Port Halden", state: "NY", zipCode: "10566" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
  return location.id;
}

async function chooseType(page: Page, typeName: string) {
  const dialog = page.getByRole("dialog", { name: "Upload License" });
  await dialog.getByRole("combobox", { name: "License Type" }).click();
  await page.getByRole("option", { name: new RegExp(`^${typeName} ·`) }).click();
}

/** Drops a fixture on the dialog's drop zone, as a user dragging the file in would. */
async function dropFixture(page: Page, relative: string, type: string) {
  const b64 = readFixture(relative).toString("base64");
  const name = relative.split("/").pop()!;
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { b64, name, type },
  );
  await page.getByTestId("document-drop-zone").dispatchEvent("drop", { dataTransfer });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const activeSection = (page: Page) => page.getByRole("region", { name: /^Active Licenses/ });
const archivedSection = (page: Page) => page.getByRole("region", { name: /^Expired & Archived Licenses/ });
const requiredItem = (page: Page, typeName: string) =>
  page
    .getByRole("list", { name: /^Required Licenses for/ })
    .getByTestId("requirement-item")
    .filter({ has: page.getByText(typeName, { exact: true }) });

test("licenses: upload, view, archive, delete; the Required card and the dashboard follow", async ({ page }) => {
  // One long story (about a minute on a busy machine): give it room.
  test.setTimeout(180_000);
  await signIn(page);
  const locationName = `License Lab ${Date.now()}`;
  await useFreshLocation(page, locationName);

  // Dashboard before: nothing at this location.
  await page.goto("/");
  await expect(page.getByText(`Monitor operations for ${locationName}`)).toBeVisible();
  await expect(page.getByTestId("card-licenses-value")).toHaveText("0");
  await expect(page.getByTestId("expiring-soon-badge")).toHaveText("0 expiring soon");
  await expect(page.getByTestId("license-alerts")).toHaveCount(0);
  await expect(page.getByText("No licenses found")).toBeVisible();
  await expect(page.getByTestId("card-budget-value")).toHaveText("0%");

  // License screen, empty; the state's required permit is Missing.
  await page.getByRole("link", { name: "View All" }).click();
  await expect(page.getByRole("heading", { name: "License Management" })).toBeVisible();
  await expect(page.getByText(`Track all required licenses for ${locationName}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active Licenses (0)" })).toBeVisible();
  await expect(page.getByText("No active licenses found")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Expired & Archived/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Required Licenses for ${locationName} (NY)` })).toBeVisible();
  await expect(requiredItem(page, PERMIT.type).getByText("Missing")).toBeVisible();
  await expect(requiredItem(page, PERMIT.type)).toContainText(/Renewal: Every \d+ months/);

  // Add dialog: the form errors, on the client.
  await page.getByRole("button", { name: "Add First License" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload License" });
  await dialog.getByRole("button", { name: "Upload License" }).click();
  await expect(dialog.getByText("Please upload a license document")).toBeVisible();
  await expect(dialog.getByText("Choose a license type")).toBeVisible();
  await dialog.getByLabel("License Document").setInputFiles({
    name: "not-really.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("This is plain text pretending to be a PDF."),
  });
  await expect(dialog.getByText("Please upload a PDF, PNG, or JPG file")).toBeVisible();

  // Upload the permit, expiring in 20 days: 'Expires Soon'.
  const permitExpires = addDaysIso(today, 20);
  await dialog.getByLabel("License Document").setInputFiles(fixturePath(PERMIT.file));
  await expect(dialog.getByTestId("selected-document")).toHaveText("ny-tappan-ridge-food-service-permit.pdf");
  await expect(dialog.getByText("Please upload a PDF, PNG, or JPG file")).toHaveCount(0);
  await chooseType(page, PERMIT.type);
  await dialog.getByLabel("License Number").fill("FSE-2026-04183");
  await dialog.getByLabel("Issue Date").fill(addDaysIso(today, -345));
  await dialog.getByLabel("Expiration Date").fill(permitExpires);
  await screenshot(page, "licenses-add-dialog-1280");
  await dialog.getByRole("button", { name: "Upload License" }).click();
  await expect(toast(page, "License created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole("heading", { name: "Active Licenses (1)" })).toBeVisible();
  const permitRow = activeSection(page).getByRole("row").filter({ hasText: PERMIT.type });
  await expect(permitRow).toContainText("FSE-2026-04183");
  await expect(permitRow).toContainText(formatDisplayDate(permitExpires));
  await expect(permitRow.getByTestId("expiry-badge")).toHaveText("Expires Soon");
  await expect(requiredItem(page, PERMIT.type).getByText("Active", { exact: true })).toBeVisible();
  await expect(requiredItem(page, PERMIT.type).getByText("Missing")).toHaveCount(0);

  // Second license dragged in: a PNG business license valid for 200 days.
  await page.getByRole("button", { name: "Upload License" }).click();
  await dropFixture(page, BUSINESS.file, "image/png");
  await expect(dialog.getByTestId("selected-document")).toHaveText("ca-vista-linda-business-license.png");
  await chooseType(page, BUSINESS.type);
  await dialog.getByLabel("License Number").fill("2026-BL-007721");
  await dialog.getByLabel("Expiration Date").fill(addDaysIso(today, 200));
  await dialog.getByRole("button", { name: "Upload License" }).click();
  await expect(toast(page, "License created successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active Licenses (2)" })).toBeVisible();
  const businessRow = activeSection(page).getByRole("row").filter({ hasText: BUSINESS.type });
  await expect(businessRow.getByTestId("expiry-badge")).toHaveText("Valid");
  await expect(businessRow).toContainText("—"); // no issue date: sent as null

  // Edit a field.
  await businessRow.getByRole("button", { name: `Edit ${BUSINESS.type}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit License" });
  await expect(editor.getByLabel("License Number")).toHaveValue("2026-BL-007721");
  await editor.getByLabel("License Number").fill("2026-BL-007722");
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "License updated successfully")).toBeVisible();
  await expect(businessRow).toContainText("2026-BL-007722");

  // View: the PDF inline and the original as a download.
  await permitRow.getByRole("button", { name: `View ${PERMIT.type}` }).click();
  const viewer = page.getByRole("dialog", { name: PERMIT.type });
  await expect(viewer.getByText("FSE-2026-04183", { exact: true })).toBeVisible();
  await expect(viewer.getByTestId("license-term")).toHaveText(/No\. FSE-2026-04183/); // its one term, shown once loaded
  const frame = viewer.locator("iframe[title^='License document']");
  await expect(frame).toHaveAttribute("src", /\/download\?inline=1$/);
  const inline = await page.request.get((await frame.getAttribute("src"))!);
  expect(inline.headers()["content-type"]).toBe("application/pdf");
  expect((await inline.body()).equals(readFixture(PERMIT.file))).toBe(true);
  const downloading = page.waitForEvent("download");
  await viewer.getByRole("link", { name: "Download Original Document" }).click();
  expect((await downloading).suggestedFilename()).toBe("ny-tappan-ridge-food-service-permit.pdf");
  await viewer.getByRole("button", { name: "Close" }).first().click();
  await expect(viewer).toBeHidden();

  // View the image license: shown inline as a picture.
  await businessRow.getByRole("button", { name: `View ${BUSINESS.type}` }).click();
  const imageViewer = page.getByRole("dialog", { name: BUSINESS.type });
  const image = imageViewer.getByRole("img", { name: /License document/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await screenshot(page, "licenses-view-dialog-1280");
  await page.keyboard.press("Escape");
  await expect(imageViewer).toBeHidden();
  await screenshot(page, "licenses-1280");

  // Dashboard follows: 2 active, 1 expiring soon, the banner names the permit and its date.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByTestId("card-licenses-value")).toHaveText("2");
  await expect(page.getByTestId("expiring-soon-badge")).toHaveText("1 expiring soon");
  const banner = page.getByTestId("license-alerts");
  await expect(banner.getByRole("heading", { name: "License Expiration Alerts" })).toBeVisible();
  await expect(banner).toContainText(`${PERMIT.type} expires on ${formatDisplayDate(permitExpires)}`);
  await expect(banner).not.toContainText(BUSINESS.type);
  const overview = page.getByTestId("overview-item");
  await expect(overview).toHaveCount(2);
  await expect(overview.filter({ hasText: PERMIT.type })).toContainText(`Expires ${formatShortDate(permitExpires)}`);
  await expect(overview.filter({ hasText: BUSINESS.type })).toContainText(`Valid ${formatShortDate(addDaysIso(today, 200))}`);
  await expect(overview.first()).toContainText(locationName);
  await screenshot(page, "dashboard-licenses-1280");

  // Archive the permit: it moves to Expired & Archived, the Required card says Missing again.
  await page.goto("/licenses");
  await activeSection(page).getByRole("button", { name: `Delete ${PERMIT.type}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Archiving keeps the license for your records while removing it from the active view");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, "License archived successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active Licenses (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Expired & Archived Licenses (1)" })).toBeVisible();
  await expect(archivedSection(page).getByRole("row").filter({ hasText: PERMIT.type }).getByTestId("status-badge")).toHaveText(
    "Archived",
  );
  await expect(requiredItem(page, PERMIT.type).getByText("Missing")).toBeVisible();

  // Delete the business license permanently.
  await activeSection(page).getByRole("button", { name: `Delete ${BUSINESS.type}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Permanently" }).click();
  await expect(toast(page, "License deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active Licenses (0)" })).toBeVisible();
  await expect(page.getByText("No active licenses found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Expired & Archived Licenses (1)" })).toBeVisible();

  // Dashboard: nothing active, the archived permit no longer alerts.
  await page.goto("/");
  await expect(page.getByTestId("card-licenses-value")).toHaveText("0");
  await expect(page.getByTestId("expiring-soon-badge")).toHaveText("0 expiring soon");
  await expect(page.getByTestId("license-alerts")).toHaveCount(0);
  await expect(page.getByText("No licenses found")).toBeVisible();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("licenses as cards, the view dialog and the dashboard fit a phone", async ({ page }) => {
    await signIn(page);
    const locationId = await useFreshLocation(page, `Phone Lab ${Date.now()}`);
    const types = (await (await page.request.get("/api/license-types")).json()) as Array<{ id: string; name: string }>;
    const permitType = types.find((t) => t.name === PERMIT.type)!;
    const created = await page.request.post("/api/licenses", {
      multipart: {
        licenseData: JSON.stringify({
          locationId,
          licenseTypeId: permitType.id,
          licenseNumber: "FSE-2026-04183",
          issueDate: addDaysIso(nyToday, -10),
          expirationDate: addDaysIso(nyToday, -1),
          status: "active",
          notes: null,
        }),
        document: { name: "permit.pdf", mimeType: "application/pdf", buffer: readFixture(PERMIT.file) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto("/licenses");
    const card = page.getByRole("list", { name: "Active licenses" }).getByTestId("license-row");
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("expiry-badge")).toHaveText("Expired");
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, "licenses-390");
    await page.screenshot({ path: "test-results/screens/licenses-390-top.png" });

    await card.getByRole("button", { name: `View ${PERMIT.type}` }).click();
    await expect(page.getByRole("dialog", { name: PERMIT.type }).getByRole("link", { name: "Download Original Document" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/licenses-view-dialog-390.png" });
    await page.keyboard.press("Escape");

    await page.goto("/");
    await expect(page.getByTestId("license-alerts")).toContainText(`${PERMIT.type} expired on ${formatDisplayDate(addDaysIso(nyToday, -1))}`);
    await expect(page.getByTestId("expiring-soon-badge")).toHaveText("1 expiring soon");
    await expect(page.getByTestId("overview-item")).toContainText(`Expires ${formatShortDate(addDaysIso(nyToday, -1))}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, "dashboard-licenses-390");
  });
});
