/**
 * Every webhook event is emitted where its change happens and delivered (to a receiver on this machine, let
 * through by WEBHOOK_ALLOW_PRIVATE): license expiring/expired and maintenance overdue by the daily reminders (once,
 * not again on a second run), maintenance done by Mark Done, payroll calculated by an upload, import applied by
 * an import. license.created and license.renewed are in webhooks.test.ts and license-renewals.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { licenses, licenseTypes, maintenanceTasks, WEBHOOK_EVENTS, type WebhookEvent } from "@shared/schema";
import { runDailyJobs } from "@server/jobs/scheduler";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { readFixture } from "../support/fixtures";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

interface Event {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

describe("webhook events from where they happen", () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let admin: TestAgent;
  let server: http.Server;
  const got: Event[] = [];
  const today = newYorkToday();
  const runJobs = () => runDailyJobs({ db: t.db, pool: t.database.pool, logger: pino({ level: "silent" }) }, today);
  const arrived = async (type: WebhookEvent, count = 1) => {
    const until = Date.now() + 30_000;
    while (got.filter((e) => e.type === type).length < count) {
      if (Date.now() > until) throw new Error(`${type} did not arrive; got ${got.map((e) => e.type).join(", ")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return got.filter((e) => e.type === type);
  };

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_RETRY_DELAY_SECONDS: "1" });
    tenant = await createTenant(t.db, "Eventful");
    admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString("utf8")));
      req.on("end", () => {
        got.push(JSON.parse(body) as Event);
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/all`;
    const added = await admin.post("/api/webhooks").send({ url, events: [...WEBHOOK_EVENTS] });
    expect(added.status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await t?.close();
  });

  it("license.expiring, license.expired and maintenance.overdue from the daily reminders, once each", async () => {
    const [type] = await t.db.select().from(licenseTypes).limit(1);
    const [soon, gone] = await t.db
      .insert(licenses)
      .values([
        { locationId: tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(today, 30), licenseNumber: "EV-30" },
        { locationId: tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(today, -2), licenseNumber: "EV-GONE" },
      ])
      .returning();
    const item = await admin.post("/api/equipment").send({ locationId: tenant.assigned.id, name: "Fryer" });
    const task = await admin.post(`/api/equipment/${item.body.id}/tasks`).send({ task: "Filter oil", intervalDays: 7 });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    await t.db.update(maintenanceTasks).set({ nextDue: addDaysIso(today, -1) }).where(eq(maintenanceTasks.id, task.body.id));

    await runJobs();
    const [expiring] = await arrived("license.expiring");
    expect(expiring!.data).toMatchObject({ organizationId: tenant.org.id, licenseId: soon!.id, locationId: tenant.assigned.id, expirationDate: addDaysIso(today, 30) });
    expect(expiring!.data.title).toMatch(/expires in 30 days$/);
    const [expired] = await arrived("license.expired");
    expect(expired!.data).toMatchObject({ licenseId: gone!.id, locationId: tenant.assigned.id });
    const [overdue] = await arrived("maintenance.overdue");
    expect(overdue!.data).toMatchObject({ taskId: task.body.id, locationId: tenant.assigned.id });

    // A second run the same day: no new reminder, no new event.
    const before = got.length;
    await runJobs();
    await new Promise((r) => setTimeout(r, 1500));
    expect(got.length).toBe(before);
  }, 90_000);

  it("maintenance.done from Mark Done", async () => {
    const item = await admin.post("/api/equipment").send({ locationId: tenant.assigned.id, name: "Hood" });
    const task = await admin.post(`/api/equipment/${item.body.id}/tasks`).send({ task: "Clean filters", intervalDays: 30 });
    const done = await admin.post(`/api/maintenance-tasks/${task.body.id}/done`).send({});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [event] = await arrived("maintenance.done");
    expect(event!.data).toMatchObject({ taskId: task.body.id, task: "Clean filters", equipmentId: item.body.id, locationId: tenant.assigned.id, doneOn: today, nextDue: addDaysIso(today, 30) });
  }, 60_000);

  it("payroll.calculated from an upload", async () => {
    const res = await admin
      .post("/api/payroll/upload")
      .field("locationId", tenant.assigned.id)
      .field("weekEnding", "2026-11-08")
      .attach("files", readFixture("payroll/valid/employee-tips-simple.xlsx"), "tips.xlsx");
    expect(res.status, res.text.slice(0, 300)).toBe(201);
    const [event] = await arrived("payroll.calculated");
    expect(event!.data).toMatchObject({ payrollRecordId: res.body.record.id, locationId: tenant.assigned.id, weekEnding: "2026-11-08", employeeCount: res.body.record.employeeCount });
  }, 60_000);

  it("import.applied from an import", async () => {
    const csv = Buffer.from("Location,Vendor,Type\r\nAssigned Location,Capital Waste,Trash\r\n");
    const res = await admin.post("/api/import/vendors/apply").attach("file", csv, "vendors.csv");
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const [event] = await arrived("import.applied");
    expect(event!.data).toMatchObject({ kind: "vendors", fileName: "vendors.csv", counts: { new: 1, update: 0, unchanged: 0, error: 0 }, userId: tenant.admin.id });
  }, 60_000);
});
