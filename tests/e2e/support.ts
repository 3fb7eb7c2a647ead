import { expect, type Locator, type Page } from "@playwright/test";

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
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
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
