import { type CDPSession, expect, type Page, test } from "@playwright/test";
import { signIn, untilLive } from "./support";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A finger put down at (200, 150), moved `distance` px straight down, and lifted. */
async function pull(cdp: CDPSession, page: Page, distance: number, whilePulled?: () => Promise<void>) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 200, y: 150 }] });
  for (let moved = 10; moved <= distance; moved += 10) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 200, y: 150 + moved }] });
  }
  await whilePulled?.();
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForLoadState("networkidle");
}

test("pulling the vendor list down from the top reads it again; a short pull does not", async ({ page }) => {
  await signIn(page);
  await page.goto("/vendors");
  await expect(page.getByRole("heading", { level: 1, name: "Vendor Management" })).toBeVisible();
  await untilLive(page);
  const locationId = new URL(page.url(), "http://x").searchParams.get("location") ??
    ((await (await page.request.get("/api/organization/locations")).json()) as Array<{ id: string }>)[0]!.id;

  // Someone else adds a vendor meanwhile: the list on this phone does not know yet.
  const name = `Pulled Produce ${Date.now()}`;
  const created = await page.request.post("/api/vendors", { data: { locationId, name, category: "supplier" } });
  expect(created.status(), await created.text()).toBe(201);
  await expect(page.getByText(name)).toHaveCount(0);

  const cdp = await page.context().newCDPSession(page);
  await pull(cdp, page, 40, async () => {
    await expect(page.getByTestId("pull-to-refresh")).toHaveText("Pull to refresh");
  });
  await expect(page.getByTestId("pull-to-refresh")).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);

  await pull(cdp, page, 150, async () => {
    await expect(page.getByTestId("pull-to-refresh")).toHaveText("Release to refresh");
  });
  await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId("pull-to-refresh")).toHaveCount(0);
});
