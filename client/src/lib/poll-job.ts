import type { JobViewState } from "@shared/schema/job-views";
import { ApiError } from "@/lib/api";

interface PolledJob {
  state: JobViewState;
  progress: number;
}

export interface PollOptions {
  signal?: AbortSignal;
  /** Told each progress figure (0-100) while the job waits or runs, and 100 once it has settled. */
  onProgress?: (percent: number) => void;
  /** What the person is told when the job has not settled within `maxWaitMs` (the job itself goes on). */
  stillWaitingMessage: string;
  maxWaitMs?: number;
}

const FIRST_PAUSE_MS = 400;
const LONGEST_PAUSE_MS = 3000;
/** The job queue gives up on a job after its time limit and retries (3 × 180 s by default): beyond that, waiting is pointless. */
export const MAX_JOB_WAIT_MS = 10 * 60_000;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Polls a queued job until it is done or failed: quickly at first, then less often (a long read need not be
 * asked about every 400 ms), and never for ever: past `maxWaitMs` it throws, with `stillWaitingMessage`.
 */
export async function pollJob<J extends PolledJob>(first: J, next: (signal?: AbortSignal) => Promise<J>, options: PollOptions): Promise<J> {
  const { signal, onProgress, stillWaitingMessage, maxWaitMs = MAX_JOB_WAIT_MS } = options;
  const giveUpAt = Date.now() + maxWaitMs;
  let job = first;
  let wait = FIRST_PAUSE_MS;
  while (job.state === "queued" || job.state === "reading") {
    onProgress?.(job.progress);
    if (Date.now() + wait > giveUpAt) throw new ApiError(504, stillWaitingMessage, { message: stillWaitingMessage });
    await pause(wait, signal);
    wait = Math.min(Math.round(wait * 1.25), LONGEST_PAUSE_MS);
    job = await next(signal);
  }
  onProgress?.(100);
  return job;
}
