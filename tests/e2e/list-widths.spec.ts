import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { readFixture } from "../support/fixtures";
import { chooseOption, ORGANIZATION, selectLocation, signIn } from "./support";
import { newYorkToday } from "../support/location-day";

/**
 * Issue 24: every list keeps its row actions on screen at every width. Data with long names is seeded once
 * through the API into a location of its own; each width then opens every list screen once and checks that each
 * row's actions are visible, inside the viewport and clickable, and that the page does not scroll sideways.
 */

const WIDTHS = [360, 768, 1024, 1180, 1280, 1920] as const;
const SHOTS = process.env.SHOTS_DIR;
const today = newYorkToday();
const stamp = Date.now();
const LONG_EQUIPMENT = "Commercial Walk-In Refrigeration Unit Model XL-2000"; // 50 characters
const LONG_EMAIL = `accounts.receivable.department.${stamp}@northeastern-restaurant-supply.example.com`;
const LONG_VENDOR = "Northeastern Restaurant Supply and Kitchen Equipment Company";

interface Screen {
  path: string;
  /** The rows (or cards) whose actions must stay reachable; undefined: a page without row actions. */
  rows?: string;
  ready: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  { path: "/licenses", rows: "license-row", ready: (p) => p.getByRole("heading", { name: "License Management" }) },
  { path: "/equipment", rows: "equipment-row", ready: (p) => p.getByRole("heading", { name: "Equipment Inventory" }) },
  { path: "/vendors", rows: "vendor-row", ready: (p) => p.getByRole("heading", { name: "Vendor Management" }) },
  { path: "/marketing", rows: "campaign-row", ready: (p) => p.getByRole("heading", { name: "Marketing Calendar" }) },
  { path: "/budget", rows: "budget-row", ready: (p) => p.getByRole("heading", { name: "Budget Tracking" }) },
  { path: "/users", rows: "user-row,user-card,invitation-row,invitation-card", ready: (p) => p.getByRole("heading", { name: "User Management" }) },
  { path: "/organizations", rows: "organization-row,organization-card", ready: (p) => p.getByRole("heading", { name: "Organizations", exact: true }) },
  { path: "/group", rows: "group-row,group-card", ready: (p) => p.getByRole("heading", { name: "Group Overview" }) },
  { path: "/audit-log", ready: (p) => p.getByTestId("audit-entry").first() },
  { path: "/payroll", ready: (p) => p.getByRole("heading", { name: "Payroll Calculator" }).first() },
];

async function seed(page: Page): Promise<string> {
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };
  const location = await post("/api/locations", {
    name: `Width Lab ${stamp}`,
    address: "77 Harbor Road",
    city: "Albany",
    state: "NY",
    zipCode: "12207",
  });
  const locationId = location.id;
  await post("/api/equipment", {
    locationId,
    name: LONG_EQUIPMENT,
    manufacturer: "Polar Crest Refrigeration Manufacturing Incorporated",
    model: "PCW-810-R-EXTENDED-CAPACITY-2024",
    price: "1234567.89",
    purchaseDate: addDaysIso(today, -400),
    status: "maintenance_due",
  });
  await post("/api/equipment", { locationId, name: "Fryer", price: "899.00", status: "working" });
  await post("/api/vendors", {
    locationId,
    name: LONG_VENDOR,
    category: "maintenance",
    contactName: "Bartholomew Fitzgerald-Montgomery",
    phone: "(518) 555-0142",
    email: LONG_EMAIL,
    address: "1200 Industrial Parkway, Building 7, Suite 400, Albany NY 12207",
    schedule: "monthly",
    nextServiceDate: addDaysIso(today, 5),
  });
  await post("/api/marketing", {
    locationId,
    title: "Summer Patio Season Opening Weekend Celebration and Tasting Menu",
    description: "Long campaign for the width test",
    startDate: today,
    endDate: addDaysIso(today, 3),
    budget: "12500.00",
  });
  const types = (await (await page.request.get("/api/license-types")).json()) as Array<{ id: string }>;
  const license = await page.request.post("/api/licenses", {
    multipart: {
      licenseData: JSON.stringify({
        locationId,
        licenseTypeId: types[0]!.id,
        licenseNumber: "FSE-2026-000000000000000000000004183-ALBANY-COUNTY",
        issueDate: addDaysIso(today, -10),
        expirationDate: addDaysIso(today, 20),
        status: "active",
        notes: null,
      }),
      document: { name: "permit.pdf", mimeType: "application/pdf", buffer: readFixture("licenses/ny-tappan-ridge-food-service-permit.pdf") },
    },
  });
  expect(license.status(), await license.text()).toBe(201);
  const categories = (await (await page.request.get("/api/budget-categories")).json()) as Array<{ id: string }>;
  await post("/api/budgets", { locationId, categoryId: categories[0]!.id, month: today.slice(0, 7), plannedAmount: "1234567.00" });
  // The first account is the super admin: it invites into its own organization by id.
  const orgs = (await (await page.request.get("/api/super-admin/organizations")).json()) as Array<{ id: string; name: string }>;
  const organizationId = orgs.find((o) => o.name === ORGANIZATION.name)!.id;
  await post("/api/user-invitations", { email: LONG_EMAIL, role: "user", organizationId, locationId });
  return locationId;
}

let locationId: string;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  locationId = await seed(page);
  await page.close();
});

/**
 * Each visible row's buttons and links: on screen, inside the viewport sideways, and clickable (what lies at the
 * action's centre once it is scrolled into view is the action itself, as Playwright's hit-target check asks). The
 * rows are walked in the page in one evaluation per list: a round trip per action made this test ~40 s a width.
 */
