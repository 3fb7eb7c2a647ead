import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const SCREENS: Array<[path: string, title: string]> = [
  ["/", "Dashboard Overview"],
  ["/licenses", "License Management"],
  ["/payroll", "Payroll Calculator"],
  ["/budget", "Budget Tracking"],
  ["/equipment", "Equipment Inventory"],
  ["/vendors", "Vendor Management"],
  ["/marketing", "Marketing Calendar"],
  ["/organization", "Organization"],
  ["/profile", "Profile"],
  ["/users", "User Management"],
];

/**
 * Controls smaller than 44 × 44 CSS px (WCAG 2.5.5's size). Links inside running text are exempt, as WCAG
 * exempts inline targets; so are hidden inputs whose visible control is measured instead.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "button, a[href], [role=button], [role=combobox], [role=checkbox], [role=switch], [role=tab], input:not([type=hidden]), select, textarea",
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.closest("[aria-hidden=true]") || el.classList.contains("sr-only")) continue;
      if (el.closest("p")) continue; // inside running text: an inline target
      // A small control inside a label or cell that is itself the 44 px target is fine.
      const target = el.closest("label") ?? el;
      const area = target.getBoundingClientRect();
      if (Math.round(area.height) >= 44 && Math.round(area.width) >= 44) continue;
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
      small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(area.width)}×${Math.round(area.height)}`);
    }
    return small;
  });
}

test("every tap target on the main screens is at least 44 × 44 px on a phone, and nothing scrolls sideways", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const problems: string[] = [];
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `test-results/screens/touch${path.replace(/\//g, "-") || "-dashboard"}-360.png` });
    for (const small of await smallTargets(page)) problems.push(`${path}: ${small}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${path}: scrolls sideways by ${overflow} px`);
  }
  expect(problems).toEqual([]);
});

test("a dialog stays usable with the on-screen keyboard open (a short viewport)", async ({ page }) => {
  await signIn(page);
  await page.goto("/vendors");
  await page.getByRole("button", { name: "Add Vendor" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Vendor" });
  await expect(dialog).toBeVisible();
  // The keyboard takes about 60 % of a phone's height; with interactive-widget=resizes-content the page shrinks.
  await page.setViewportSize({ width: 360, height: 300 });
  await dialog.getByLabel("Vendor Name").fill("Harbor Linen");
  // The dialog's height follows 100dvh, which Chromium may settle a frame after the resize: wait for the layout.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 300;
    })
    .toBe(true);
  const submit = dialog.getByRole("button", { name: "Add Vendor" });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  expect(await page.evaluate(() => document.querySelector("meta[name=viewport]")?.getAttribute("content"))).toContain(
    "interactive-widget=resizes-content",
  );
});
