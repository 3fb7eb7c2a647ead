import PgBoss from "pg-boss";
import type { QueueStats } from "@shared/domain/job-queue";
import type { JobViewState } from "@shared/schema/job-views";
import type pg from "pg";
import type { Logger } from "pino";

/** The queue of document readings (OCR and field extraction of licenses and manuals). */
export const READ_DOCUMENT = "read-document";

export type JobState = PgBoss.JobWithMetadata["state"];

export type { JobViewState };

export const JOB_VIEW_STATE: Record<JobState, JobViewState> = {
  created: "queued",
  retry: "queued",
  active: "reading",
  completed: "done",
  failed: "failed",
  cancelled: "failed",
};

/** The progress figure shown for a job's state. */
export const jobProgress = (state: JobViewState): number => (state === "queued" ? 0 : state === "reading" ? 50 : 100);

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
  /** How often a process that runs jobs looks for scheduled (cron) jobs due; one process a time does (1–45 s). */
  cronMonitorIntervalSeconds: number;
}

/** A queue's own settings where they differ from the process's (QueueSettings). */
export type QueueOptions = Partial<Pick<QueueSettings, "retryLimit" | "retryDelaySeconds" | "expireInSeconds" | "concurrency">> & {
  /** Each retry waits twice as long as the one before (from retryDelaySeconds). */
  retryBackoff?: boolean;
};

/** A job pg-boss creates on a cron schedule (once across every process), and one sent when a process starts. */
export interface Schedule {
  cron: string;
  /** IANA time zone the cron's hours are read in. */
  timeZone: string;
  /**
   * Sent by each process that runs jobs as it starts; processes sending the same key within the same
   * `singletonSeconds` slot make one job between them.
   */
  atStart?: { singletonKey: string; singletonSeconds: number };
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 180,
  concurrency: 2,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 30,
  cronMonitorIntervalSeconds: 30,
};


type Handler<Data, Output> = (data: Data, job: { id: string }) => Promise<Output>;

/**
 * A PostgreSQL job queue (pg-boss, schema `pgboss`) on the app's own connection pool, so it works on the
 * embedded PGlite as on a real server. Started on first use; `work` makes this process run jobs too.
 */
export class JobQueue {
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private handlers = new Map<string, { run: Handler<never, unknown>; options: QueueOptions }>();
  private schedules = new Map<string, Schedule>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    readonly settings: QueueSettings = DEFAULT_QUEUE_SETTINGS,
  ) {}

  /**
   * Registers the handler of a queue, before start(); this process runs its jobs (settings.concurrency at a
   * time, or the queue's own) once started, unless it runs no jobs at all (settings.concurrency 0).
   */
  handle<Data, Output>(name: string, handler: Handler<Data, Output>, options: QueueOptions = {}): void {
    this.handlers.set(name, { run: handler as Handler<never, unknown>, options });
  }

  /** Puts a handled queue on a cron schedule (before start()); only processes that run jobs keep the schedule. */
  schedule(name: string, schedule: Schedule): void {
    this.schedules.set(name, schedule);
  }

  private get works(): boolean {
    return this.settings.concurrency > 0;
  }

  start(): Promise<PgBoss> {
    this.starting ??= this.open();
    return this.starting;
  }

  private async open(): Promise<PgBoss> {
    const boss = await startingRace(() => this.openOnce());
    const s = this.settings;
    for (const [name, { run, options }] of this.handlers) {
      const workers = this.works ? (options.concurrency ?? s.concurrency) : 0;
      for (let i = 0; i < workers; i++) {
        await boss.work<unknown>(name, { batchSize: 1, pollingIntervalSeconds: s.pollingIntervalSeconds }, async ([job]) =>
          job ? run(job.data as never, { id: job.id }) : undefined,
        );
      }
    }
    if (this.works) {
      for (const [name, schedule] of this.schedules) {
        // One row per queue: every process writes the same; pg-boss's cron then creates one job per due time.
        await boss.schedule(name, schedule.cron, {}, { tz: schedule.timeZone });
        if (schedule.atStart) await boss.send(name, {}, schedule.atStart);
      }
    }
    this.boss = boss;
    return boss;
  }

  /** Starts pg-boss (installing its schema if needed) and creates the queues this process uses. */
  private async openOnce(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.pool.query(text, values) },
      schema: "pgboss",
      // pg-boss's cron runs where jobs are run: those processes create the scheduled jobs (one process a time).
      schedule: this.works && this.schedules.size > 0,
      cronMonitorIntervalSeconds: this.settings.cronMonitorIntervalSeconds,
      maintenanceIntervalSeconds: this.settings.maintenanceIntervalSeconds,
    });
    boss.on("error", (err) => this.logger.error({ err }, "job queue error"));
    try {
      await boss.start();
      const s = this.settings;
      for (const name of new Set([READ_DOCUMENT, ...this.handlers.keys()])) {
        if (await boss.getQueue(name)) continue;
        const q = { ...s, ...this.handlers.get(name)?.options };
        await boss.createQueue(name, {
          name,
          retryLimit: q.retryLimit,
          retryDelay: q.retryDelaySeconds,
          expireInSeconds: q.expireInSeconds,
          ...(q.retryBackoff ? { retryBackoff: true } : {}),
        });
      }
      return boss;
    } catch (err) {
      await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
      throw err;
    }
  }

  async send<Data extends object>(name: string, data: Data, options: { startAfter?: Date } = {}): Promise<string> {
    const boss = await this.start();
    const id = await boss.send(name, data, options.startAfter ? { startAfter: options.startAfter } : {});
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

/**
 * Processes starting together on a fresh database (two workers, a worker and a web instance) can both find
 * pg-boss's schema or a queue missing and both create it: create_queue inserts the queue row and attaches its
 * partition to the job table, and the two transactions' locks can deadlock (40P01), or two schema creations
 * collide (23505 on pg_namespace). PostgreSQL aborts one; the other's objects then exist, so a fresh try finds them.
 */
async function startingRace<T>(run: () => Promise<T>, tries = 5): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code !== "40P01" && code !== "23505") || n >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

function errorText(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String((output as { message: unknown }).message);
  return output === null || output === undefined ? "" : JSON.stringify(output).slice(0, 500);
}
