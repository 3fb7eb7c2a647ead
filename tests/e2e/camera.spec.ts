import { createCanvas, loadImage } from "@napi-rs/canvas";
import { expect, type Page, test } from "@playwright/test";
import { readExpected, readFixture } from "../support/fixtures";
import { screenshot, selectLocation, signIn } from "./support";

/**
 * A phone at 360 × 740 whose camera "takes" a photo: the fixture's phone photo enlarged to a 12-megapixel-class
 * camera's size, handed to the capture input as the camera app would hand it over.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const LICENSE_PHOTO = "licenses/fl-coral-tide-liquor-license.jpg";
const MANUAL_PHOTO = "manuals/vaporis-vcx-10e-combi-oven-maintenance-page.jpg";

async function cameraPhoto(fixture: string, scale: number): Promise<Buffer> {
  const image = await loadImage(readFixture(fixture));
  const canvas = createCanvas(Math.round(image.width * scale), Math.round(image.height * scale));
  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode("jpeg", 92);
}

/** Width and height of the first JPEG in `bytes` (its start-of-frame segment). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = bytes.indexOf(Buffer.from([0xff, 0xd8]));
  expect(at, "a JPEG in the upload").toBeGreaterThanOrEqual(0);
  at += 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error("no JPEG frame header");
}

/** The body of the next POST to `path`, read as it leaves the browser (then sent on unchanged). */
function nextUpload(page: Page, path: string): Promise<Buffer> {
  return new Promise((resolve) => {
    void page.route(`**${path}`, async (route) => {
      const request = route.request();
      if (request.method() === "POST") resolve(request.postDataBuffer() ?? Buffer.alloc(0));
      await route.continue();
    });
  });
}

async function useFreshLocation(page: Page, name: string, state: string) {
  const res = await page.request.post("/api/locations", {
    data: { name, address: "1450 Seabreeze Boulevard", city: "Palmetto Shores", state, zipCode: "33062" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await selectLocation(page, id);
}

test("license: take a photo, it is downscaled before upload, and the form is prefilled from it", async ({ page }) => {
  test.setTimeout(120_000);
  const photo = await cameraPhoto(LICENSE_PHOTO, 2); // 3400 × 4286, as a phone camera takes it
  expect(photo.length).toBeGreaterThan(1_000_000);
  const want = readExpected<{ expected: Record<string, string> }>(LICENSE_PHOTO).expected;

  await signIn(page);
  await useFreshLocation(page, `Camera Lab ${Date.now()}`, "FL");
  await page.goto("/licenses");
  await page.getByRole("button", { name: "Upload License" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upload License" });
  await expect(dialog.getByRole("button", { name: "Take photo" })).toBeVisible();

  const upload = nextUpload(page, "/api/reading-jobs");
  await dialog.getByTestId("camera-input").setInputFiles({ name: "IMG_4031.JPG", mimeType: "image/jpeg", buffer: photo });
  const sent = await upload;
  const size = jpegSize(sent);
  expect(Math.max(size.width, size.height)).toBe(2000);
  expect(size.width / size.height).toBeCloseTo(3400 / 4286, 2);
  expect(sent.length).toBeLessThan(photo.length / 2);

  await expect(dialog.getByTestId("selected-document")).toHaveText(/^IMG_4031\.jpg$/);
  await expect(dialog.getByTestId("document-reading")).toContainText(/Filled \d+ fields? from the document/, { timeout: 90_000 });
  await expect(dialog.getByLabel("License Number")).toHaveValue(want.licenseNumber!);
  await expect(dialog.getByLabel("Expiration Date")).toHaveValue(want.expirationDate!);
  await screenshot(page, "camera-license-prefilled-360");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("manual: photograph two pages, sent as one PDF and read", async ({ page }) => {
  test.setTimeout(150_000);
  const photo = await cameraPhoto(MANUAL_PHOTO, 2);

  await signIn(page);
  await useFreshLocation(page, `Manual Camera Lab ${Date.now()}`, "FL");
  await page.goto("/equipment");
  await page.getByRole("button", { name: "Photograph Pages" }).click();
  const dialog = page.getByRole("dialog", { name: "Photograph Manual" });
  await expect(dialog.getByText("No pages yet.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Use 0 pages" })).toBeDisabled();

  await dialog.getByTestId("camera-input").setInputFiles({ name: "IMG_1.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(dialog.getByRole("img", { name: "Page 1" })).toBeVisible();
  await dialog.getByTestId("camera-input").setInputFiles({ name: "IMG_2.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(dialog.getByRole("img", { name: "Page 2" })).toBeVisible();
  await screenshot(page, "camera-manual-pages-360");

  const upload = nextUpload(page, "/api/equipment/upload-manual");
  await dialog.getByRole("button", { name: "Use 2 pages" }).click();
  const sent = await upload;
  expect(sent.includes(Buffer.from("%PDF-"))).toBe(true);
  expect(sent.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);

  const addDialog = page.getByRole("dialog", { name: "Add Equipment" });
  await expect(addDialog.getByText(/^Manual: manual-photos-\d{4}-\d{2}-\d{2}\.pdf$/)).toBeVisible({ timeout: 120_000 });
  await expect(addDialog.getByLabel("Model")).toHaveValue("VCX-10E");
});
