import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { SELECTED_LOCATION_COOKIE } from "@shared/domain/location-choice";

/** The first account, created by first-run.spec.ts and used by every other test. */
export const OWNER = {
  email: "olive.owner@sous.test",
  password: "correct horse battery staple",
  firstName: "Olive",
  lastName: "Owner",
} as const;

export const ORGANIZATION = { name: "Golden Fork Group", description: "Three diners and a bakery" } as const;

export const LOCATIONS = [
  { name: "Downtown Diner", address: "12 Main Street", city: "Albany", state: "NY — New York", zip: "12207" },
  { name: "Uptown Bakery", address: "400 Broadway", city: "Troy", state: "NY — New York", zip: "12180" },
] as const;

/** Signs in through the server's sign-in page and waits for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string } = OWNER) {
  await page.goto("/api/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  // Live, not just painted: until hydrated, the page has yet to write the location it shows into its cookie.
  await expect(page.locator("#hydration-shield")).toHaveCount(0);
}

export const SCREEN_DIR = "test-results/screens";

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREEN_DIR}/${name}.png`, fullPage: true });
}

/**
 * Picks an option of a Radix select. Radix ignores a pointer-up that lands on an option too soon after the list
 * opened, which a loaded machine can produce: the list then stays open, so the pick is retried until the select
 * shows the option.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await expect(async () => {
    if (!(await page.getByRole("listbox").isVisible())) await select.click();
    await page.getByRole("option", { name: option }).click();
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Until a server-rendered screen is live: hydrated (its shield gone) and done with the reads it starts then.
 * The first paint comes before the code, so a screen's own reads (lists not sent with the page) start only now.
 */
export async function untilLive(page: Page) {
  await expect(page.locator("#hydration-shield")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

/**
 * Chooses the location the next pages open at, as the switcher would: in localStorage (the browser's choice) and
 * in the cookie the server renders the first paint by. With only the former, the server paints another location
 * first and the screen switches once live, resetting what was typed meanwhile. Call it on a page of the app.
 */
export async function selectLocation(page: Page, locationId: string) {
  await page.addInitScript((id) => window.localStorage.setItem("sous.selectedLocationId", id), locationId);
  // The app writes its own choice into the cookie once live (an effect after hydration, late on a loaded machine):
  // ours is written after that, and must still be there a moment later.
  await untilLive(page);
  const cookie = `${SELECTED_LOCATION_COOKIE}=${encodeURIComponent(locationId)}`;
  await expect(async () => {
    // Written by the page, as the app writes it: a cookie added by Playwright is a second cookie of the same name
    // beside the app's own (another domain attribute), and the server reads the first one sent.
    await page.evaluate((value) => (document.cookie = `${value}; Path=/; SameSite=Lax`), cookie);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.cookie)).toContain(cookie);
  }).toPass({ timeout: 20_000 });
}

/**
 * For a spec that opens browser contexts of its own: each is closed after its test. A context left open keeps its
 * page live (polling, reconnecting) for the rest of the worker's run, load every later test pays for.
 */
export function closeAfterEachTest(): (context: BrowserContext) => BrowserContext {
  const open: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  return (context) => {
    open.push(context);
    return context;
  };
}