async function expectRowActionsReachable(page: Page, testIds: string, width: number) {
  const selector = testIds
    .split(",")
    .map((id) => `[data-testid="${id}"]`)
    .join(", ");
  await expect(page.locator(selector).filter({ visible: true }).first()).toBeVisible();
  // The first rows of each kind are enough (lists that gather other tests' data, users and organizations, stay
  // quick); per kind, so a list whose first rows have no actions by design (a super admin browsing every
  // organization's users) does not hide the rows after it that do (its invitations).
  const { checked, problems } = await page.evaluate(
    ({ ids, viewport }) => {
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
      };
      const problems: string[] = [];
      let checked = 0;
      for (const id of ids) {
        const rows = [...document.querySelectorAll(`[data-testid="${id}"]`)].filter(shown).slice(0, 4);
        for (const row of rows) {
          for (const action of [...row.querySelectorAll<HTMLElement>("button, a[href]")].filter(shown)) {
            checked++;
            const name = action.getAttribute("aria-label") ?? action.textContent ?? "";
            action.scrollIntoView({ block: "center", inline: "nearest" });
            const box = action.getBoundingClientRect();
            if (box.left < 0) problems.push(`${name} starts outside the viewport (${Math.round(box.left)})`);
            if (box.right > viewport) problems.push(`${name} ends outside the viewport (${Math.round(box.right)} > ${viewport} px)`);
            if ((action as HTMLButtonElement).disabled) problems.push(`${name} is disabled`);
            // Aimed where Playwright aims a click: the middle of the first box (a link wrapped over two lines has
            // a gap where its bounding box's middle may fall).
            const aim = action.getClientRects()[0] ?? box;
            const x = Math.min(Math.max(aim.left + aim.width / 2, 0), window.innerWidth - 1);
            const y = Math.min(Math.max(aim.top + aim.height / 2, 0), window.innerHeight - 1);
            const at = document.elementFromPoint(x, y);
            if (!at || !action.contains(at)) problems.push(`${name} is covered by ${at ? at.outerHTML.slice(0, 80) : "nothing"}`);
          }
        }
      }
      return { checked, problems };
    },
    { ids: testIds.split(","), viewport: width },
  );
  expect(problems, `row actions at ${width} px`).toEqual([]);
  expect(checked, "the rows have actions").toBeGreaterThan(0);
}

/** The document never scrolls sideways; a wide matrix may scroll inside its own visible region. */
async function expectNoSidewaysPageScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "the page does not scroll sideways").toBeLessThanOrEqual(clientWidth);
}

for (const width of WIDTHS) {
  test(`every list keeps its row actions on screen at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await selectLocation(page, locationId);
    for (const screen of SCREENS) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        await expect(screen.ready(page)).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
        if (screen.rows) await expectRowActionsReachable(page, screen.rows, width);
        await expectNoSidewaysPageScroll(page);
        if (SHOTS && (width === 1024 || width === 1180) && (screen.path === "/equipment" || screen.path === "/vendors")) {
          fs.mkdirSync(SHOTS, { recursive: true });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.mouse.move(0, 0); // no action's tooltip in the picture
          await page.screenshot({ path: `${SHOTS}/${screen.path.slice(1)}-${width}.png`, fullPage: true });
        }
      });
    }
  });
}

test("sortable columns, the equipment status filter and the license search and status filter", async ({ page }) => {
  await signIn(page);
  await selectLocation(page, locationId);

  await page.goto("/equipment");
  const names = page.getByTestId("equipment-row").filter({ visible: true }).locator("td:first-child > span:first-child");
  await expect(names).toHaveText([LONG_EQUIPMENT, "Fryer"]);
  await expect(names.first()).toHaveAttribute("title", LONG_EQUIPMENT);
  const price = page.getByRole("columnheader", { name: "Price" });
  await expect(price).toHaveAttribute("aria-sort", "none");
  await price.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(price).toHaveAttribute("aria-sort", "ascending");
  await expect(names).toHaveText(["Fryer", LONG_EQUIPMENT]);
  await price.getByRole("button").click();
  await expect(price).toHaveAttribute("aria-sort", "descending");
  await expect(names).toHaveText([LONG_EQUIPMENT, "Fryer"]);
  await chooseOption(page, page.getByRole("combobox", { name: "Filter by status" }), "Working");
  await expect(names).toHaveText(["Fryer"]);
  await chooseOption(page, page.getByRole("combobox", { name: "Filter by status" }), "Broken");
  await expect(page.getByText("No equipment matches your search")).toBeVisible();

  await page.goto("/licenses");
  const licenses = page.getByTestId("license-row").filter({ visible: true });
  await expect(licenses).toHaveCount(1);
  await chooseOption(page, page.getByRole("combobox", { name: "Filter by status" }), "Expiring Soon");
  await expect(licenses).toHaveCount(1);
  await chooseOption(page, page.getByRole("combobox", { name: "Filter by status" }), "Archived");
  await expect(page.getByText("No licenses match your search.")).toBeVisible();
  await expect(licenses).toHaveCount(0);
  await chooseOption(page, page.getByRole("combobox", { name: "Filter by status" }), "All Statuses");
  await page.getByRole("searchbox", { name: /Search licenses/ }).fill("albany-county");
  await expect(licenses).toHaveCount(1);
  await page.getByRole("searchbox", { name: /Search licenses/ }).fill("no such license");
  await expect(page.getByText("No licenses match your search.")).toBeVisible();
});
