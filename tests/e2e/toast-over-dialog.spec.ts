import { expect, test } from "@playwright/test";
import { selectLocation, signIn } from "./support";

/**
 * Issue 34 point 6: a toast shown while a dialog is open is not hidden from screen readers (Radix's Dialog marks
 * the rest of the page aria-hidden; the toast viewport is a live region it leaves alone).
 */
test("a toast over an open dialog is in the accessibility tree and announced", async ({ page }) => {
  await signIn(page);
  const [location] = (await (await page.request.get("/api/organization/locations")).json()) as { id: string }[];
  const name = `Toast Check ${Date.now()}`;
  expect((await page.request.post("/api/vendors", { data: { locationId: location!.id, name, category: "waste" } })).status()).toBe(201);
  await selectLocation(page, location!.id);
  await page.goto("/vendors");
  await page.route("**/api/vendors/*", (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Server down"}' }) : route.fallback(),
  );
  await page.getByRole("button", { name: `More actions for ${name}` }).first().click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Delete Vendor" }).click();

  // The dialog stays open (the delete failed) and the error toast is shown over it.
  const toast = page.getByTestId("toast").filter({ hasText: "Failed to delete vendor" });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  // Nothing above the toast is aria-hidden, and the role query (which leaves hidden subtrees out) finds it.
  expect(await toast.evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem").filter({ hasText: "Failed to delete vendor" })).toBeVisible();
  // (Radix's announcer, a status region it adds for one second, speaks it; too brief to assert here.)
});
