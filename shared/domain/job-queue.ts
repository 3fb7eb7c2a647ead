/** GET /api/super-admin/queue: each job queue's depth and failures (server/queue/job-queue.ts `stats`). */
export interface QueueStats {
  name: string;
  /** Waiting to run (created, or failed once and waiting to retry). */
  queued: number;
  active: number;
  completed: number;
  failed: number;
  /** The latest 20 failures, newest first. */
  recentFailures: { id: string; error: string; retryCount: number; failedAt: string | null }[];
}

export interface QueueOverview {
  queues: QueueStats[];
}

/** What each queue does, in the words of the Admin Dashboard. */
export const QUEUE_LABELS: Record<string, string> = {
  "read-document": "Document reading (licenses and manuals)",
  "parse-payroll": "Large payroll files",
  "daily-jobs": "Daily jobs (reminders, expiries, digests, clean-up)",
};
