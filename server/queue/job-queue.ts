import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "pino";

/** The queue of document readings (OCR and field extraction of licenses and manuals). */
export const READ_DOCUMENT = "read-document";

export type JobState = PgBoss.JobWithMetadata["state"];

export interface QueuedJob<Data, Output> {
  id: string;
  state: JobState;
  data: Data;
  /** The handler's answer once completed; pg-boss's record of the error once failed. */
  output: Output | null;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
}

export interface QueueSettings {
  /** Tries after the first one when a run throws or times out. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still active after this long (a worker that died, a stuck read) is failed and retried. */
  expireInSeconds: number;
  /** Jobs this process runs at once (0: it only sends jobs; workers elsewhere run them). */
  concurrency: number;
  pollingIntervalSeconds: number;
  /** How often timed-out jobs are found and retried (pg-boss's maintenance). */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 180,
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 30,
};

export interface QueueStats {
  name: string;
  /** Waiting to run (created, or failed once and waiting to retry). */
  queued: number;
  active: number;
  completed: number;
  failed: number;
  recentFailures: { id: string; error: string; retryCount: number; failedAt: string | null }[];
}

type Handler<Data, Output> = (data: Data, job: { id: string }) => Promise<Output>;

/**
 * A PostgreSQL job queue (pg-boss, schema `pgboss`) on the app's own connection pool, so it works on the
 * embedded PGlite as on a real server. Started on first use; `work` makes this process run jobs too.
 */
export class JobQueue {
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private handlers = new Map<string, Handler<never, unknown>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    readonly settings: QueueSettings = DEFAULT_QUEUE_SETTINGS,
  ) {}

  /** Registers the handler of a queue; this process runs its jobs (settings.concurrency at a time) once started. */
  handle<Data, Output>(name: string, handler: Handler<Data, Output>): void {
    this.handlers.set(name, handler as Handler<never, unknown>);
  }

  start(): Promise<PgBoss> {
    this.starting ??= this.open();
    return this.starting;
  }

  private async open(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.pool.query(text, values) },
      schema: "pgboss",
      // Cron scheduling is not used (the daily jobs have their own scheduler).
      schedule: false,
      maintenanceIntervalSeconds: this.settings.maintenanceIntervalSeconds,
    });
    boss.on("error", (err) => this.logger.error({ err }, "job queue error"));
    await boss.start();
    const s = this.settings;
    for (const name of [READ_DOCUMENT, ...this.handlers.keys()]) {
      if (!(await boss.getQueue(name))) {
        await boss.createQueue(name, {
          name,
          retryLimit: s.retryLimit,
          retryDelay: s.retryDelaySeconds,
          expireInSeconds: s.expireInSeconds,
        });
      }
    }
    for (const [name, handler] of this.handlers) {
      for (let i = 0; i < s.concurrency; i++) {
        await boss.work<unknown>(name, { batchSize: 1, pollingIntervalSeconds: s.pollingIntervalSeconds }, async ([job]) =>
          job ? handler(job.data as never, { id: job.id }) : undefined,
        );
      }
    }
    this.boss = boss;
    return boss;
  }

  async send<Data extends object>(name: string, data: Data): Promise<string> {
    const boss = await this.start();
    const id = await boss.send(name, data);
    if (!id) throw new Error(`The ${name} job was not queued`);
    return id;
  }

  async job<Data, Output>(name: string, id: string): Promise<QueuedJob<Data, Output> | undefined> {
    const boss = await this.start();
    const job = await boss.getJobById<Data>(name, id, { includeArchive: true });
    if (!job) return undefined;
    return {
      id: job.id,
      state: job.state,
      data: job.data,
      output: (job.output as Output | undefined) ?? null,
      retryCount: job.retryCount,
      createdOn: job.createdOn,
      completedOn: job.completedOn,
    };
  }

  /** Waits until the job is completed or failed (retries included), or `timeoutMs` passes (then undefined). */
  async waitFor<Data, Output>(name: string, id: string, timeoutMs: number): Promise<QueuedJob<Data, Output> | undefined> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.job<Data, Output>(name, id);
      if (job && (job.state === "completed" || job.state === "failed" || job.state === "cancelled")) return job;
      if (Date.now() > until) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** Depth and failures of a queue, for super admins. */
  async stats(name: string): Promise<QueueStats> {
    await this.start();
    const counts = await this.pool.query<{ state: JobState; n: number }>(
      "select state, count(*)::int as n from pgboss.job where name = $1 group by state",
      [name],
    );
    const byState = Object.fromEntries(counts.rows.map((r) => [r.state, r.n])) as Partial<Record<JobState, number>>;
    const failures = await this.pool.query<{ id: string; output: unknown; retry_count: number; completed_on: Date | null }>(
      `select id, output, retry_count, completed_on from pgboss.job where name = $1 and state = 'failed'
       union all
       select id, output, retry_count, completed_on from pgboss.archive where name = $1 and state = 'failed'
       order by completed_on desc nulls last limit 20`,
      [name],
    );
    const archivedFailed = await this.pool.query<{ n: number }>(
      "select count(*)::int as n from pgboss.archive where name = $1 and state = 'failed'",
      [name],
    );
    return {
      name,
      queued: (byState.created ?? 0) + (byState.retry ?? 0),
      active: byState.active ?? 0,
      completed: byState.completed ?? 0,
      failed: (byState.failed ?? 0) + (archivedFailed.rows[0]?.n ?? 0),
      recentFailures: failures.rows.map((r) => ({
        id: r.id,
        error: errorText(r.output),
        retryCount: r.retry_count,
        failedAt: r.completed_on ? new Date(r.completed_on).toISOString() : null,
      })),
    };
  }

  /** Stops taking jobs; a job in hand is given `graceMs` to finish (else it expires and is retried elsewhere). */
  async stop(graceMs = 5_000): Promise<void> {
    if (!this.starting) return;
    const boss = await this.starting.catch(() => undefined);
    if (!boss) return;
    await new Promise<void>((resolve) => {
      boss.once("stopped", () => resolve());
      boss.stop({ graceful: true, wait: false, timeout: graceMs, close: false }).catch(() => resolve());
      setTimeout(resolve, graceMs + 1_000).unref();
    });
  }
}

function errorText(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String((output as { message: unknown }).message);
  return output === null || output === undefined ? "" : JSON.stringify(output).slice(0, 500);
}
