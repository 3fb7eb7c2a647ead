import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

test("the navigation drawer at 390 px opens, navigates and closes by overlay and Escape", async ({ page }) => {
  await signIn(page);
  const menuButton = page.getByRole("button", { name: "Open navigation menu" });
  const drawer = page.getByRole("dialog", { name: "Navigation" });

  // No fixed sidebar on a phone.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(drawer).toBeHidden();

  await menuButton.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  for (const label of ["License Tracking", "Payroll Calculator", "Budget Tracking", "Equipment Inventory", "Vendor Management", "Marketing Calendar", "Organization", "Profile"]) {
    await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }

  // Overlay click (right of the 288 px panel) closes it.
  await page.mouse.click(370, 420);
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Escape closes it.
  await menuButton.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Following a link navigates and closes it.
  await menuButton.click();
  await drawer.getByRole("link", { name: "Profile" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

  // Nothing overflows the phone width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
