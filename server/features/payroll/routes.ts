import { Router, type Response } from "express";
import { z } from "zod";
import { isValidIsoDate } from "@shared/domain/calendar";
import { DISTRIBUTION_METHODS } from "@shared/schema/payroll";
import { assignRolesSchema } from "@shared/schema/tip-policies";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth, requirePermission } from "../../http/context";
import { notFound } from "../../http/errors";
import { idParam, isUuid, parse } from "../../http/validate";
import type { JobQueue } from "../../queue/job-queue";
import { PARSE_PAYROLL, payrollJobView, queuePayrollUpload, type ParsePayrollData, type ParsePayrollOutput } from "../../queue/parse-payroll";
import { exportFileName, payrollImportFileName } from "./export";
import * as service from "./service";
import { payrollMultipart, uploadedPayrollFiles } from "./upload";

const locationIdSchema = z.string({ error: "locationId is required" }).min(1, "locationId is required");
const methodSchema = z.enum(DISTRIBUTION_METHODS, { error: "method must be as_reported or pool_by_hours" });

const uploadFieldsSchema = z.object({
  locationId: locationIdSchema,
  weekEnding: z
    .string({ error: "Week ending date is required" })
    .refine(isValidIsoDate, "Week ending must be a date (YYYY-MM-DD)"),
  method: methodSchema.default("as_reported"),
  /** A tip policy of the location, applied instead of the method. */
  policyId: z.string({ error: "policyId must be a tip policy id" }).trim().optional().transform((v) => (v ? v : undefined)),
  /** "true": replace the week's calculation at the location, if it has one (otherwise 409). */
  replace: z.enum(["true", "false"], { error: "replace must be true or false" }).optional().transform((v) => v === "true"),
  /** A name as written in a file, once per name: never merged with another spelling of it (issue 31). */
  keepApart: z
    .union([z.string(), z.array(z.string())], { error: "keepApart must be names as written in the files" })
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).map((n) => n.trim()).filter((n) => n !== "")))
    .refine((v) => v === undefined || v.length <= 200, "keepApart: at most 200 names")
    .refine((v) => v === undefined || v.every((n) => n.length <= 200), "keepApart: a name is at most 200 characters"),
});

const listQuerySchema = z.object({ locationId: locationIdSchema });
const choiceBodySchema = z.union([z.object({ method: methodSchema }), z.object({ policyId: z.string({ error: "policyId must be a tip policy id" }).min(1) })], {
  error: "Send a method (as_reported or pool_by_hours) or the policyId of a tip policy",
});

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Writes `{"record":…, …breakdown}`: the record serialised here (small), then the breakdown's prepared
 * JSON bytes after their opening brace, as they are (no parse, stringify or ETag hash of a large body).
 */
function sendCalculation(res: Response, status: number, answer: service.CalculationAnswer): void {
  const head = Buffer.from(`{"record":${JSON.stringify(answer.record)},`);
  // A Buffer view, not a Uint8Array: the compression middleware copies anything that is not a Buffer.
  const { buffer, byteOffset, byteLength } = answer.breakdown;
  const members = Buffer.from(buffer, byteOffset + 1, byteLength - 1);
  res.status(status).type("json").set("Content-Length", String(head.length + members.length));
  res.write(head);
  res.end(members);
}

const JOB_NOT_FOUND = "Payroll upload not found";

/** `queueBytes`: uploads whose files together are larger are parsed on the job queue (202, then GET /api/payroll-jobs/:id). */
export function payrollRoutes(db: Db, queue: JobQueue, queueBytes: number): Router {
  const router = Router();

  router.get("/api/payroll", requirePermission("payroll.see"), async (req, res) => {
    const { locationId } = parse(listQuerySchema, req.query);
    res.json(await service.listPayroll(db, ctxOf(req), locationId));
  });

  router.post("/api/payroll/upload", requirePermission("payroll.see"), payrollMultipart, async (req, res) => {
    const input = parse(uploadFieldsSchema, req.body ?? {});
    const files = uploadedPayrollFiles(req);
    if (files.reduce((n, f) => n + f.bytes.byteLength, 0) > queueBytes) {
      res.status(202).json(await queuePayrollUpload(db, queue, ctxOf(req), input, files));
      return;
    }
    sendCalculation(res, 201, await service.uploadPayroll(db, ctxOf(req), input, files));
  });

  router.get("/api/payroll-jobs/:id", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const id = req.params.id;
    if (!isUuid(id)) throw notFound(JOB_NOT_FOUND);
    const job = await queue.job<ParsePayrollData, ParsePayrollOutput | null>(PARSE_PAYROLL, id);
    // Only the person who uploaded, in the organization they uploaded in, sees it.
    if (!job || job.data.organizationId !== ctx.organizationId || job.data.userId !== ctx.user.id) throw notFound(JOB_NOT_FOUND);
    res.json(payrollJobView(job));
  });

  router.get("/api/payroll/:id", requirePermission("payroll.see"), async (req, res) => {
    sendCalculation(res, 200, await service.getPayroll(db, ctxOf(req), idParam(req)));
  });

  router.patch("/api/payroll/:id", requirePermission("payroll.see"), async (req, res) => {
    const id = idParam(req);
    const choice = parse(choiceBodySchema, req.body ?? {});
    sendCalculation(res, 200, await service.setDistributionMethod(db, ctxOf(req), id, choice));
  });

  router.put("/api/payroll/:id/roles", requirePermission("payroll.see"), async (req, res) => {
    const id = idParam(req);
    const input = parse(assignRolesSchema, req.body ?? {});
    // ?dryRun=1: the payouts as they would be, nothing written (asked before saving).
    sendCalculation(res, 200, await service.assignRoles(db, ctxOf(req), id, input, req.query.dryRun === "1"));
  });

  router.delete("/api/payroll/:id", requirePermission("payroll.see"), requirePermission("payroll.delete"), async (req, res) => {
    await service.deletePayroll(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  router.get("/api/payroll/:id/export.csv", requirePermission("payroll.see"), async (req, res) => {
    const { record, bytes } = await service.exportPayroll(db, ctxOf(req), idParam(req), "csv");
    res.attachment(exportFileName(record, "csv"));
    res.type("text/csv; charset=utf-8");
    res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  router.get("/api/payroll/:id/export.xlsx", requirePermission("payroll.see"), async (req, res) => {
    const { record, bytes } = await service.exportPayroll(db, ctxOf(req), idParam(req), "xlsx");
    res.attachment(exportFileName(record, "xlsx"));
    res.type(XLSX_TYPE);
    res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  router.get("/api/payroll/:id/payroll-import.csv", requirePermission("payroll.see"), async (req, res) => {
    const { record, bytes } = await service.exportPayroll(db, ctxOf(req), idParam(req), "payroll_csv");
    res.attachment(payrollImportFileName(record));
    res.type("text/csv; charset=utf-8");
    res.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  return router;
}
