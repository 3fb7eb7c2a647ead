import type { FieldError } from "./error-views";

// Types only (no Drizzle): what polling a queued job answers (server/queue/), as the client reads it.

/** What a person polling a job is told of pg-boss's state. */
export type JobViewState = "queued" | "reading" | "done" | "failed";

/** The documents a reading job reads. */
export type ReadingKind = "license" | "manual";

/** What GET /api/reading-jobs/:id answers. */
export interface ReadingJobView {
  id: string;
  kind: ReadingKind;
  documentId: string;
  state: JobViewState;
  /** 0 queued, 50 being read, 100 finished (read or failed). */
  progress: number;
  /** Retries so far after a crash or a timeout. */
  retries: number;
  result: unknown;
  /** Set when state is failed: the message for the person. */
  error: string | null;
}

/** What GET /api/payroll-jobs/:id answers (the shape of a reading job's). */
export interface PayrollJobView {
  id: string;
  state: JobViewState;
  /** 0 queued, 50 being read, 100 finished (stored or refused). */
  progress: number;
  /** Retries so far after a crash or a timeout. */
  retries: number;
  /** Once done: the calculation stored, which GET /api/payroll/:id answers as the direct upload did. */
  result: { recordId: string } | null;
  /** Set when failed: the message for the person. */
  error: string | null;
  /** Set when failed: the status the direct upload would have answered. */
  status: number | null;
  errors?: FieldError[];
}
