import { expect, type Locator, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { addDaysIso } from "@shared/domain/calendar";
import { formatDisplayDate } from "@shared/domain/dates";
import { locationToday } from "@shared/domain/time-zone";
import { readExpected, readFixture } from "../support/fixtures";
import { SCREEN_DIR, selectLocation, signIn } from "./support";
import { newYorkToday } from "../support/location-day";

// Issue 32, the first Must show: on a phone, a renewed permit is uploaded and chosen as the renewal of the permit
// the location holds → one license with two terms, the dashboard's alert gone, and Group Overview and the compliance
// matrix agreeing with the dashboard.

const PERMIT = "licenses/ny-tappan-ridge-food-service-permit.pdf";
const want = readExpected<{ expected: Record<string, string> }>(PERMIT).expected;
const today = newYorkToday();
const OLD_NUMBER = "FSE-2025-01177";
const oldExpiry = addDaysIso(today, 10);

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

async function oldPermit(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(`Food Service Establishment Permit ${OLD_NUMBER}`);
  return Buffer.from(await pdf.save());
}

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

/** A New York location (selected) holding the permit {OLD_NUMBER}, which expires in 10 days; answers its id. */
async function locationWithOldPermit(page: Page, location: Record<string, string>): Promise<string> {
  const created = await page.request.post("/api/locations", {
    data: { address: "418 Riverside Avenue", city: "Port Halden", state: "NY", zipCode: "10566", ...location },
  });
  expect(created.status(), await created.text()).toBe(201);
  const locationId = ((await created.json()) as { id: string }).id;
  await selectLocation(page, locationId);
  const types = (await (await page.request.get("/api/license-types")).json()) as { id: string; name: string }[];
  const permitType = types.find((t) => t.name === want.licenseType)!;
  const first = await page.request.post("/api/licenses", {
    multipart: {
      licenseData: JSON.stringify({ locationId, licenseTypeId: permitType.id, licenseNumber: OLD_NUMBER, issueDate: addDaysIso(today, -355), expirationDate: oldExpiry, status: "active" }),
      document: { name: "permit-2025.pdf", mimeType: "application/pdf", buffer: await oldPermit() },
    },
  });
  expect(first.status(), await first.text()).toBe(201);
  return locationId;
}

/** "Compliance: Out of compliance 16 %" → 16. */
const scoreOf = async (locator: Locator) => Number(/(\d+)\s?%/.exec((await locator.textContent()) ?? "")?.[1]);

test("a renewed permit chosen as 'Renewal of …' keeps one license with two terms; the dashboard, Group Overview and the matrix agree", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const name = `Renewal Diner ${Date.now()}`;
  await locationWithOldPermit(page, { name, legalName: "Harbor & Pine Kitchen LLC" });

  // Before: the dashboard warns of the permit.
  await page.goto("/");
  await expect(page.getByTestId("license-alerts")).toContainText(want.licenseType!);

  // Upload the renewed permit; the reading offers it as the renewal of the permit held.
  await page.goto("/licenses");
  await page.getByRole("button", { name: "Upload License" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upload License" });
  await dropFile(page, readFixture(PERMIT), "permit-2026.pdf", "application/pdf");
  await expect(dialog.getByTestId("document-reading")).toContainText("Check them before saving.", { timeout: 60_000 });
  // The licensee and the address agree with the location's: no warning.
  await expect(dialog.getByTestId("location-mismatch")).toHaveCount(0);
  const choice = dialog.getByTestId("renewal-choice");
  const renewalLabel = `Renewal of ${want.licenseType} ${OLD_NUMBER}, expires ${formatDisplayDate(oldExpiry)}`;
  await expect(choice.getByRole("radio", { name: renewalLabel })).toBeVisible();
  await expect(choice.getByRole("radio", { name: "Add as a separate license" })).toBeVisible();
  // Nothing is chosen for the user.
  await dialog.getByRole("button", { name: "Upload License" }).click();
  await expect(choice).toContainText("Choose whether this document renews the license above or is a separate license.");
  await choice.getByRole("radio", { name: renewalLabel }).check();
  await choice.scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: `${SCREEN_DIR}/renewal-choice-390.png` });
  await dialog.getByRole("button", { name: "Renew License" }).click();
  await expect(toast(page, "License renewed")).toBeVisible();

  // One license, its current term the renewed one, two terms with both documents.
  // The phone's cards (the wide table is in the page too, hidden below xl).
  const rows = page.getByRole("list", { name: "Active licenses" }).getByTestId("license-row").filter({ hasText: want.licenseType! });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(want.licenseNumber!);
  await rows.getByRole("button", { name: `View ${want.licenseType}` }).click();
  const view = page.getByRole("dialog", { name: want.licenseType! });
  const terms = view.getByTestId("license-term");
  await expect(terms).toHaveCount(2);
  await expect(terms.nth(0)).toContainText("Current term");
  await expect(terms.nth(0)).toContainText(formatDisplayDate(want.expirationDate!));
  await expect(terms.nth(0).getByRole("link", { name: "permit-2026.pdf" })).toBeVisible();
  await expect(terms.nth(1)).toContainText("Earlier term");
  await expect(terms.nth(1)).toContainText(OLD_NUMBER);
  const earlier = terms.nth(1).getByRole("link", { name: "permit-2025.pdf" });
  const download = await page.request.get((await earlier.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await terms.nth(1).scrollIntoViewIfNeeded();
  await view.screenshot({ path: `${SCREEN_DIR}/renewal-terms-390.png` });
  await view.getByRole("button", { name: "Close" }).first().click();

  // The dashboard: the alert is gone; its compliance card gives the score.
  await page.goto("/");
  const card = page.getByTestId("required-licenses");
  await expect(card).toBeVisible();
  await expect(page.getByTestId("license-alerts")).toHaveCount(0);
  const dashboardScore = await scoreOf(card.getByRole("heading"));
  const missing = Number(/(\d+) missing/.exec((await card.textContent()) ?? "")?.[1]);
  await expect(card).toContainText(" 0 expiring ");
  await page.screenshot({ path: `${SCREEN_DIR}/renewal-dashboard-390.png` });

  // Group Overview: the same score, nothing expiring.
  await page.goto("/group");
  const groupCard = page.getByTestId("group-card").filter({ hasText: name });
  await expect(groupCard).toBeVisible();
  expect(await scoreOf(groupCard.getByRole("link", { name: `Licenses of ${name}` }))).toBe(dashboardScore);
  await expect(groupCard).not.toContainText("expiring");
  await expect(groupCard).toContainText(`${missing} missing`);
  await groupCard.screenshot({ path: `${SCREEN_DIR}/renewal-group-card-390.png` });

  // The compliance matrix: the permit valid, as many missing as the dashboard counts.
  await page.getByRole("tab", { name: "Compliance matrix" }).click();
  const matrixCard = page.getByTestId("matrix-card").filter({ hasText: name });
  await expect(matrixCard.getByTestId("matrix-card-item").filter({ hasText: want.licenseType! })).toContainText("Valid");
  await expect(matrixCard.getByTestId("matrix-card-item").filter({ hasText: "Missing" })).toHaveCount(missing);
  await expect(matrixCard.getByTestId("matrix-card-item").filter({ hasText: "Expiring" })).toHaveCount(0);
  await matrixCard.scrollIntoViewIfNeeded();
  await matrixCard.screenshot({ path: `${SCREEN_DIR}/renewal-matrix-390.png` });
});

for (const width of [390, 1280]) {
  test(`'Mark renewal submitted' at ${width} px: its own badge, no alert, and its fee among the group's renewal fees`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await signIn(page);
    const name = `Submitted Diner ${width} ${Date.now()}`;
    const created = await page.request.post("/api/locations", { data: { name, address: "5 Mill Lane", city: "Troy", state: "NY", zipCode: "12180" } });
    const locationId = ((await created.json()) as { id: string }).id;
    await selectLocation(page, locationId);
    const types = (await (await page.request.get("/api/license-types")).json()) as { id: string; name: string }[];
    const permitType = types.find((t) => t.name === want.licenseType)!;
    const first = await page.request.post("/api/licenses", {
      multipart: {
        licenseData: JSON.stringify({ locationId, licenseTypeId: permitType.id, licenseNumber: "FSE-SUB-1", expirationDate: addDaysIso(today, 20), status: "active" }),
        document: { name: "permit.pdf", mimeType: "application/pdf", buffer: await oldPermit() },
      },
    });
    expect(first.status()).toBe(201);

    await page.goto("/licenses");
    const list = width < 1280 ? page.getByRole("list", { name: "Active licenses" }) : page.getByRole("region", { name: "Active licenses", exact: true });
    const row = list.getByTestId("license-row").filter({ hasText: want.licenseType! });
    await row.getByRole("button", { name: `Mark renewal submitted for ${want.licenseType}` }).click();
    const dialog = page.getByRole("dialog", { name: "Mark Renewal Submitted" });
    // Today at the location (New York), not the test machine's UTC date.
    await expect(dialog.getByLabel("Submitted On")).toHaveValue(locationToday({ state: "NY" }, new Date()));
    await dialog.getByLabel(/Reference/).fill("APP-77");
    await dialog.getByLabel(/Fee/).fill("325");
    await dialog.getByRole("button", { name: "Mark Renewal Submitted" }).click();
    await expect(toast(page, "Renewal marked as submitted")).toBeVisible();
    await expect(row.getByTestId("renewal-submitted-badge")).toHaveText("Renewal submitted");
    await row.screenshot({ path: `${SCREEN_DIR}/renewal-submitted-row-${width}.png` });

    // A submitted renewal is no alert until its date passes.
    await page.goto("/");
    await expect(page.getByTestId("required-licenses")).toContainText("1 renewal submitted");
    await expect(page.getByTestId("license-alerts")).toHaveCount(0);

    // The group's renewal fees list it with the fee given.
    await page.goto("/group");
    const fees = page.getByTestId("renewal-fees");
    const mine = fees.getByTestId("renewal-fees-location").filter({ hasText: name });
    await expect(mine).toContainText(`${want.licenseType} FSE-SUB-1 · expires ${formatDisplayDate(addDaysIso(today, 20))}`);
    await expect(mine).toContainText("$325.00");
    await expect(fees.getByTestId("renewal-fees-total")).toContainText(/Total \$[\d,]+\.\d\d/);
    await fees.screenshot({ path: `${SCREEN_DIR}/renewal-fees-${width}.png` });
  });
}

for (const width of [390, 1280]) {
  test(`Renew with a document at ${width} px: the reading shows its progress, fills the new term with how sure it is, and warns of another license type`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page);
    await locationWithOldPermit(page, { name: `Renew Reading ${width} ${Date.now()}` });

    await page.goto("/licenses");
    await page.getByRole("button", { name: `Renew ${want.licenseType}` }).locator("visible=true").click();
    const dialog = page.getByRole("dialog", { name: "Renew License" });
    const reading = dialog.getByTestId("document-reading");
    const expiration = dialog.getByLabel("New Expiration Date");
    await dropFile(page, readFixture(PERMIT), "permit-2026.pdf", "application/pdf");
    await expect(reading).toContainText("Check them before saving.", { timeout: 60_000 });
    await expect(expiration).toHaveValue(want.expirationDate!);
    await expect(dialog.getByLabel("License Number")).toHaveValue(want.licenseNumber!);
    // Each filled field says it was read, and how sure the reader is.
    const hints = dialog.getByTestId("suggested-hint");
    await expect(hints.first()).toContainText(/^Suggested · \d+%/);
    expect(await hints.count()).toBeGreaterThanOrEqual(2);
    await expect(dialog.getByTestId("type-mismatch")).toHaveCount(0);

    // Another document, of another type: its values replace the first reading's, and the dialog warns.
    const other = "licenses/il-lakeport-fire-prevention-permit.pdf";
    const otherWant = readExpected<{ expected: Record<string, string> }>(other).expected;
    await dropFile(page, readFixture(other), "fire-permit.pdf", "application/pdf");
    await expect(dialog.getByTestId("type-mismatch")).toHaveText(
      `This document reads as another license type than ${want.licenseType}. Check that it is the renewal of this license.`,
      { timeout: 60_000 },
    );
    await expect(expiration).toHaveValue(otherWant.expirationDate!);
    await dialog.screenshot({ path: `${SCREEN_DIR}/renew-reading-${width}.png` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
}
