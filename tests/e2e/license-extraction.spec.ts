import { expect, type Page, test } from "@playwright/test";
import { readExpected, readFixture } from "../support/fixtures";
import { SCREEN_DIR, screenshot, selectLocation, signIn } from "./support";

// A text PDF: read through its text layer in about a second (no OCR on this busy machine).
const PERMIT = "licenses/ny-tappan-ridge-food-service-permit.pdf";
const want = readExpected<{ expected: Record<string, string> }>(PERMIT).expected;

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

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

/** Drops bytes on the dialog's drop zone, as a user dragging the file in would. */
async function dropFile(page: Page, bytes: Buffer, name: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { b64: bytes.toString("base64"), name, type },
  );
  await page.getByTestId("document-drop-zone").dispatchEvent("drop", { dataTransfer });
}

for (const width of [390, 1280]) {
  test.describe(`license document reading at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("a dropped permit is read, its fields prefilled as suggestions, confirmed and saved", async ({ page }) => {
      await signIn(page);
      const locationId = await useFreshLocation(page, `Reading Lab ${width} ${Date.now()}`);
      // Hold the reading back a moment so its progress can be seen (the text layer is read in about a second).
      // The reading is queued (POST /api/reading-jobs) and then polled; holding the POST back shows the figure at 0.
      await page.route("**/api/reading-jobs", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });

      await page.goto("/licenses");
      await page.getByRole("button", { name: "Upload License" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Upload License" });
      await dropFile(page, readFixture(PERMIT), "ny-tappan-ridge-food-service-permit.pdf", "application/pdf");
      await expect(dialog.getByTestId("selected-document")).toHaveText("ny-tappan-ridge-food-service-permit.pdf");
      const reading = dialog.getByTestId("document-reading");
      await expect(reading).toHaveText("Reading the document…");
      await expect(reading).toHaveAttribute("role", "status");
      await expect(reading.getByRole("progressbar", { name: "Reading progress" })).toBeVisible();

      // Read: the empty fields are filled and marked as suggestions with their confidence.
      await expect(reading).toContainText("Filled 4 fields from the document. Check them before saving.", { timeout: 30_000 });
      await expect(reading).toContainText("Harbor & Pine Kitchen LLC");
      await expect(dialog.getByLabel("License Number")).toHaveValue(want.licenseNumber!);
      await expect(dialog.getByLabel("Issue Date")).toHaveValue(want.issueDate!);
      await expect(dialog.getByLabel("Expiration Date")).toHaveValue(want.expirationDate!);
      await expect(dialog.getByRole("combobox", { name: "License Type" })).toHaveText(new RegExp(`^${want.licenseType}`));
      const hints = dialog.getByTestId("suggested-hint");
      await expect(hints).toHaveCount(4);
      for (const hint of await hints.all()) await expect(hint).toHaveText(/^Suggested · \d{1,3}%/);
      // Each hint describes its field for screen readers.
      const numberHint = await dialog.getByLabel("License Number").getAttribute("aria-describedby");
      expect(numberHint).toBeTruthy();
      await expect(page.locator(`[id="${numberHint!.split(" ")[0]}"]`)).toHaveText(/^Suggested · /);
      await dialog.getByTestId("suggested-hint").first().scrollIntoViewIfNeeded();
      await screenshot(page, `license-extraction-suggested-${width}`);
      await dialog.screenshot({ path: `${SCREEN_DIR}/license-extraction-dialog-${width}.png` });
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      // Nothing in the dialog is wider than the dialog (long addresses wrap).
      expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

      // The user corrects the notes and confirms the rest; a corrected field loses its mark.
      await dialog.getByLabel("Notes").fill("Checked against the framed original.");
      await dialog.getByLabel("Issue Date").fill("2026-04-02");
      await expect(hints).toHaveCount(3);
      await dialog.getByLabel("Issue Date").fill(want.issueDate!);
      await expect(hints).toHaveCount(4);
      await dialog.getByRole("button", { name: "Upload License" }).click();
      await expect(toast(page, "License created successfully!")).toBeVisible();
      await expect(dialog).toBeHidden();

      const active = page.getByRole("region", { name: /^Active Licenses/ });
      await expect(page.getByRole("heading", { name: "Active Licenses (1)" })).toBeVisible();
      await expect(active.getByText(want.licenseNumber!).filter({ visible: true })).toBeVisible();
      await screenshot(page, `license-extraction-saved-${width}`);

      // The reading is kept with the license, with what the user did with each suggestion.
      const list = await page.request.get(`/api/licenses?locationId=${locationId}`);
      const [saved] = (await list.json()) as Array<{
        licenseNumber: string;
        extractedData: { fields: { licenseNumber: { value: string | null } }; review: Record<string, string> };
      }>;
      expect(saved!.licenseNumber).toBe(want.licenseNumber);
      expect(saved!.extractedData.fields.licenseNumber.value).toBe(want.licenseNumber);
      expect(saved!.extractedData).toMatchObject({ source: "rules", method: "pdf-text", pages: 1 });
      expect(saved!.extractedData.review).toEqual({
        licenseTypeId: "accepted",
        licenseNumber: "accepted",
        issueDate: "accepted",
        expirationDate: "accepted",
      });
    });

    if (width === 1280) {
      test("a document that cannot be read leaves a short note and saving by hand works", async ({ page }) => {
        await signIn(page);
        await useFreshLocation(page, `Reading Lab damaged ${Date.now()}`);
        await page.goto("/licenses");
        await page.getByRole("button", { name: "Upload License" }).first().click();
        const dialog = page.getByRole("dialog", { name: "Upload License" });
        const damaged = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x41)]);
        await dropFile(page, damaged, "damaged-scan.pdf", "application/pdf");
        const reading = dialog.getByTestId("document-reading");
        await expect(reading).toContainText(/^Could not read the details: .+ You can still fill them in by hand\.$/, { timeout: 30_000 });
        await expect(dialog.getByTestId("suggested-hint")).toHaveCount(0);
        await dialog.screenshot({ path: `${SCREEN_DIR}/license-extraction-failed-1280.png` });

        await dialog.getByRole("combobox", { name: "License Type" }).click();
        await page.getByRole("option", { name: /^Business License ·/ }).click();
        await dialog.getByLabel("License Number").fill("BL-BY-HAND-1");
        await dialog.getByRole("button", { name: "Upload License" }).click();
        await expect(toast(page, "License created successfully!")).toBeVisible();
        await expect(page.getByRole("cell", { name: "BL-BY-HAND-1" })).toBeVisible();
      });
    }
  });
}
