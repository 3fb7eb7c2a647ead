import { expect, test } from "@playwright/test";
import { screenshot, signIn } from "./support";

for (const width of [390, 1280]) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test("landing, dashboard, organization and profile", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Sign In to Continue" })).toBeVisible();
      await screenshot(page, `landing-${width}`);

      await signIn(page);
      await expect(page.getByRole("combobox", { name: "Select location" })).toBeVisible();
      await screenshot(page, `dashboard-${width}`);

      await page.goto("/organization");
      await expect(page.getByTestId("location-card").first()).toBeVisible();
      await screenshot(page, `organization-${width}`);

      await page.goto("/profile");
      await expect(page.getByTestId("profile-name")).toBeVisible();
      await screenshot(page, `profile-${width}`);

      if (width < 600) {
        await page.getByRole("button", { name: "Open navigation menu" }).click();
        await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
        await screenshot(page, `drawer-${width}`);
      }
    });
  });
}
