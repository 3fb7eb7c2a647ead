/**
 * Webhooks: endpoints added by administrators (secret shown once), deliveries signed by the Standard Webhooks
 * convention (checked here by an implementation of its own), queued with retries, listed per endpoint, an endpoint
 * turned off after a day of failures with its admins told, and private addresses refused (SSRF).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, webhookDeliveries, webhookEndpoints } from "@shared/schema";
import { emitWebhookEvent } from "@server/features/webhooks/events";
import { isBlockedAddress } from "@server/features/webhooks/address-guard";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver whose answers are given per request (the last one repeats). */
async function receiver(statuses: number[]) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      got.push({ headers: req.headers, body });
      res.statusCode = statuses[Math.min(got.length - 1, statuses.length - 1)]!;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { got, url: `http://127.0.0.1:${port}/hook`, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Standard Webhooks verification written from the specification, not from the server's code. */
function verifyStandardWebhook(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const id = headers["webhook-id"] as string;
  const timestamp = headers["webhook-timestamp"] as string;
  const signatures = String(headers["webhook-signature"]).split(" ");
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((s) => {
    const [version, sig] = s.split(",");
    const given = Buffer.from(sig ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

async function settled(t: TestApp, deliveryEndpointId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, deliveryEndpointId));
    if (rows.length > 0 && rows.every((r) => r.state !== "pending")) return rows;
    if (Date.now() > until) throw new Error(`deliveries still pending: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("webhook deliveries (private addresses allowed for the local receiver)", () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_RETRY_DELAY_SECONDS: "1" });
    tenant = await createTenant(t.db, "Hooked");
    admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  }, 180_000);
  afterAll(async () => t?.close());

  it("shows the secret once, signs deliveries so an independent verifier accepts them, and lists them", async () => {
    const rx = await receiver([204]);
    try {
      const created = await admin.post("/api/webhooks").send({ url: rx.url, events: ["license.created", "license.expired"] });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
      const list = await admin.get("/api/webhooks");
      expect(list.body).toHaveLength(1);
      expect(JSON.stringify(list.body)).not.toContain(created.body.secret);

      expect(await emitWebhookEvent(t.db, tenant.org.id, "license.created", { licenseId: "L-1" })).toBe(1);
      expect(await emitWebhookEvent(t.db, tenant.org.id, "payroll.calculated", { recordId: "P-1" })).toBe(0);
      const [delivery] = await settled(t, created.body.id);
      expect(delivery).toMatchObject({ state: "succeeded", attempts: 1, responseStatus: 204 });
      expect(rx.got).toHaveLength(1);
      const { headers, body } = rx.got[0]!;
      expect(headers["webhook-id"]).toBe(delivery!.id);
      expect(verifyStandardWebhook(created.body.secret, headers, body)).toBe(true);
      expect(verifyStandardWebhook("whsec_" + Buffer.from("another key").toString("base64"), headers, body)).toBe(false);
      expect(verifyStandardWebhook(created.body.secret, headers, body.replace("L-1", "L-2"))).toBe(false);
      expect(JSON.parse(body)).toMatchObject({ type: "license.created", data: { organizationId: tenant.org.id, licenseId: "L-1" } });

      const deliveries = await admin.get(`/api/webhooks/${created.body.id}/deliveries`);
      expect(deliveries.status).toBe(200);
      expect(deliveries.body).toEqual([expect.objectContaining({ id: delivery!.id, event: "license.created", state: "succeeded", responseStatus: 204, attempts: 1 })]);
    } finally {
      await rx.close();
    }
  }, 90_000);

  it("retries after a 500 and succeeds on the next attempt", async () => {
    const rx = await receiver([500, 200]);
    try {
      const created = await admin.post("/api/webhooks").send({ url: rx.url, events: ["maintenance.overdue"] });
      await emitWebhookEvent(t.db, tenant.org.id, "maintenance.overdue", { taskId: "T-1" });
      const [delivery] = await settled(t, created.body.id);
      expect(delivery).toMatchObject({ state: "succeeded", attempts: 2, responseStatus: 200 });
      expect(rx.got.map((r) => r.headers["webhook-id"])).toEqual([delivery!.id, delivery!.id]);
      const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.body.id));
      expect(endpoint!.failingSince).toBeNull();
    } finally {
      await rx.close();
    }
  }, 90_000);

  it("turns an endpoint off after a day of failures and tells the admins", async () => {
    const rx = await receiver([500]);
    try {
      const created = await admin.post("/api/webhooks").send({ url: rx.url, events: ["import.applied"] });
      // It has been failing for a day already.
      await t.db.update(webhookEndpoints).set({ failingSince: new Date(Date.now() - 25 * 3_600_000) }).where(eq(webhookEndpoints.id, created.body.id));
      await emitWebhookEvent(t.db, tenant.org.id, "import.applied", { kind: "vendors" });
      const [delivery] = await settled(t, created.body.id);
      expect(delivery).toMatchObject({ state: "failed", responseStatus: 500 });
      const list = await admin.get("/api/webhooks");
      expect(list.body.find((e: { id: string }) => e.id === created.body.id)).toMatchObject({ enabled: false, disabledReason: "Turned off: its deliveries have failed for a day" });
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.admin.id));
      expect(told.map((n) => n.kind)).toContain("webhook_disabled");
      // No more deliveries while it is off; turning it back on resets the failure clock.
      expect(await emitWebhookEvent(t.db, tenant.org.id, "import.applied", { kind: "vendors" })).toBe(0);
      const on = await admin.patch(`/api/webhooks/${created.body.id}`).send({ enabled: true });
      expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    } finally {
      await rx.close();
    }
  }, 90_000);

  it("is for administrators only, and validates its input", async () => {
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.get("/api/webhooks")).status).toBe(403);
    expect((await staff.post("/api/webhooks").send({ url: "https://example.test", events: ["license.created"] })).status).toBe(403);
    const bad = await admin.post("/api/webhooks").send({ url: "ftp://example.test", events: ["nope"] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["events.0", "url"]);
    expect((await admin.post("/api/webhooks").send({ url: "https://example.test", events: [] })).status).toBe(400);
  });
});

describe("SSRF: private, loopback and link-local addresses are refused", () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_RETRY_DELAY_SECONDS: "1" });
    tenant = await createTenant(t.db, "Guarded");
    admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  }, 180_000);
  afterAll(async () => t?.close());

  it.each([
    ["loopback", "http://127.0.0.1:9/hook"],
    ["a private network", "http://10.1.2.3/hook"],
    ["cloud metadata (link-local)", "http://169.254.169.254/latest/meta-data"],
    ["a DNS name resolving to loopback", "http://localhost:9/hook"],
    ["IPv6 loopback", "http://[::1]:9/hook"],
    ["IPv4-mapped IPv6", "http://[::ffff:10.0.0.1]/hook"],
  ])("refuses %s when the endpoint is added", async (_what, url) => {
    const res = await admin.post("/api/webhooks").send({ url, events: ["license.created"] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Refused: .* a private, loopback or link-local address$/);
  });

  it("refuses at delivery time too (an address that changed after it was added), without retrying", async () => {
    const rx = await receiver([200]);
    try {
      const [endpoint] = await t.db
        .insert(webhookEndpoints)
        .values({ organizationId: tenant.org.id, url: rx.url, events: ["license.expired"], secret: "whsec_" + Buffer.from("k".repeat(24)).toString("base64") })
        .returning();
      await emitWebhookEvent(t.db, tenant.org.id, "license.expired", { licenseId: "L-9" });
      const [delivery] = await settled(t, endpoint!.id);
      expect(delivery).toMatchObject({ state: "failed", attempts: 1, responseStatus: null });
      expect(delivery!.error).toMatch(/^Refused: 127\.0\.0\.1 resolves to 127\.0\.0\.1/);
      expect(rx.got).toEqual([]);
    } finally {
      await rx.close();
    }
  }, 90_000);

  it("knows the blocked ranges", () => {
    for (const a of ["127.0.0.1", "10.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fe80::1", "fd00::1", "::ffff:127.0.0.1"]) expect(isBlockedAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "172.32.0.1"]) expect(isBlockedAddress(a), a).toBe(false);
  });
});
