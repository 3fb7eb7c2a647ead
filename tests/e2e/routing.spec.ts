import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("a signed-out visit to a signed-in page shows the Unauthorized toast, then goes to /api/login", async ({ page }) => {
  await page.goto("/licenses");
  const toast = page.getByRole("status").filter({ hasText: "Unauthorized" }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("You are logged out. Logging in again...");
  await expect(page).toHaveURL(/\/api\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("an unknown path shows the 404 screen", async ({ page }) => {
  await signIn(page);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  // Still inside the shell, nothing highlighted.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
});

test("every signed-in route renders its title", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await signIn(page);
  const titles: Array<[string, string]> = [
    ["/licenses", "License Management"],
    ["/payroll", "Payroll Calculator"],
    ["/budget", "Budget Tracking"],
    ["/equipment", "Equipment Inventory"],
    ["/vendors", "Vendor Management"],
    ["/marketing", "Marketing Calendar"],
    ["/organization", "Organization"],
    ["/profile", "Profile"],
    ["/admin", "Admin Dashboard"],
    ["/users", "User Management"],
    ["/organizations", "Organizations"],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title, exact: true }), errors.join("\n")).toBeVisible();
  }
  expect(errors).toEqual([]);
});
