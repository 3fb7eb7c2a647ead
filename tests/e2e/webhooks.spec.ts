/**
 * Organization → Webhooks: an administrator adds an endpoint (URL, events; the signing secret shown once), an event
 * is delivered to a receiver run in this test (its signature checked with the secret the page showed), the
 * delivery is listed with its state and response code, and the endpoint is turned off, on and deleted.
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { emitWebhookEvent } from "@server/features/webhooks/events";
import { TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { screenshot } from "./support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: TenantServer;
let receiver: http.Server;
let receiverUrl = "";
const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sous`;
  server = await startTenantServer("Hook Bistro Group", { env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
});
test.afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

test("an administrator adds an endpoint, sees its delivery, turns it off and on, and deletes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseURL}/api/login`);
  await page.getByLabel("Email").fill(server.tenant.admin.email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${server.baseURL}/organization#webhooks`);

  const card = page.locator("#webhooks");
  await expect(card.getByText("No endpoints yet.")).toBeVisible();
  // Nothing chosen: the form says what is missing.
  await card.getByLabel("Endpoint URL").fill(receiverUrl);
  await card.getByRole("button", { name: "Add Endpoint" }).click();
  await expect(card.getByText("Choose at least one event")).toBeVisible();

  await card.getByLabel("Description (optional)").fill("Team chat");
  await card.getByRole("checkbox", { name: "License created" }).click();
  await card.getByRole("checkbox", { name: "License expired" }).click();
  await card.getByRole("button", { name: "Add Endpoint" }).click();
  const secret = await card.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
  await expect(card.getByText("it is shown only once.")).toBeVisible();
  const endpoint = card.getByTestId("webhook-endpoint");
  await expect(endpoint).toHaveCount(1);
  await expect(endpoint).toContainText(receiverUrl);
  await expect(endpoint).toContainText("License created · License expired");
  await expect(endpoint.getByText("On", { exact: true })).toBeVisible();

  // An event: delivered, signed with the secret the page showed.
  await emitWebhookEvent(server.database.db, server.tenant.org.id, "license.created", { licenseId: "E2E-1" });
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const { headers, body } = received[0]!;
  const expected = createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64")).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`).digest("base64");
  expect(headers["webhook-signature"]).toBe(`v1,${expected}`);

  await endpoint.getByRole("button", { name: "Deliveries" }).click();
  const delivery = endpoint.getByTestId("webhook-delivery");
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toContainText("License created");
  await expect(delivery).toContainText("Delivered");
  await expect(delivery).toContainText("HTTP 200");
  await expect(delivery).toContainText("1 attempt");
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, "webhooks-390");

  // The secret is not shown again.
  await page.reload();
  await expect(card.getByTestId("webhook-endpoint")).toHaveCount(1);
  await expect(card.getByLabel("Signing secret")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  await endpoint.getByRole("button", { name: "Turn off" }).click();
  await expect(endpoint.getByText("Off", { exact: true })).toBeVisible();
  await expect(endpoint).toContainText("Turned off by an administrator");
  await endpoint.getByRole("button", { name: "Turn on" }).click();
  await expect(endpoint.getByText("On", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "webhooks-1280");
  await endpoint.getByRole("button", { name: `Delete ${receiverUrl}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Endpoint" }).click();
  await expect(card.getByText("No endpoints yet.")).toBeVisible();
});
