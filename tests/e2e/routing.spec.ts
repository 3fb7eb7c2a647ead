import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("a signed-out visit to a signed-in page shows the Unauthorized toast, then goes to /api/login", async ({ page }) => {
  // The page leaves 500 ms after the toast appears, so polling for it can miss it on a busy machine.
  // The toast is recorded as it appears into sessionStorage, which survives the same-origin navigation.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-testid=toast]")) {
        const text = el.textContent ?? "";
        const seen = JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]") as Array<{ text: string; at: number }>;
        if (text && !seen.some((t) => t.text === text)) {
          seen.push({ text, at: Date.now() });
          sessionStorage.setItem("e2e-toasts", JSON.stringify(seen));
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    addEventListener("pagehide", () => sessionStorage.setItem("e2e-left-at", String(Date.now())));
  });
  let loginRequestedAt = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === "/api/login") loginRequestedAt = Date.now();
  });

  await page.goto("/licenses");
  await expect(page).toHaveURL(/\/api\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();

  const toasts = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]") as Array<{ text: string; at: number }>,
  );
  const toast = toasts.find((t) => t.text.includes("Unauthorized"));
  expect(toast?.text).toContain("You are logged out. Logging in again...");
  // The toast was on screen before the page left. Both times come from the page's own clock: the navigation
  // request can start before a busy machine has painted the toast, but the page stays until the new one arrives.
  const leftAt = Number(await page.evaluate(() => sessionStorage.getItem("e2e-left-at")));
  expect(loginRequestedAt).toBeGreaterThan(0);
  expect(leftAt).toBeGreaterThanOrEqual(toast!.at);
});

test("an unknown path shows the 404 screen", async ({ page }) => {
  await signIn(page);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("We couldn't find this page.")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  // Still inside the shell, nothing highlighted.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
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
