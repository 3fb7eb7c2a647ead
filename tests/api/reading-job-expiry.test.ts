import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_QUEUE_SETTINGS, JobQueue, READ_DOCUMENT } from "@server/queue/job-queue";
import { readingJobView, type ReadDocumentData, type ReadDocumentOutput } from "@server/queue/read-document";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => t?.close());

// test:scale once read a killed worker's reading as failed although every job ended completed. This pins down
// what a poller sees across pg-boss's expiry and retry of such a job (on this engine the path reads right).
it("a reading whose worker died reads queued or reading until its retry is done, never failed", async () => {
  const settings = { ...DEFAULT_QUEUE_SETTINGS, retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 2, maintenanceIntervalSeconds: 1 };
  const sender = new JobQueue(t.database.pool, pino({ level: "silent" }), { ...settings, concurrency: 0 });
  const worker = new JobQueue(t.database.pool, pino({ level: "silent" }), { ...settings, concurrency: 1 });
  worker.handle<ReadDocumentData, ReadDocumentOutput>(READ_DOCUMENT, async () => ({ ok: true, result: { read: true } }));
  const data: ReadDocumentData = { kind: "license", organizationId: "o", userId: "u", documentId: "d" };
  try {
    const id = await sender.send(READ_DOCUMENT, data);
    // A worker took it and was killed: the job stays active until it times out.
    await t.database.pool.query("update pgboss.job set state = 'active', started_on = now() where id = $1", [id]);
    await worker.start();
    const seen: string[] = [];
    const until = Date.now() + 30_000;
    for (;;) {
      const job = await sender.job<ReadDocumentData, ReadDocumentOutput>(READ_DOCUMENT, id);
      const view = readingJobView(job!);
      if (seen.at(-1) !== `${job!.state}:${view.state}`) seen.push(`${job!.state}:${view.state}`);
      if (job!.state === "completed" || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen.map((s) => s.split(":")[1])).not.toContain("failed");
    expect(seen.at(-1)).toBe("completed:done");
  } finally {
    await worker.stop(100);
    await sender.stop(100);
  }
}, 60_000);
