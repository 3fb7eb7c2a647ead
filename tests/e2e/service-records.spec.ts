import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument, PDFDict, PDFName } from "pdf-lib";
import { addDaysIso } from "@shared/domain/calendar";
import { readFixture } from "../support/fixtures";
import { screenshot, selectLocation, signIn } from "./support";
import { newYorkToday } from "../support/location-day";
import { hoodCertificate } from "../support/hood-certificate";

// Issue 32, points 5-7: a hood cleaning done by a vendor with a photo and a PDF certificate, the item's history,
// the vendor's visits, the binder screen and its PDF, and a read-only link an inspector opens without an account.

const today = newYorkToday();
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const photo = readFixture("licenses/fl-coral-tide-liquor-license.jpg");

test("a hood cleaning by a vendor with a photo and a certificate reaches the history, the visits, the binder and its PDF; a shared link opens and then is revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const name = `Binder Diner ${Date.now()}`;
  const created = await page.request.post("/api/locations", { data: { name, address: "12 Harbor Street", city: "Port Halden", state: "NY" } });
  expect(created.status(), await created.text()).toBe(201);
  const locationId = ((await created.json()) as { id: string }).id;
  await selectLocation(page, locationId);
  const item = await (await page.request.post("/api/equipment", { data: { locationId, name: "Kitchen exhaust hood" } })).json();
  const task = await page.request.post(`/api/equipment/${item.id}/tasks`, {
    data: { task: "Hood cleaning", intervalDays: 90, lastDone: addDaysIso(today, -95), serviceKind: "hood_cleaning" },
  });
  expect(task.status()).toBe(201);
  const vendor = await page.request.post("/api/vendors", { data: { locationId, name: "Blue Flame Hood Co.", category: "cleaning" } });
  expect(vendor.status()).toBe(201);

  // Mark it done on the phone: the vendor, a photo from the camera, the PDF certificate.
  await page.goto("/equipment");
  await page.getByRole("button", { name: "View Kitchen exhaust hood" }).first().click();
  const row = page.getByTestId("task-row").filter({ hasText: "Hood cleaning" });
  await row.getByRole("button", { name: "Mark Hood cleaning done" }).click();
  await row.getByLabel("Done by").selectOption({ label: "Blue Flame Hood Co." });
  await row.getByLabel(/Cost/).fill("450");
  await row.getByLabel(/Notes/).fill("Ducts and fans degreased");
  await row.getByTestId("camera-input").setInputFiles({ name: "IMG_2210.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(row.getByRole("list", { name: "Attachments to save" })).toContainText(/IMG_2210\.jpg/i);
  await row.getByTestId("attachment-input").setInputFiles({ name: "hood-certificate.pdf", mimeType: "application/pdf", buffer: await hoodCertificate() });
  await expect(row.getByRole("list", { name: "Attachments to save" })).toContainText("hood-certificate.pdf");
  await screenshot(page, "completion-form-390");
  await row.getByRole("button", { name: "Save completion" }).click();
  await expect(toast(page, "Maintenance task marked done")).toBeVisible();

  // The item's history.
  const history = page.getByRole("list", { name: "Service history" });
  await expect(history.getByTestId("service-record")).toHaveCount(1);
  await expect(history).toContainText("By Blue Flame Hood Co.");
  await expect(history).toContainText("$450.00");
  await expect(history.getByRole("link", { name: /IMG_2210\.jpg/i })).toBeVisible();
  await expect(history.getByRole("link", { name: "hood-certificate.pdf" })).toBeVisible();
  await screenshot(page, "service-history-390");
  await page.keyboard.press("Escape");

  // The vendor's visits.
  await page.goto("/vendors");
  await page.getByRole("button", { name: "More actions for Blue Flame Hood Co." }).first().click();
  await page.getByRole("menuitem", { name: "Service visits" }).click();
  const visits = page.getByRole("list", { name: "Visits of Blue Flame Hood Co." });
  await expect(visits.getByTestId("service-record")).toHaveCount(1);
  await expect(visits).toContainText("Hood cleaning");
  await expect(visits.getByRole("link", { name: "hood-certificate.pdf" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The binder screen: the proof one tap away, how old it is, the missing requirements.
  await page.goto("/binder");
  const binderTask = page.getByTestId("binder-task").filter({ hasText: "Hood cleaning" });
  await expect(binderTask).toContainText("by Blue Flame Hood Co.");
  await expect(binderTask).toContainText("(today)");
  await expect(binderTask.getByRole("link", { name: "hood-certificate.pdf" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Missing required licenses" })).toBeVisible();
  await screenshot(page, "binder-390");

  // The PDF: cover, contents, the record's page, the photo's page, the certificate's two pages.
  // Its documents are over the test server's BINDER_QUEUE_BYTES: built on the job queue, then downloaded.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download binder" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Inspection binder - .+\.pdf$/);
  await expect(page.getByRole("status").getByText("The binder is ready.")).toBeVisible();
  await screenshot(page, "binder-ready-390");
  const href = await page.getByRole("link", { name: "Download binder PDF" }).getAttribute("href");
  expect(href).toMatch(/^\/api\/binder-builds\/[0-9a-f-]{36}\/binder\.pdf$/);
  const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
  expect(pdf.getPageCount()).toBe(6);
  const photoPage = pdf.getPage(3);
  const xObjects = photoPage.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  expect(xObjects?.keys().length).toBe(1);
  // The details page places no image (pdf-lib may leave an empty XObject dictionary on it).
  const detailImages = pdf.getPage(2).node.Resources()?.lookup(PDFName.of("XObject"));
  expect(detailImages instanceof PDFDict ? detailImages.keys().length : 0).toBe(0);

  // Share it: the link opens without an account and shows this location only; revoked, it answers 404.
  await page.getByRole("button", { name: "Create read-only link" }).click();
  const url = await page.getByLabel("Shared link", { exact: true }).inputValue();
  expect(url).toContain("/api/shared-binders/");
  const inspector = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const inspectorPage = await inspector.newPage();
  const opened = await inspectorPage.goto(url);
  expect(opened?.status()).toBe(200);
  await expect(inspectorPage.getByRole("heading", { name })).toBeVisible();
  await expect(inspectorPage.getByText("Hood cleaning · Kitchen exhaust hood")).toBeVisible();
  await expect(inspectorPage.getByRole("link", { name: "hood-certificate.pdf" })).toBeVisible();
  await screenshot(inspectorPage, "shared-binder-390");

  await page.reload();
  const link = page.getByTestId("binder-link").first();
  await expect(link).toContainText("last opened");
  await link.getByRole("button", { name: "Revoke" }).click();
  await expect(toast(page, "Link revoked")).toBeVisible();
  await expect(link).toContainText("Revoked");
  expect((await inspectorPage.goto(url))?.status()).toBe(404);
  await inspector.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "binder-1280");
});
