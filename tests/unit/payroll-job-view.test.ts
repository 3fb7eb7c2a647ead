import { describe, expect, it } from "vitest";
import type { QueuedJob } from "@server/queue/job-queue";
import { PAYROLL_JOB_FAILED, payrollJobView, type ParsePayrollData, type ParsePayrollOutput } from "@server/queue/parse-payroll";

const job = (state: QueuedJob<unknown, unknown>["state"], output: unknown, retryCount = 0): QueuedJob<ParsePayrollData, ParsePayrollOutput | null> => ({
  id: "6f1d4a52-1111-4c4c-9c9c-000000000001",
  state,
  data: {
    organizationId: "o",
    userId: "u",
    impersonatingOrganizationId: null,
    upload: { locationId: "l", weekEnding: "2026-11-08", method: "as_reported", replace: false },
    files: [{ documentId: "d", fileName: "week.xlsx" }],
  },
  output: output as ParsePayrollOutput | null,
  retryCount,
  createdOn: new Date(),
  completedOn: null,
});

describe("what GET /api/payroll-jobs/:id answers", () => {
  it("queued 0 %, being read 50 %, done 100 % with the calculation's id", () => {
    expect(payrollJobView(job("created", null))).toMatchObject({ state: "queued", progress: 0, result: null, error: null });
    expect(payrollJobView(job("retry", null, 1))).toMatchObject({ state: "queued", progress: 0, retries: 1 });
    expect(payrollJobView(job("active", null))).toMatchObject({ state: "reading", progress: 50 });
    expect(payrollJobView(job("completed", { ok: true, recordId: "r" }))).toMatchObject({ state: "done", progress: 100, result: { recordId: "r" }, error: null, status: null });
  });

  it("a refused upload: failed, with the direct answer's status, message and field errors", () => {
    const refused = { ok: false, status: 400, message: "Week endings fall on a Sunday.", errors: [{ path: "weekEnding", message: "Sunday" }] };
    expect(payrollJobView(job("completed", refused))).toEqual({
      id: expect.any(String),
      retries: 0,
      state: "failed",
      progress: 100,
      result: null,
      error: "Week endings fall on a Sunday.",
      status: 400,
      errors: [{ path: "weekEnding", message: "Sunday" }],
    });
  });

  it("a job that failed for good: an HttpError's message is the person's, anything else is said plainly", () => {
    const stopped = { name: "HttpError", status: 503, message: 'Reading "week.xlsx" took longer than 60 s and was stopped.', stack: "…" };
    expect(payrollJobView(job("failed", stopped, 2))).toMatchObject({ state: "failed", progress: 100, status: 503, error: stopped.message, retries: 2 });
    const crashed = { name: "Error", message: "Connection terminated unexpectedly", stack: "…" };
    expect(payrollJobView(job("failed", crashed, 2))).toMatchObject({ state: "failed", status: 500, error: PAYROLL_JOB_FAILED });
    expect(payrollJobView(job("cancelled", null))).toMatchObject({ state: "failed", status: 500, error: PAYROLL_JOB_FAILED });
  });
});
