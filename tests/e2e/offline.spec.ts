import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

/** What the e2e server serves (playwright.config.ts starts it on the build in dist/public). */
const CLIENT_DIR = path.resolve("dist/public");

test("after one visit the app starts offline, says its data is from that visit, and signing out forgets it", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto("/licenses");
  await expect(page.getByRole("heading", { level: 1, name: "License Management" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("offline-banner")).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "License Management" })).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toHaveText(/^offline — last updated \d{1,2}:\d{2} [AP]M$/);
  await page.screenshot({ path: "test-results/screens/offline-licenses-390.png" });

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "License Management" })).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeHidden();

  // Kept answers belong to the person signed in: signing out empties them.
  expect(await page.evaluate(async () => (await (await caches.open("sous-api")).keys()).length)).toBeGreaterThan(0);
  await page.goto("/api/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("sous-api")).keys()).length))
    .toBe(0);
});

test("the manifest makes the app installable", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as { name: string; display: string; start_url: string; icons: Array<{ src: string; sizes: string; purpose?: string }> };
  expect(manifest).toMatchObject({ name: "Sous — Restaurant Operations", display: "standalone", start_url: "/" });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  const sw = await request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["cache-control"]).toBe("no-cache");
});

test("a new version waits for the next visit and offers Reload now", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A later visit, started by the installed service worker (as a phone does the next day).
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // A deploy: the server now has a different service worker (the e2e server serves dist/public).
  const swFile = path.join(CLIENT_DIR, "sw.js");
  const original = readFileSync(swFile, "utf8");
  try {
    writeFileSync(swFile, `${original}\n// the next version\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByTestId("toast").filter({ hasText: "New version available" });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText("Sous has been updated. Reload to use the new version, or it starts on your next visit.");
    // Until the user agrees, the page keeps the version it started with.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

    await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Reload" }).click()]);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(page.getByTestId("toast").filter({ hasText: "New version available" })).toHaveCount(0);
  } finally {
    writeFileSync(swFile, original);
  }
});
