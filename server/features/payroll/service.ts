import { and, desc, eq } from "drizzle-orm";
import { centsToDecimalString, MONEY_MAX_CENTS } from "@shared/domain/money";
import { payrollRecords, type DistributionMethod, type PayrollRecord } from "@shared/schema/payroll";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { readPayrollFiles } from "./parse/pool";
import { presentCalculation, presentRecord, type PayrollCalculationView, type PayrollRecordView } from "./present";
import { distributeTips, type PayrollReadResult, type PayrollUploadFile } from "./reader";

export interface PayrollUploadInput {
  locationId: string;
  weekEnding: string;
  method: DistributionMethod;
}

/** The record's stored reading; a record without one (never written by this code) reads as empty. */
function storedResult(record: PayrollRecord): PayrollReadResult {
  const data = record.processedData as Partial<PayrollReadResult> | null;
  if (!data || !Array.isArray(data.employees) || typeof data.totalTipsCents !== "number") {
    return { files: [], employees: [], totalTipsCents: 0, employeeCount: 0, warnings: [], skippedRows: [] };
  }
  return data as PayrollReadResult;
}

function calculation(record: PayrollRecord): PayrollCalculationView {
  const result = storedResult(record);
  return presentCalculation(record, result, distributeTips(result, record.distributionMethod));
}

/** What the audit log keeps of a record (not the processed data). */
const auditView = (r: PayrollRecord) => ({
  locationId: r.locationId,
  weekEnding: r.weekEnding,
  totalTips: r.totalTips,
  employeeCount: r.employeeCount,
  fileName: r.fileName,
  distributionMethod: r.distributionMethod,
});

async function reachableRecord(db: DbOrTx, ctx: RequestContext, id: string): Promise<PayrollRecord> {
  const [record] = await db
    .select()
    .from(payrollRecords)
    .where(and(eq(payrollRecords.id, id), reachableLocationsOf(ctx, payrollRecords.locationId)));
  if (!record) throw notFound("Payroll calculation not found");
  return record;
}

/**
 * Reads the week's files (in the parse worker pool), distributes the tips and stores one record. Any
 * refused file refuses the whole upload, before anything is stored.
 */
export async function uploadPayroll(
  db: Db,
  ctx: RequestContext,
  input: PayrollUploadInput,
  files: PayrollUploadFile[],
): Promise<PayrollCalculationView> {
  const location = await reachableLocation(db, ctx, input.locationId);
  if (files.length === 0) throw badRequest("Upload at least one payroll file.", [{ path: "files", message: "Upload at least one payroll file." }]);
  const result = await readPayrollFiles(files);
  if (Math.abs(result.totalTipsCents) > MONEY_MAX_CENTS) {
    throw badRequest(`The tip total ${centsToDecimalString(result.totalTipsCents)} is beyond what can be stored (99,999,999.99).`);
  }
  const distribution = distributeTips(result, input.method);

  const record = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payrollRecords)
      .values({
        locationId: location.id,
        weekEnding: input.weekEnding,
        totalTips: centsToDecimalString(result.totalTipsCents),
        employeeCount: result.employeeCount,
        fileName: files.map((f) => f.fileName).join(", "),
        distributionMethod: input.method,
        processedData: result,
        createdBy: ctx.user.id,
      })
      .returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "payroll_record", entityId: row!.id, after: auditView(row!) });
    return row!;
  });
  return presentCalculation(record, result, distribution);
}

/** A location's calculations, newest first. */
export async function listPayroll(db: DbOrTx, ctx: RequestContext, locationId: string): Promise<PayrollRecordView[]> {
  const location = await reachableLocation(db, ctx, locationId);
  const rows = await db
    .select()
    .from(payrollRecords)
    .where(and(eq(payrollRecords.locationId, location.id), reachableLocationsOf(ctx, payrollRecords.locationId)))
    .orderBy(desc(payrollRecords.createdAt), desc(payrollRecords.weekEnding), desc(payrollRecords.id));
  return rows.map(presentRecord);
}

export async function getPayroll(db: DbOrTx, ctx: RequestContext, id: string): Promise<PayrollCalculationView> {
  return calculation(await reachableRecord(db, ctx, id));
}

/** Switches between "as reported" and "pool by hours", recomputed from the stored reading. */
export async function setDistributionMethod(db: Db, ctx: RequestContext, id: string, method: DistributionMethod): Promise<PayrollCalculationView> {
  return db.transaction(async (tx) => {
    const before = await reachableRecord(tx, ctx, id);
    const result = storedResult(before);
    // Throws 400 when the files give no hours for everyone; nothing changes then.
    const distribution = distributeTips(result, method);
    if (before.distributionMethod === method) return presentCalculation(before, result, distribution);
    const [after] = await tx.update(payrollRecords).set({ distributionMethod: method }).where(eq(payrollRecords.id, before.id)).returning();
    await recordAudit(tx, ctx, { action: "update", entityType: "payroll_record", entityId: id, before: auditView(before), after: auditView(after!) });
    return presentCalculation(after!, result, distribution);
  });
}

export async function deletePayroll(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableRecord(tx, ctx, id);
    await tx.delete(payrollRecords).where(eq(payrollRecords.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "payroll_record", entityId: id, before: auditView(before) });
  });
}
