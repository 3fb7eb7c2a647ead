import type { PayrollJobView } from "@shared/schema/job-views";
import { ApiError, getJson, type ErrorBody } from "@/lib/api";
import { pollJob } from "@/lib/poll-job";

export const PAYROLL_JOBS_URL = "/api/payroll-jobs";

/** What POST /api/payroll/upload answers (202) for a large upload, and GET /api/payroll-jobs/:id. */
export type PayrollJobDto = PayrollJobView;

/**
 * Waits for a queued upload, telling `onProgress` each figure (0-100), and gives the id of the calculation it
 * stored. A refused upload throws the ApiError the direct upload would have thrown, so it is shown the same way.
 */
export async function waitForPayrollJob(first: PayrollJobDto, onProgress?: (percent: number) => void): Promise<string> {
  const job = await pollJob(first, (signal) => getJson<PayrollJobDto>(`${PAYROLL_JOBS_URL}/${encodeURIComponent(first.id)}`, signal), {
    onProgress,
    stillWaitingMessage: "These files are still waiting to be read. The calculation will appear in the list when it is done.",
  });
  if (job.state === "done" && job.result) return job.result.recordId;
  const body: ErrorBody = { message: job.error ?? "Failed to process payroll files", ...(job.errors ? { errors: job.errors } : {}) };
  throw new ApiError(job.status ?? 500, JSON.stringify(body), body);
}
