import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import * as XLSX from "xlsx";
import { ZipFile } from "yazl";
import { TEST_PASSWORD } from "../support/factories";
import { unzip } from "../support/unzip";
import { chooseOption, screenshot, selectLocation } from "./support";
import { startTenantServer, type TenantServer } from "./tenant-server";

/**
 * Issue 19 as an administrator onboarding a group: Organization → Import, a workbook with its column mapping and
 * dry run (errors named by row, field and reason), the confirmed import and its records, a 5,000-row equipment file with
 * progress, licenses flagged "Document missing" then a .zip of PDFs attached by license number, and the export.
 * At phone width (390 px) and desktop width (1280 px), the page never scrolls sideways. SHOTS_DIR keeps the
 * screenshots (docs/screens/issue-19).
 */

test.describe.configure({ mode: "serial", timeout: 300_000 });

const SHOTS = process.env.SHOTS_DIR;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const LARGE_ROWS = 5_000;
let server: TenantServer;

test.beforeAll(async () => {
  server = await startTenantServer("Onboarding Restaurant Group");
});
test.afterAll(async () => {
  await server?.close();
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return screenshot(page, `import-${name}`);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function openAsAdmin(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(server.tenant.admin.email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  return page;
}

function workbook(rows: unknown[][], sheet: string): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheet);
  return XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

async function zipOf(files: [string, Buffer][]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

/** Neither the page nor the open dialog is wider than the window. */
async function expectNoSidewaysScroll(page: Page, dialog?: Locator) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  if (dialog) {
    const box = await dialog.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }
}

/** WCAG 2 A and AA problems axe finds in the open dialog, as "rule: target" lines. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).include('[role="dialog"]').analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

async function openImport(page: Page, kind?: string): Promise<Locator> {
  await page.goto("/organization");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import from a spreadsheet" });
  await expect(dialog).toBeVisible();
  if (kind) await chooseOption(page, dialog.getByRole("combobox", { name: "What to import" }), kind);
  return dialog;
}

async function openLicensesOf(page: Page, locationName: string) {
  const locations = (await (await page.request.get("/api/organization/locations")).json()) as { id: string; name: string }[];
  const location = locations.find((l) => l.name === locationName)!;
  await selectLocation(page, location.id);
  await page.goto("/licenses");
  await expect(page.getByRole("heading", { name: "License Management" })).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    const store = (n: number) => `Store ${width}-${String(n).padStart(2, "0")}`;

    test("a workbook: mapping and dry run with errors by row, confirm, the records appear", async ({ browser }) => {
      const page = await openAsAdmin(browser, width);
      const rows: unknown[][] = [["Store Name", "Street Address", "City", "State", "Zip", "GM", "Remarks"]];
      for (let i = 1; i <= 12; i++) rows.push([store(i), `${i} Main St`, "Albany", i % 2 ? "New York" : "NY", 12200 + i, `Manager ${i}`, ""]);
      rows.push([`Narnia ${width}`, "1 Lamp Post", "Cair Paravel", "Narnia", "00000", "", ""]);
      rows.push([store(3), "3 Main St", "Albany", "NY", 12203, "", "the same store twice"]);
      rows.push([`No Street ${width}`, "", "Troy", "NY", 12180, "", ""]);

      const dialog = await openImport(page);
      await dialog.getByLabel("Spreadsheet").setInputFiles({ name: "stores.xlsx", mimeType: XLSX_TYPE, buffer: workbook(rows, "Stores") });

      const counts = dialog.getByTestId("import-counts");
      await expect(counts).toContainText("12 new");
      await expect(counts).toContainText("3 with errors");
      // The mapping is shown and adjustable: headers matched by name and synonym.
      await expect(dialog.getByRole("combobox", { name: "Field for column Store Name" })).toHaveText("Name *");
      await expect(dialog.getByRole("combobox", { name: "Field for column GM" })).toHaveText("Manager");
      await expect(dialog.getByRole("combobox", { name: "Field for column Remarks" })).toHaveText("Notes");
      // Errors first, each with its spreadsheet row, field and reason.
      const errors = dialog.locator('tbody[data-status="error"]');
      await expect(errors).toHaveCount(3);
      await expect(errors.nth(0)).toContainText("14");
      await expect(errors.nth(0)).toContainText('State: State "Narnia" is not a US state (write a name such as New York or a code such as NY)');
      await expect(errors.nth(1)).toContainText("Name: Duplicate of row 4 (the same record twice in this file)");
      await expect(errors.nth(2)).toContainText("Address:");
      await expectNoSidewaysScroll(page, dialog);
      await shot(page, `dry-run-${width}`);
      expect(await axeProblems(page)).toEqual([]);

      // Nothing is saved by the dry run.
      const before = (await (await page.request.get("/api/organization/locations")).json()) as { name: string }[];
      expect(before.some((l) => l.name === store(1))).toBe(false);

      await dialog.getByRole("button", { name: "Import 12 rows" }).click();
      await expect(toast(page, "12 added, 0 updated, 0 unchanged, 3 rows with errors skipped.")).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByText(store(12)).first().scrollIntoViewIfNeeded({ timeout: 15_000 });
      await expect(page.getByText(store(12)).first()).toBeVisible();
      await expect(page.getByText(`Narnia ${width}`)).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await shot(page, `done-${width}`);

      // The same workbook again changes nothing.
      const again = await openImport(page);
      await again.getByLabel("Spreadsheet").setInputFiles({ name: "stores.xlsx", mimeType: XLSX_TYPE, buffer: workbook(rows, "Stores") });
      await expect(again.getByTestId("import-counts")).toContainText("12 unchanged");
      await expect(again.getByRole("button", { name: "Nothing to import" })).toBeDisabled();
      await page.context().close();
    });

    test("licenses without a document are flagged, then a .zip of PDFs attaches them by number", async ({ browser }) => {
      const page = await openAsAdmin(browser, width);
      const number = (n: number) => `LQ-${width}-${n}`;
      const csv = ["Location,License Type,License Number,Expiration Date", ...[1, 2, 3].map((n) => `${store(1)},Liquor,${number(n)},12/31/2030`)].join("\r\n");
      const dialog = await openImport(page, "Licenses");
      await expect(dialog.getByRole("link", { name: "Download the licenses template" })).toHaveAttribute("href", "/api/import/licenses/template");
      await dialog.getByLabel("Spreadsheet").setInputFiles({ name: "licenses.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await expect(dialog.getByTestId("import-counts")).toContainText("3 new");
      await dialog.getByRole("button", { name: "Import 3 rows" }).click();
      await expect(toast(page, "3 added, 0 updated, 0 unchanged.")).toBeVisible();

      await openLicensesOf(page, store(1));
      const rowOf = (n: number) => page.getByTestId("license-row").filter({ visible: true }).filter({ hasText: number(n) });
      for (const n of [1, 2, 3]) await expect(rowOf(n).getByTestId("document-missing")).toHaveText("Document missing");
      await expectNoSidewaysScroll(page);
      await shot(page, `document-missing-${width}`);

      const attach = await openImport(page, "Licenses");
      const zip = await zipOf([
        [`${number(1).toLowerCase()}.pdf`, PDF],
        [`scans/Liquor ${number(2).replaceAll("-", " ")}.pdf`, PDF],
        ["unknown-999.pdf", PDF],
      ]);
      await attach.getByLabel("Documents (.zip)").setInputFiles({ name: "licenses.zip", mimeType: "application/zip", buffer: zip });
      const report = attach.getByTestId("license-documents-counts");
      await expect(report).toContainText("2 attached");
      await expect(report).toContainText("1 no match");
      await expect(attach.locator('tr[data-status="no_match"]')).toContainText("unknown-999.pdf");
      await attach.getByRole("table", { name: "Documents attached" }).scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page, attach);
      await shot(page, `zip-attach-${width}`);
      expect(await axeProblems(page)).toEqual([]);
      await attach.getByRole("button", { name: "Cancel" }).click();

      await openLicensesOf(page, store(1));
      await expect(rowOf(1).getByTestId("document-missing")).toHaveCount(0);
      await expect(rowOf(2).getByTestId("document-missing")).toHaveCount(0);
      await expect(rowOf(3).getByTestId("document-missing")).toHaveText("Document missing");
      await page.context().close();
    });

    test(`a ${LARGE_ROWS.toLocaleString("en-US")}-row file: the dry run stays usable, the import shows its progress`, async ({ browser }) => {
      const page = await openAsAdmin(browser, width);
      // A group's equipment: 5,000 items over the twelve stores imported above, one row naming no store.
      const lines = ["Location,Name,Serial Number,Price,Purchase Date"];
      for (let i = 1; i <= LARGE_ROWS; i++) lines.push(`${store((i % 12) + 1)},Item ${i},SN-${width}-${i},"$1,250.00",3/15/2025`);
      lines.push(`Atlantis,Item bad,SN-${width}-bad,10,3/15/2025`);
      const dialog = await openImport(page, "Equipment");
      const sent = Date.now();
      await dialog.getByLabel("Spreadsheet").setInputFiles({ name: "bulk.csv", mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`) });
      await expect(dialog.getByTestId("import-counts")).toContainText(`${LARGE_ROWS.toLocaleString("en-US")} new`, { timeout: 120_000 });
      console.log(`${width} px: the ${LARGE_ROWS}-row dry run shown ${Date.now() - sent} ms after the file was chosen`);
      // The page answers at once once the dry run is shown (the table holds 200 of the rows).
      const answered = Date.now();
      await dialog.getByRole("combobox", { name: "Field for column Price" }).click();
      await expect(page.getByRole("option", { name: "Price", exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      expect(Date.now() - answered).toBeLessThan(5_000);
      await expect(dialog.getByTestId("import-counts")).toContainText("1 with errors");
      // The error is listed first; the table shows a part of the rows and says so.
      await expect(dialog.locator("tbody[data-status]").first()).toHaveAttribute("data-status", "error");
      await expect(dialog.getByText(`Showing 200 of ${(LARGE_ROWS + 1).toLocaleString("en-US")} rows (errors first).`)).toBeVisible();
      await expectNoSidewaysScroll(page, dialog);

      // The import takes a few seconds here; to look at the dialog while it runs, the server's first answer
      // before "done" is kept (later polls get it again), and the apply's answer is handed to the page only after
      // the screenshot. On PGlite a poll made while the rows are written waits for the write to end, so which phase
      // is caught (reading, checking) depends on timing; the API test import-large.test.ts checks the figures.
      const phases: string[] = [];
      let partWay: string | null = null;
      await page.route("**/api/import/progress/*", async (route) => {
        if (partWay) return route.fulfill({ status: 200, contentType: "application/json", body: partWay });
        const response = await route.fetch();
        const body = await response.text();
        if (response.ok()) {
          const progress = JSON.parse(body) as { phase: string; total: number };
          phases.push(progress.phase);
          if (progress.phase !== "done" && progress.phase !== "failed") partWay = body;
        }
        await route.fulfill({ response, body });
      });
      let applied = false;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/import/equipment/apply", async (route) => {
        const response = await route.fetch({ timeout: 180_000 });
        applied = true;
        await released;
        await route.fulfill({ response });
      });

      await dialog.getByRole("button", { name: `Import ${LARGE_ROWS.toLocaleString("en-US")} rows` }).click();
      const progress = dialog.getByTestId("import-progress");
      await expect(progress).toContainText("Importing...");
      await expect(dialog.getByRole("button", { name: "Importing..." })).toBeDisabled();
      await expect(dialog.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
      // Wait for a part-way answer, or for the import to end first (a fast machine writes 5,000 rows in a second).
      await expect.poll(() => partWay !== null || applied, { timeout: 120_000 }).toBe(true);
      if (partWay) await expect(progress).toContainText(/Importing\.\.\. \d+% · (Reading the file|Checking rows \([\d,]+ of 5,001\)|Saving rows \([\d,]+ of 5,000\))/);
      await expectNoSidewaysScroll(page, dialog);
      await shot(page, `progress-${width}`);
      release();
      await page.unroute("**/api/import/progress/*");
      console.log(`${width} px: progress answers before the screenshot: ${phases.join(", ")}`);

      await expect(toast(page, `${LARGE_ROWS.toLocaleString("en-US")} added, 0 updated, 0 unchanged, 1 row with errors skipped.`)).toBeVisible({ timeout: 180_000 });
      await expect(dialog).toBeHidden();
      // The same file again: every row unchanged.
      const again = await openImport(page, "Equipment");
      await again.getByLabel("Spreadsheet").setInputFiles({ name: "bulk.csv", mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`) });
      await expect(again.getByTestId("import-counts")).toContainText(`${LARGE_ROWS.toLocaleString("en-US")} unchanged`, { timeout: 120_000 });
      await page.context().close();
    });
  });
}

test("the export is one .zip with the imported records and the attached documents", async ({ browser }) => {
  const page = await openAsAdmin(browser, 1280);
  await page.goto("/organization");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sous-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(fs.readFileSync(await download.path()));
  expect(files.get("locations.csv")!.toString("utf8")).toContain("Store 390-12");
  expect(files.get("licenses.csv")!.toString("utf8")).toContain("LQ-1280-3");
  expect([...files.keys()].filter((k) => k.startsWith("documents/licenses/"))).toHaveLength(4);
  await page.context().close();
});
