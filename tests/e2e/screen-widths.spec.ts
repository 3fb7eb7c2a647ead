import fs from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { licenses, licenseTypes, locations, stateLicenseRequirements } from "@shared/schema";
import { eq } from "drizzle-orm";
import { createLocation, createUser, TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { newYorkToday } from "../support/location-day";

/**
 * Issue 34: no signed-in screen hides what matters, at any width. An organization with long names and a
 * compliance matrix of 12 license types × 5 locations; a super admin (member of it) walks every signed-in screen
 * and every tab at each width: the page never scrolls sideways, every visible button lies inside the viewport,
 * and every matrix cell is reachable (scrolled into view inside its card, not under the sticky column, or listed
 * on the location's phone card).
 */

test.describe.configure({ timeout: 600_000 });

const WIDTHS = [360, 390, 1024, 1180, 1280, 1920] as const;
const SHOTS = "docs/screens/issue-34";
const STATE = "WY";
const TYPE_COUNT = 12;
const LONG = "Northeastern Hospitality and Restaurant Management Holdings";
const TYPE_NAMES = Array.from({ length: TYPE_COUNT }, (_, i) => `Wyoming ${["Retail", "Mobile", "Seasonal", "Catering"][i % 4]} Food Establishment Permit ${i + 1}`);
const LOCATION_NAMES = [
  "Cheyenne Frontier Days Main Street Diner and Bakery",
  "Casper Riverside Grill",
  "Laramie University Avenue Coffee and Sandwich House",
  "Jackson Hole Town Square Bistro",
  "Sheridan Depot",
];

let server: TenantServer;
let superAdminEmail: string;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a fresh database and app on a loaded machine
  server = await startTenantServer(LONG);
  const { database: { db }, tenant } = server;
  const superAdmin = await createUser(db, { role: "super_admin", organizationId: tenant.org.id, firstName: "Maximilian-Alexander", lastName: "Vanderbilt-Montgomery" });
  superAdminEmail = superAdmin.email;
  // Five locations in one state: the two of the tenant, renamed, and three more.
  await db.update(locations).set({ name: LOCATION_NAMES[0]!, state: STATE }).where(eq(locations.id, tenant.assigned.id));
  await db.update(locations).set({ name: LOCATION_NAMES[1]!, state: STATE }).where(eq(locations.id, tenant.unassigned.id));
  for (const name of LOCATION_NAMES.slice(2)) await createLocation(db, tenant.org.id, { name, state: STATE });
  // Exactly twelve license types required there.
  await db.delete(stateLicenseRequirements).where(eq(stateLicenseRequirements.state, STATE));
  const types = await db.insert(licenseTypes).values(TYPE_NAMES.map((name) => ({ name, category: "health" as const }))).returning();
  await db.insert(stateLicenseRequirements).values(
    types.map((t) => ({ state: STATE, licenseTypeId: t.id, isRequired: true, issuingAuthority: "Wyoming Department of Agriculture Consumer Health Services Division", costRange: "$100 – $1,250 per establishment" })),
  );
  // The first location holds them all (valid); the second holds half, some expired: a mix of states.
  const today = newYorkToday();
  await db.insert(licenses).values(types.map((t) => ({ locationId: tenant.assigned.id, licenseTypeId: t.id, expirationDate: addDaysIso(today, 300) })));
  await db.insert(licenses).values(
    types.slice(0, 6).map((t, i) => ({ locationId: tenant.unassigned.id, licenseTypeId: t.id, expirationDate: addDaysIso(today, i % 2 ? -3 : 12) })),
  );
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  await server?.close();
});

/** Signs in once; the walk then only changes the viewport's size (one context for every width). */
async function openAsSuperAdmin(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: heightFor(width) } });
  const page = await context.newPage();
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(superAdminEmail);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  await expect(page.locator("#hydration-shield")).toHaveCount(0);
  return page;
}

const heightFor = (width: number) => (width < 600 ? 844 : 900);

async function settle(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

/** The page does not scroll sideways and every visible button of the main area lies inside the viewport. */
async function expectNothingOutside(page: Page, where: string, width: number) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${where}: the page does not scroll sideways`).toBeLessThanOrEqual(clientWidth);
  const outside = await page.evaluate((viewport) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("main button, main [role=button], main a[href]")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (el.closest("[data-scroll-column], td, th") && el.closest("[role=region]")) continue; // matrix cells: checked by reachability
      if (box.left < -0.5 || box.right > viewport + 0.5) found.push(`${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim()} (${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    return found;
  }, width);
  expect.soft(outside, `${where}: buttons outside the ${width} px viewport`).toEqual([]);
}

interface Stop {
  path: string;
  tabs?: string[];
}
const SCREENS: Stop[] = [
  { path: "/" },
  { path: "/licenses" },
  { path: "/equipment" },
  { path: "/vendors" },
  { path: "/marketing" },
  { path: "/budget" },
  { path: "/payroll" },
  { path: "/group", tabs: ["Locations", "Compliance matrix", "Budget"] },
  { path: "/organization" },
  { path: "/users" },
  { path: "/organizations" },
  { path: "/audit-log" },
  { path: "/admin", tabs: ["State Requirements", "License Types", "Job Queues"] },
  { path: "/profile" },
];

/**
 * One signed-in page for the whole walk (run time: one sign-in, the viewport resized between widths); each width
 * walks every screen and tab, then the compliance matrix. Each width is a step, so a failure names its width.
 */
test("every signed-in screen keeps its buttons in view, and every matrix cell is reachable, at every width", async ({ browser }) => {
  const page = await openAsSuperAdmin(browser, WIDTHS[0]);
  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: heightFor(width) });
      await walkScreens(page, width);
      await matrixReachable(page, width);
    });
  }
  await page.context().close();
});

