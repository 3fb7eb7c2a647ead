import { expect, type Page, test } from "@playwright/test";
import * as XLSX from "xlsx";
import { formatDollars } from "@shared/domain/money";
import { screenshot, selectLocation, signIn, untilLive } from "./support";

/**
 * A large upload (above PAYROLL_QUEUE_BYTES, 64 KB for the E2E server: see playwright.config.ts) is read on the
 * job queue: the upload card shows "Reading the spreadsheet…" with its progress, then the same result screen.
 */

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

/** 60 employees over 2,000 rows (about 250 KB uncompressed); the total tips in cents. */
function largeWorkbook(header = ["Employee", "Tips", "Hours"]): { bytes: Buffer; totalCents: number } {
  const rows: unknown[][] = [header];
  let totalCents = 0;
  for (let i = 0; i < 2_000; i++) {
    const cents = (i * 37) % 5000;
    totalCents += cents;
    rows.push([`Employee ${String(i % 60).padStart(2, "0")}`, cents / 100, ((i * 13) % 80) / 10 + 1]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Tips");
  return { bytes: XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer, totalCents };
}

async function useFreshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", {
    data: { name, address: "9 Queue Way", city: "Troy", state: "NY", zipCode: "12180" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
}

test("a large payroll file: reading progress, then the calculation; a refused one fails like a direct upload", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await useFreshLocation(page, `Payroll Queue ${Date.now()}`);
  // Each poll waits a moment, so the progress stays on screen long enough to be seen.
  await page.route("**/api/payroll-jobs/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto("/payroll");
  // Typed before the page is live is fine (first-paint.spec.ts); a file is chosen once it is, as a tap would be.
  await page.getByRole("textbox", { name: "Week Ending" }).fill("2026-11-08");
  await untilLive(page);

  const { bytes, totalCents } = largeWorkbook();
  await page.getByLabel("Payroll Files").setInputFiles({ name: "big-week.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: bytes });
  const queued = page.waitForResponse((r) => r.url().endsWith("/api/payroll/upload"));
  await page.getByRole("button", { name: "Calculate Tips" }).click();
  expect((await queued).status()).toBe(202);
  const reading = page.getByTestId("payroll-reading");
  await expect(reading).toContainText("Reading the spreadsheet…");
  await expect(reading.getByRole("progressbar", { name: "Reading progress" })).toBeVisible();
  await screenshot(page, "payroll-queued-reading-1280");

  await expect(toast(page, `Processed ${formatDollars(totalCents)} in tips for 60 employees`)).toBeVisible({ timeout: 60_000 });
  await expect(reading).toBeHidden();
  await expect(page.getByRole("heading", { name: "Tips for the week ending Nov 08, 2026" })).toBeVisible();
  await expect(page.getByLabel("Tips per employee").filter({ visible: true }).getByTestId("employee-row")).toHaveCount(60);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { name: "Tips for the week ending Nov 08, 2026" })).toBeVisible();
  await screenshot(page, "payroll-queued-result-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // A file the reader refuses: the direct upload's toast and message.
  const refused = largeWorkbook(["Employee", "Department", "Hours"]);
  await page.getByRole("textbox", { name: "Week Ending" }).fill("2026-11-15");
  await page.getByLabel("Payroll Files").setInputFiles({ name: "no-tips.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: refused.bytes });
  await page.getByRole("button", { name: "Calculate Tips" }).click();
  const failure = toast(page, "Failed to process payroll files");
  await expect(failure).toBeVisible({ timeout: 60_000 });
  await expect(failure).toContainText("no-tips.xlsx");
});
