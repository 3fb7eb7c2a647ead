import type { PayrollJobView } from "@shared/schema/job-views";
import { ApiError, getJson, type ErrorBody } from "@/lib/api";

export const PAYROLL_JOBS_URL = "/api/payroll-jobs";

/** What POST /api/payroll/upload answers (202) for a large upload, and GET /api/payroll-jobs/:id. */
export type PayrollJobDto = PayrollJobView;

const POLL_MS = 400;

/**
 * Waits for a queued upload, telling `onProgress` each figure (0-100), and gives the id of the calculation it
 * stored. A refused upload throws the ApiError the direct upload would have thrown, so it is shown the same way.
 */
export async function waitForPayrollJob(first: PayrollJobDto, onProgress?: (percent: number) => void): Promise<string> {
  let job = first;
  while (job.state === "queued" || job.state === "reading") {
    onProgress?.(job.progress);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = await getJson<PayrollJobDto>(`${PAYROLL_JOBS_URL}/${encodeURIComponent(job.id)}`);
  }
  onProgress?.(100);
  if (job.state === "done" && job.result) return job.result.recordId;
  const body: ErrorBody = { message: job.error ?? "Failed to process payroll files", ...(job.errors ? { errors: job.errors } : {}) };
  throw new ApiError(job.status ?? 500, JSON.stringify(body), body);
}
