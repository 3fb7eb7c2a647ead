import { and, eq } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import * as XLSX from "xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents, payrollRecords, QUEUED_SPREADSHEET_TYPE } from "@shared/schema";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { storeDocument } from "@server/documents/storage";
import { shutdownPayrollParsing } from "@server/features/payroll/parse/pool";
import { createMailer } from "@server/mail/mailer";
import { DEFAULT_QUEUE_SETTINGS, JobQueue } from "@server/queue/job-queue";
import { parsePayrollHandler, type ParsePayrollData, type ParsePayrollOutput } from "@server/queue/parse-payroll";
import { createLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

/** A Sunday: the default pay-week end of a location. */
const WEEK = "2026-11-08";

let t: TestApp;
/** The same database behind an app that never queues (the direct path), to compare answers. */
let direct: Awaited<ReturnType<typeof createApp>>;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let staff: TestAgent;
let admin: TestAgent;
let directAdmin: TestAgent;

/** A workbook over the default 1 MB threshold: 300 employees over 10,000 rows (stored uncompressed). */
function largeWorkbook(header = ["Employee", "Tips", "Hours"]): Buffer {
  const rows: unknown[][] = [header];
  for (let i = 0; i < 10_000; i++) rows.push([`Employee ${String(i % 300).padStart(3, "0")}`, ((i * 37) % 5000) / 100, ((i * 13) % 80) / 10 + 1]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Tips");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

let big: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent", PAYROLL_QUEUE_BYTES: String(1e9), RUN_JOBS_IN_WEB: "false" });
  const logger = pino({ level: "silent" });
  direct = await createApp({ db: t.db, pool: t.database.pool, config, logger, mailer: createMailer(undefined, config.mailFrom, logger) });
  tenant = await createTenant(t.db, undefined, { staffSeePayrollBudgets: true });
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  directAdmin = await signedInAgent(direct.app, tenant.admin.email, TEST_PASSWORD);
  big = largeWorkbook();
  expect(big.length).toBeGreaterThan(t.config.payrollQueueBytes);
}, 180_000);
afterAll(async () => {
  await shutdownPayrollParsing();
  await direct?.close();
  await t?.close();
});

function upload(agent: TestAgent, locationId: string, bytes: Buffer, name = "week.xlsx") {
  return agent.post("/api/payroll/upload").field("locationId", locationId).field("weekEnding", WEEK).attach("files", bytes, name);
}

/** Polls as the browser does, keeping every progress figure seen. */
async function poll(agent: TestAgent, id: string, timeoutMs = 90_000) {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await agent.get(`/api/payroll-jobs/${id}`);
    expect(res.status).toBe(200);
    seen.push(res.body.progress);
    if (res.body.state === "done" || res.body.state === "failed") return { body: res.body, seen };
    if (Date.now() > until) throw new Error(`payroll job ${id} still ${res.body.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A calculation without what differs between two uploads of the same data (its id, location and time). */
function comparable(body: { record: Record<string, unknown> }) {
  const { id: _id, locationId: _location, createdAt: _created, ...record } = body.record;
  return { ...body, record };
}

const queuedFilesOf = (organizationId: string) =>
  t.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.contentType, QUEUED_SPREADSHEET_TYPE)));

describe("large payroll uploads on the job queue", () => {
  it("answers 202, and polled, stores the same calculation as the direct upload of the same file", async () => {
    const queued = await upload(staff, tenant.assigned.id, big);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ state: "queued", progress: 0, result: null, error: null });
    const { body, seen } = await poll(staff, queued.body.id);
    expect(body).toMatchObject({ state: "done", progress: 100, retries: 0, error: null, result: { recordId: expect.any(String) } });
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);

    const calculation = await staff.get(`/api/payroll/${body.result.recordId}`);
    expect(calculation.status).toBe(200);
    expect(calculation.body.record).toMatchObject({ locationId: tenant.assigned.id, weekEnding: WEEK, fileName: "week.xlsx" });
    expect(calculation.body.summary.employeeCount).toBe(300);

    const other = await createLocation(t.db, tenant.org.id);
    const answered = await upload(directAdmin, other.id, big);
    expect(answered.status).toBe(201);
    expect(comparable(calculation.body)).toEqual(comparable(answered.body));

    // One calculation for the week, created once in the audit log; the stored spreadsheet is gone.
    const list = await staff.get(`/api/payroll?locationId=${tenant.assigned.id}`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([body.result.recordId]);
    const created = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, body.result.recordId), eq(auditLog.action, "create")));
    expect(created).toHaveLength(1);
    expect(created[0]!.actorId).toBe(tenant.staff.id);
    expect(await queuedFilesOf(tenant.org.id)).toEqual([]);
  }, 120_000);

  it("refuses at once, without queueing, what needs no reading (a week already calculated, a day off the pay week)", async () => {
    const again = await upload(staff, tenant.assigned.id, big);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already has a calculation/);
    const monday = await staff.post("/api/payroll/upload").field("locationId", tenant.assigned.id).field("weekEnding", "2026-11-09").attach("files", big, "week.xlsx");
    expect(monday.status).toBe(400);
    expect(monday.body.errors).toEqual([{ path: "weekEnding", message: expect.any(String) }]);
    expect(await queuedFilesOf(tenant.org.id)).toEqual([]);
  });

  it("a file the reader refuses fails once (not retried) with the message the direct upload answers", async () => {
    const noTips = largeWorkbook(["Employee", "Department", "Hours"]);
    const location = await createLocation(t.db, tenant.org.id);
    const queued = await upload(admin, location.id, noTips, "no-tips.xlsx");
    expect(queued.status).toBe(202);
    const { body } = await poll(admin, queued.body.id);
    const answered = await upload(directAdmin, location.id, noTips, "no-tips.xlsx");
    expect(answered.status).toBeGreaterThanOrEqual(400);
    expect(answered.status).toBeLessThan(500);
    expect(body).toMatchObject({ state: "failed", progress: 100, retries: 0, result: null, error: answered.body.message, status: answered.status });
    expect((await admin.get(`/api/payroll?locationId=${location.id}`)).body).toEqual([]);
  }, 120_000);

  it("shows a job only to the person who uploaded, in that organization", async () => {
    const location = await createLocation(t.db, tenant.org.id);
    const queued = await upload(admin, location.id, big);
    expect(queued.status).toBe(202);
    const other = await createTenant(t.db);
    const outsider = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    expect((await outsider.get(`/api/payroll-jobs/${queued.body.id}`)).status).toBe(404);
    expect((await staff.get(`/api/payroll-jobs/${queued.body.id}`)).status).toBe(404);
    expect((await staff.get("/api/payroll-jobs/not-a-uuid")).status).toBe(404);
    expect((await request(t.app).get(`/api/payroll-jobs/${queued.body.id}`)).status).toBe(401);
    expect((await poll(admin, queued.body.id)).body.state).toBe("done");
  }, 120_000);

  it("lists the parse-payroll queue for super admins", async () => {
    const root = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, root.email, TEST_PASSWORD);
    const res = await agent.get("/api/super-admin/queue");
    expect(res.status).toBe(200);
    const queue = res.body.queues.find((q: { name: string }) => q.name === "parse-payroll");
    expect(queue).toMatchObject({ queued: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) });
    expect(queue.completed).toBeGreaterThanOrEqual(3);
  });
});

describe("a queued upload runs exactly once", () => {
  it("a run that crashed after storing its calculation is retried without storing a second one", async () => {
    const queue = new JobQueue(t.database.pool, pino({ level: "silent" }), { ...DEFAULT_QUEUE_SETTINGS, retryLimit: 2, retryDelaySeconds: 0, concurrency: 1 });
    const handler = parsePayrollHandler(t.db);
    const runs: Record<string, number> = {};
    queue.handle<ParsePayrollData, ParsePayrollOutput>("test-parse-payroll", async (data, job) => {
      runs[job.id] = (runs[job.id] ?? 0) + 1;
      const output = await handler(data, job);
      if (runs[job.id] === 1) throw new Error("worker killed after the commit");
      return output;
    });
    const location = await createLocation(t.db, tenant.org.id);
    const doc = await storeDocument(t.db, { organizationId: tenant.org.id, originalName: "week.xlsx", contentType: QUEUED_SPREADSHEET_TYPE, bytes: big, uploadedBy: tenant.admin.id });
    try {
      const id = await queue.send<ParsePayrollData>("test-parse-payroll", {
        organizationId: tenant.org.id,
        userId: tenant.admin.id,
        impersonatingOrganizationId: null,
        upload: { locationId: location.id, weekEnding: WEEK, method: "as_reported", replace: false },
        files: [{ documentId: doc.id, fileName: "week.xlsx" }],
      });
      const job = await queue.waitFor<ParsePayrollData, ParsePayrollOutput>("test-parse-payroll", id, 90_000);
      expect(job).toMatchObject({ state: "completed", retryCount: 1, output: { ok: true, recordId: id } });
      expect(runs[id]).toBe(2);
      const records = await t.db.select({ id: payrollRecords.id }).from(payrollRecords).where(eq(payrollRecords.locationId, location.id));
      expect(records).toEqual([{ id }]);
      expect(await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, "create")))).toHaveLength(1);
    } finally {
      await queue.stop(100);
    }
  }, 120_000);
});
