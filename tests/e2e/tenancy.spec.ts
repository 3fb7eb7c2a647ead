import { expect, test } from "@playwright/test";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: TenantServer;
let other: Awaited<ReturnType<typeof createTenant>>;
test.beforeAll(async () => {
  server = await startTenantServer("Harbor Group");
  other = await createTenant(server.database.db, "Rival Group");
});
test.afterAll(async () => server?.close());

test("a user of another organization cannot reach our locations: 404, and the app never shows them", async ({ page }) => {
  const ours = server.tenant;
  await page.goto(`${server.baseURL}/api/login`);
  await page.getByLabel("Email").fill(other.admin.email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();

  // Through the API with the browser's own session: every door answers 404.
  for (const call of [
    page.request.get(`${server.baseURL}/api/licenses?locationId=${ours.assigned.id}`),
    page.request.get(`${server.baseURL}/api/dashboard?locationId=${ours.assigned.id}`),
    page.request.get(`${server.baseURL}/api/equipment?locationId=${ours.assigned.id}`),
    page.request.patch(`${server.baseURL}/api/locations/${ours.assigned.id}`, {
      data: { name: "Taken over" },
      headers: { Origin: server.baseURL },
    }),
  ]) {
    expect((await call).status()).toBe(404);
  }

  // A selected location of another organization left in the browser is dropped for one of the user's own.
  await page.evaluate((id) => window.localStorage.setItem("sous.selectedLocationId", id), ours.assigned.id);
  await page.goto(`${server.baseURL}/organization`);
  await expect(page.getByRole("heading", { name: "Rival Group" })).toBeVisible();
  await expect(page.getByText("Assigned Location").first()).toBeVisible();
  await expect(page.getByText("Harbor Group")).toHaveCount(0);
  const stored = await page.evaluate(() => window.localStorage.getItem("sous.selectedLocationId"));
  expect([other.assigned.id, other.unassigned.id]).toContain(stored);
});
