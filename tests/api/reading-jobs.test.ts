import pino from "pino";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobQueue, DEFAULT_QUEUE_SETTINGS } from "@server/queue/job-queue";
import { readFixture } from "../support/fixtures";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let staff: TestAgent;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
}, 180_000);
afterAll(async () => t?.close());

const PERMIT = "licenses/ny-tappan-ridge-food-service-permit.pdf";

function queueReading(agent: TestAgent, kind: string, bytes: Buffer, name: string) {
  return agent.post("/api/reading-jobs").field("kind", kind).attach("document", bytes, name);
}

/** Polls as the browser does, keeping every progress figure seen. */
async function poll(agent: TestAgent, id: string, timeoutMs = 60_000) {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await agent.get(`/api/reading-jobs/${id}`);
    expect(res.status).toBe(200);
    seen.push(res.body.progress);
    if (res.body.state === "done" || res.body.state === "failed") return { body: res.body, seen };
    if (Date.now() > until) throw new Error(`reading ${id} still ${res.body.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("document reading on the job queue", () => {
  it("answers 202 at once and, polled, reports progress up to 100 and the same fields as the direct reading", async () => {
    const bytes = readFixture(PERMIT);
    const queued = await queueReading(staff, "license", bytes, "permit.pdf");
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ kind: "license", state: "queued", progress: 0 });
    const { body, seen } = await poll(staff, queued.body.id);
    expect(body).toMatchObject({ state: "done", progress: 100, error: null, documentId: queued.body.documentId });
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);

    const direct = await staff.post("/api/licenses/extract").attach("document", bytes, "permit.pdf");
    expect(direct.status).toBe(200);
    // Each reading names its own job (readingId, sent back on save to learn from corrections); the rest is the same.
    const { readingId, ...read } = body.result as Record<string, unknown>;
    const { readingId: directId, ...directRead } = direct.body as Record<string, unknown>;
    expect(readingId).toBe(queued.body.id);
    expect(directId).toEqual(expect.any(String));
    expect(read).toEqual(directRead);
  });

  it("reads a manual too, and its document can then be attached to a new item", async () => {
    const manual = readFixture(PERMIT);
    const queued = await queueReading(admin, "manual", manual, "manual.pdf");
    expect(queued.status).toBe(202);
    const { body } = await poll(admin, queued.body.id);
    expect(body.state).toBe("done");
    const item = await admin.post("/api/equipment").send({ locationId: tenant.assigned.id, name: "Walk-in", manualDocumentId: body.documentId });
    expect(item.status).toBe(201);
    expect(item.body.manualDocumentId ?? item.body.manual?.id).toBe(body.documentId);
  });

  it("a document that cannot be read fails with the reason, once (not retried)", async () => {
    const corrupt = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 0x41)]);
    const queued = await queueReading(staff, "license", corrupt, "broken.pdf");
    expect(queued.status).toBe(202);
    const { body } = await poll(staff, queued.body.id);
    expect(body).toMatchObject({ state: "failed", progress: 100, retries: 0 });
    expect(body.error).toMatch(/damaged|not a valid PDF/i);
  });

  it("refuses a missing document or kind, and shows a reading only to the person who asked for it", async () => {
    expect((await staff.post("/api/reading-jobs").field("kind", "license")).status).toBe(400);
    expect((await queueReading(staff, "payroll", readFixture(PERMIT), "p.pdf")).status).toBe(400);
    const queued = await queueReading(staff, "license", readFixture(PERMIT), "permit.pdf");
    const other = await createTenant(t.db);
    const outsider = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    expect((await outsider.get(`/api/reading-jobs/${queued.body.id}`)).status).toBe(404);
    expect((await admin.get(`/api/reading-jobs/${queued.body.id}`)).status).toBe(404);
    expect((await staff.get("/api/reading-jobs/not-a-uuid")).status).toBe(404);
    expect((await request(t.app).get(`/api/reading-jobs/${queued.body.id}`)).status).toBe(401);
    await poll(staff, queued.body.id);
  });

  it("shows super admins the queue's depth and failures; others are refused", async () => {
    const root = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, root.email, TEST_PASSWORD);
    const res = await agent.get("/api/super-admin/queue");
    expect(res.status).toBe(200);
    const [queue] = res.body.queues;
    expect(queue).toMatchObject({ name: "read-document", queued: expect.any(Number), active: expect.any(Number) });
    expect(queue.completed).toBeGreaterThanOrEqual(4);
    expect((await admin.get("/api/super-admin/queue")).status).toBe(403);
  });
});

describe("the queue itself", () => {
  it("retries a job whose run crashed, and fails one still running past its timeout after the retry limit", async () => {
    const queue = new JobQueue(t.database.pool, pino({ level: "silent" }), {
      ...DEFAULT_QUEUE_SETTINGS,
      retryLimit: 1,
      retryDelaySeconds: 0,
      expireInSeconds: 2,
      maintenanceIntervalSeconds: 1,
      // A hung run holds its worker until it times out: enough workers for the retry and the other job.
      concurrency: 3,
    });
    const runs: Record<string, number> = {};
    queue.handle<{ mode: "crash-once" | "hang" }, { read: boolean }>("test-retries", async (data, job) => {
      runs[job.id] = (runs[job.id] ?? 0) + 1;
      if (data.mode === "crash-once" && runs[job.id] === 1) throw new Error("worker crashed");
      if (data.mode === "hang") await new Promise((r) => setTimeout(r, 60_000).unref());
      return { read: true };
    });
    try {
      const crashing = await queue.send("test-retries", { mode: "crash-once" });
      const hanging = await queue.send("test-retries", { mode: "hang" });
      const crashed = await queue.waitFor<unknown, { read: boolean }>("test-retries", crashing, 30_000);
      expect(crashed).toMatchObject({ state: "completed", output: { read: true }, retryCount: 1 });
      const hung = await queue.waitFor("test-retries", hanging, 30_000);
      expect(hung).toMatchObject({ state: "failed", retryCount: 1 });
      expect(runs[hanging]).toBe(2);
      const stats = await queue.stats("test-retries");
      expect(stats.failed).toBe(1);
      expect(stats.recentFailures[0]?.id).toBe(hanging);
    } finally {
      await queue.stop(100);
    }
  }, 60_000);
});
