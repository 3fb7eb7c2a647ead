/**
 * Web Push end to end: the Profile toggle subscribes the page, a reminder made by the daily jobs is pushed through
 * the job queue with the Web Push protocol to a push service run in this test, which decrypts it (RFC 8291, written
 * with node:crypto in tests/support/push-service.ts) and checks its VAPID signature.
 *
 * Honest note: headless Chromium gives no real subscription here (its PushManager.subscribe answers "AbortError:
 * Registration failed - permission denied" even with the permission granted; a real one would go to Google's FCM,
 * which could never point at a local endpoint), so the page's PushManager hands
 * out a subscription whose keys the test made as a browser would (a P-256 key pair and a 16-byte auth secret),
 * pointing at the local push service. Everything else is the app's own path: the service worker registered, the
 * notification permission asked, the toggle posting PushManager's subscription to /api/profile/push.
 */
import { expect, type Page, test } from "@playwright/test";
import pino from "pino";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import { licenses, licenseTypes } from "@shared/schema";
import { runDailyJobs } from "@server/jobs/scheduler";
import { TEST_PASSWORD } from "../support/factories";
import { startPushService, type PushService } from "../support/push-service";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { chooseOption, screenshot } from "./support";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ serviceWorkers: "allow" });

let server: TenantServer;
let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
  server = await startTenantServer("Push Bistro Group", { env: { PUSH_ALLOW_PRIVATE: "true" } });
});
test.afterAll(async () => {
  await server?.close();
  await service?.close();
});

async function signIn(page: Page) {
  await page.goto(`${server.baseURL}/api/login`);
  await page.getByLabel("Email").fill(server.tenant.staff.email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible({ timeout: 30_000 });
}

test("Profile turns on push for this device and a reminder arrives, decrypted, with its screen and location", async ({ page, context }) => {
  const browser = service.subscribe("e2e-device");
  await context.grantPermissions(["notifications"], { origin: server.baseURL });
  await page.addInitScript((subscription) => {
    const proto = PushManager.prototype as PushManager & { realSubscribe?: PushManager["subscribe"] };
    proto.realSubscribe = proto.subscribe;
    let current: PushSubscription | null = null;
    const fake = { endpoint: subscription.endpoint, expirationTime: null, options: {}, toJSON: () => subscription, unsubscribe: async () => ((current = null), true), getKey: () => null };
    proto.subscribe = async () => (current = fake as unknown as PushSubscription);
    proto.getSubscription = async () => current;
  }, browser.json);

  await signIn(page);
  await page.goto(`${server.baseURL}/profile`);
  const card = page.locator("div.mb-6", { has: page.getByRole("heading", { name: "Push notifications" }) }).last();
  await expect(card.getByRole("button", { name: "Turn on push on this device" })).toBeVisible();

  // What the real PushManager says here (recorded in the report, not asserted: it depends on the browser build).
  const real = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const key = await (await fetch("/api/profile/push")).json();
    const bytes = Uint8Array.from(atob(key.publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    const proto = PushManager.prototype as PushManager & { realSubscribe: PushManager["subscribe"] };
    try {
      const sub = await Promise.race([proto.realSubscribe.call(reg.pushManager, { userVisibleOnly: true, applicationServerKey: bytes }), new Promise<never>((_, r) => setTimeout(() => r(new Error("no answer in 10 s")), 10_000))]);
      return `subscribed at ${new URL(sub.endpoint).origin}`;
    } catch (err) {
      return `refused: ${String(err)}`;
    }
  });
  test.info().annotations.push({ type: "real PushManager.subscribe", description: real });

  await card.getByRole("button", { name: "Turn on push on this device" }).click();
  await expect(page.getByTestId("toast").getByText("Push turned on for this device")).toBeVisible();
  const device = card.getByTestId("push-device");
  await expect(device).toHaveCount(1);
  await expect(device).toContainText("This device");
  await expect(card.getByRole("button", { name: "Turn off push on this device" })).toBeVisible();

  // Quiet hours: on (22:00 to 07:00 in the browser's zone), the end moved, then off again (a push now is not held).
  await card.getByRole("switch", { name: "Quiet hours" }).click();
  await expect(card.getByText(/^No push from 22:00 until 07:00 \(.+\); reminders raised then arrive when they end\.$/)).toBeVisible();
  await chooseOption(page, card.getByRole("combobox", { name: "Until" }), "06:00");
  await expect(card.getByText(/^No push from 22:00 until 06:00 /)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, "profile-push-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "profile-push-1280");
  await card.getByRole("switch", { name: "Quiet hours" }).click();
  await expect(card.getByText("Pushes arrive whenever a reminder is raised.")).toBeVisible();

  // A license at the staff member's location expires in 7 days: the daily jobs make the reminder, and push it.
  const db = server.database.db;
  const [type] = await db.select().from(licenseTypes).limit(1);
  const [license] = await db
    .insert(licenses)
    .values({ locationId: server.tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(toIsoDate(new Date()), 7), licenseNumber: "E2E-PUSH" })
    .returning();
  await runDailyJobs({ db, pool: server.database.pool, logger: pino({ level: "silent" }) }, toIsoDate(new Date()));
  const [push] = await service.waitFor(1);
  expect(push!.path).toBe("/push/e2e-device");
  const payload = JSON.parse(push!.plaintext);
  expect(payload.title).toMatch(/ at Assigned Location expires in 7 days$/);
  expect(payload.url).toBe(`/licenses?renew=${license!.id}&location=${server.tenant.assigned.id}`);

  // Tapping it opens that URL (the service worker's notificationclick): the license screen in that location.
  await page.goto(`${server.baseURL}${payload.url}`);
  await expect(page).toHaveURL(/\/licenses/);
  await expect(page.getByText("E2E-PUSH").first()).toBeVisible();

  // The device is listed with its last push; removing it turns push off here.
  await page.goto(`${server.baseURL}/profile`);
  await expect(device).toContainText("last push");
  await card.getByRole("button", { name: "Turn off push on this device" }).click();
  await expect(page.getByTestId("toast").getByText("Push turned off for this device")).toBeVisible();
  await expect(device).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Turn on push on this device" })).toBeVisible();
});