async function walkScreens(page: Page, width: number) {
  for (const screen of SCREENS) {
    await test.step(`${screen.path} at ${width} px`, async () => {
      await page.goto(screen.path);
      await expect(page.locator("main h1").first()).toBeVisible();
      await settle(page);
      if (!screen.tabs) return expectNothingOutside(page, `${screen.path} at ${width} px`, width);
      for (const tab of screen.tabs) {
        await page.getByRole("tab", { name: tab }).click();
        await settle(page);
        if (screen.path === "/admin" && tab === "State Requirements") {
          // Radix ignores a pointer-up that lands too soon after the list opened (a loaded machine): the list then
          // stays open over the page and the next tab's click waits forever. Retry until it has closed on the state.
          await expect(async () => {
            if (!(await page.getByRole("listbox").isVisible())) await page.getByRole("combobox", { name: /state/i }).first().click();
            await page.getByRole("option", { name: new RegExp(`^(${STATE}|Wyoming)`) }).first().click({ timeout: 2_000 });
            await expect(page.getByRole("listbox")).toBeHidden({ timeout: 2_000 });
          }).toPass({ timeout: 30_000 });
          await expect(page.getByText(TYPE_NAMES[0]!).filter({ visible: true }).first()).toBeVisible();
        }
        await expectNothingOutside(page, `${screen.path} ${tab} at ${width} px`, width);
      }
    });
  }
}

/** On the group matrix every cell of the 12 × 5 organization is reachable: as a phone card, or scrolled inside its card. */
async function matrixReachable(page: Page, width: number) {
  await test.step(`matrix at ${width} px`, async () => {
    await page.goto("/group");
    await page.getByRole("tab", { name: "Compliance matrix" }).click();
    await settle(page);
    if (width < 768) {
      // A card per location, each listing every required type with its state, worst first.
      const cards = page.getByTestId("matrix-card");
      await expect(cards).toHaveCount(LOCATION_NAMES.length);
      for (let i = 0; i < LOCATION_NAMES.length; i++) {
        const items = cards.nth(i).getByTestId("matrix-card-item");
        await expect(items).toHaveCount(TYPE_COUNT);
        for (let j = 0; j < TYPE_COUNT; j++) await expect(items.nth(j)).toBeVisible();
      }
      // Worst first: the location with nothing leads, the one holding every license comes last with all Valid.
      await expect(cards.last()).toContainText(LOCATION_NAMES[0]!);
      await expect(cards.first().getByTestId("matrix-card-item").first()).toContainText("Missing");
      const texts = await page.getByTestId("matrix-card").filter({ hasText: LOCATION_NAMES[1]! }).getByTestId("matrix-card-item").allTextContents();
      const rank = (t: string) => ["Missing", "Expired", "Expires Soon", "Valid"].findIndex((s) => t.endsWith(s));
      expect(texts.map(rank), "types listed worst first").toEqual([...texts.map(rank)].sort((a, b) => a - b));
      await expectNothingOutside(page, "matrix cards", width);
      if (width === 390) await page.screenshot({ path: `${SHOTS}/group-matrix-390.png`, fullPage: true });
    } else {
      const region = page.getByRole("region", { name: "Compliance matrix" });
      await expect(region).toBeVisible();
      const rows = region.locator("tbody tr");
      await expect(rows).toHaveCount(LOCATION_NAMES.length);
      const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth);
      const cue = page.getByTestId("scroll-cue").getByRole("button", { name: /more types/ });
      if (fits) await expect(cue).toHaveCount(0);
      else {
        // The cue names how many types are out of view, and pressing it brings them in.
        await expect(cue).toBeVisible();
        const before = Number((await cue.textContent())!.match(/\d+/)![0]);
        expect(before).toBeGreaterThan(0);
        if (width === 1280) await page.screenshot({ path: `${SHOTS}/group-matrix-1280.png`, fullPage: true });
        await cue.click();
        await expect(async () => expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)).toPass();
        await expect(page.getByTestId("scroll-cue").getByRole("button", { name: /before/ })).toBeVisible();
        // Keyboard: the region takes focus and the arrow keys scroll it.
        await region.evaluate((el) => el.scrollTo({ left: 0 }));
        await region.focus();
        await page.keyboard.press("ArrowRight");
        await expect(async () => expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)).toPass();
      }
      // Every cell: scrolled into view inside the region, and what lies at its centre is the cell itself (not the
      // sticky location column over it). First the arrow key's smooth scroll comes to rest, so it cannot carry a
      // cell away between its scroll and its hit test.
      await expect(async () => {
        const first = await region.evaluate((el) => el.scrollLeft);
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(await region.evaluate((el) => el.scrollLeft)).toBe(first);
      }).toPass();
      for (let r = 0; r < LOCATION_NAMES.length; r++) {
        const cells = rows.nth(r).locator("td");
        await expect(cells).toHaveCount(TYPE_COUNT + 1);
        // One evaluation a row (a round trip a cell cost this walk a minute): each cell scrolled into view, then hit.
        const unreachable = await rows.nth(r).evaluate((row) =>
          [...row.querySelectorAll("td")].slice(1).flatMap((el, i) => {
            el.scrollIntoView({ block: "nearest", inline: "nearest" });
            const box = el.getBoundingClientRect();
            const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return at && el.contains(at) ? [] : [i + 1];
          }),
        );
        expect.soft(unreachable, `row ${r + 1}: types not reachable at ${width} px`).toEqual([]);
      }
      await expectNothingOutside(page, "matrix table", width);
    }
  });
}
