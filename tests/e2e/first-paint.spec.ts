import { expect, test } from "@playwright/test";
import { selectLocation, signIn } from "./support";

/** Issue 22: signed-in screens arrive rendered by the server, with their data, and the browser adopts that markup. */
const SCREENS = [
  { path: "/", heading: "Dashboard Overview" },
  { path: "/licenses", heading: "License Management" },
  { path: "/equipment", heading: "Equipment" },
  { path: "/vendors", heading: "Vendor" },
  { path: "/budget", heading: "Budget" },
  { path: "/payroll", heading: "Payroll" },
  { path: "/marketing", heading: "Marketing" },
  { path: "/organization", heading: "Organization" },
  { path: "/profile", heading: "Profile" },
] as const;

test.use({ viewport: { width: 390, height: 844 } });

test("the dashboard is readable before any script runs: the page carries its markup and data", async ({ page, browser }) => {
  await signIn(page);
  const html = await (await page.request.get("/")).text();
  // Painted and readable, but taking no tap until its code has arrived and it is live (a shield over it meanwhile).
  expect(html).toContain('<div id="root" data-ssr="true">');
  expect(html).toContain('<div id="hydration-shield"></div>');
  expect(html).toContain('id="sous-page-data"');

  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  const still = await noScripts.newPage();
  await still.goto("/");
  await expect(still.locator("h1")).toHaveText("Dashboard Overview");
  await expect(still.locator("h1")).toBeVisible();
  await expect(still.getByText("Active Licenses")).toBeVisible();
  // A tap on a button whose code has not arrived lands on the shield, not on the button.
  const menu = await still.getByRole("button", { name: "Open navigation menu" }).boundingBox();
  expect(await still.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.id, [menu!.x + 5, menu!.y + 5])).toBe("hydration-shield");
  await noScripts.close();
});

test("every server-rendered screen hydrates without an error and then works", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`${page.url()}: ${err.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  await signIn(page);
  for (const { path, heading } of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(heading) })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);

  // Hydrated, not just painted: the page takes taps again, and the server's markup answers them.
  await page.goto("/");
  await expect(page.locator("#hydration-shield")).toHaveCount(0);
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
});

test("text typed and a file chosen before the page is live are what the screen then uses", async ({ page }) => {
  await signIn(page);
  // The page's code is held back: the form is painted and takes keys, but no script is running yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/payroll");
  const weekEnding = page.getByRole("textbox", { name: "Week Ending" });
  await expect(page.locator("#hydration-shield")).toHaveCount(1);
  await weekEnding.fill("2026-11-10");
  await page.getByLabel("Payroll Files").setInputFiles({ name: "early-week.csv", mimeType: "text/csv", buffer: Buffer.from("Employee,Tips\nAva,12.50\n") });
  release();
  await expect(page.locator("#hydration-shield")).toHaveCount(0);
  // A Tuesday: the screen's own check sees the typed date, not the Sunday the server filled in.
  await expect(weekEnding).toHaveValue("2026-11-10");
  await expect(page.getByText("Week ending must be a Sunday, the day this location's pay week ends.")).toBeVisible();
  // And the file chosen meanwhile is the screen's too.
  await expect(page.getByText("early-week.csv")).toBeVisible();
});

test("a screen is painted for the location chosen last, not the first one and then switched", async ({ page, browser }) => {
  await signIn(page);
  const name = `Painted Place ${Date.now()}`;
  const res = await page.request.post("/api/locations", {
    data: { name, address: "4 Paint Row", city: "Troy", state: "NY", zipCode: "12180" },
  });
  expect(res.status(), await res.text()).toBe(201);
  await selectLocation(page, ((await res.json()) as { id: string }).id);
  const noScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const still = await noScripts.newPage();
  await still.goto("/payroll");
  await expect(still.getByRole("heading", { level: 1, name: "Payroll Calculator" })).toBeVisible();
  await expect(still.getByText(`Calculate tip distribution for ${name}`)).toBeVisible();
  await noScripts.close();
});
