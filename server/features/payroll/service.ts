import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { centsToDecimalString } from "@shared/domain/money";
import { payrollRecords, type DistributionMethod } from "@shared/schema/payroll";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { prepareBreakdown, prepareExport, type ExportFormat } from "./parse/jobs";
import { payrollParsing } from "./parse/pool";
import { presentRecord, type PayrollRecordRow, type PayrollRecordView } from "./present";
import type { PayrollUploadFile } from "./reader";

export interface PayrollUploadInput {
  locationId: string;
  weekEnding: string;
  method: DistributionMethod;
}

/**
 * A calculation as the routes answer it: the record, and the rest of the view as JSON bytes prepared from
 * the stored reading (see parse/jobs.ts), which the request thread writes out without parsing.
 */
export interface CalculationAnswer {
  record: PayrollRecordView;
  /** A JSON object: summary, employees, distribution, files, warnings, skippedRows. */
  breakdown: Uint8Array;
}

/** Every column but the processed data: lists, writes and deletes never load a reading. */
const { processedData: _processedData, ...recordColumns } = getTableColumns(payrollRecords);

/** The stored reading as PostgreSQL's JSON text: handed on as it is, never parsed on the request thread. */
const storedText = sql<string | null>`${payrollRecords.processedData}::text`;

/**
 * Stored readings up to this many characters are presented on the request thread (a few milliseconds, and
 * no wait for a worker to start); larger ones in the parse worker pool.
 */
const IN_THREAD_MAX_CHARS = 256 * 1024;

const inThread = (stored: string | null) => stored === null || stored.length <= IN_THREAD_MAX_CHARS;

/**
 * The worker's JSON bytes as a json value. node-postgres sends a Buffer parameter in binary format, and
 * the binary form of text is the UTF-8 bytes themselves, so the JSON reaches PostgreSQL without becoming a
 * string or being stringified on the request thread.
 */
const jsonFromUtf8 = (bytes: Uint8Array) => sql`${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)}::text::json`;

/** What the audit log keeps of a record (not the processed data). */
const auditView = (r: PayrollRecordRow) => ({
  locationId: r.locationId,
  weekEnding: r.weekEnding,
  totalTips: r.totalTips,
  employeeCount: r.employeeCount,
  fileName: r.fileName,
  distributionMethod: r.distributionMethod,
});

const reachable = (ctx: RequestContext, id: string) => and(eq(payrollRecords.id, id), reachableLocationsOf(ctx, payrollRecords.locationId));

async function reachableRecord(db: DbOrTx, ctx: RequestContext, id: string): Promise<PayrollRecordRow> {
  const [record] = await db.select(recordColumns).from(payrollRecords).where(reachable(ctx, id));
  if (!record) throw notFound("Payroll calculation not found");
  return record;
}

async function reachableRecordWithReading(db: DbOrTx, ctx: RequestContext, id: string): Promise<PayrollRecordRow & { stored: string | null }> {
  const [record] = await db
    .select({ ...recordColumns, stored: storedText })
    .from(payrollRecords)
    .where(reachable(ctx, id));
  if (!record) throw notFound("Payroll calculation not found");
  return record;
}

/** The breakdown of a stored reading under `method`; rejects with 400 when it cannot be pooled by hours. */
async function breakdownOf(stored: string | null, method: DistributionMethod): Promise<Uint8Array> {
  return inThread(stored) ? prepareBreakdown(stored, method) : payrollParsing().breakdown(stored, method);
}

/**
 * Reads the week's files, distributes the tips and prepares the answer in the parse worker pool, then
 * stores one record. Any refused file refuses the whole upload, before anything is stored. The files'
 * bytes are moved to the worker: `files` holds empty arrays afterwards.
 */
export async function uploadPayroll(db: Db, ctx: RequestContext, input: PayrollUploadInput, files: PayrollUploadFile[]): Promise<CalculationAnswer> {
  const location = await reachableLocation(db, ctx, input.locationId);
  if (files.length === 0) throw badRequest("Upload at least one payroll file.", [{ path: "files", message: "Upload at least one payroll file." }]);
  const fileName = files.map((f) => f.fileName).join(", ");
  const prepared = await payrollParsing().calculate(files, input.method, { transfer: true });

  const record = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payrollRecords)
      .values({
        locationId: location.id,
        weekEnding: input.weekEnding,
        totalTips: centsToDecimalString(prepared.totals.totalTipsCents),
        employeeCount: prepared.totals.employeeCount,
        fileName,
        distributionMethod: input.method,
        processedData: jsonFromUtf8(prepared.stored),
        createdBy: ctx.user.id,
      })
      .returning(recordColumns);
    await recordAudit(tx, ctx, { action: "create", entityType: "payroll_record", entityId: row!.id, after: auditView(row!) });
    return row!;
  });
  return { record: presentRecord(record), breakdown: prepared.breakdown };
}

/** A location's calculations, newest first. */
export async function listPayroll(db: DbOrTx, ctx: RequestContext, locationId: string): Promise<PayrollRecordView[]> {
  const location = await reachableLocation(db, ctx, locationId);
  const rows = await db
    .select(recordColumns)
    .from(payrollRecords)
    .where(eq(payrollRecords.locationId, location.id))
    .orderBy(desc(payrollRecords.createdAt), desc(payrollRecords.weekEnding), desc(payrollRecords.id));
  return rows.map(presentRecord);
}

export async function getPayroll(db: DbOrTx, ctx: RequestContext, id: string): Promise<CalculationAnswer> {
  const { stored, ...record } = await reachableRecordWithReading(db, ctx, id);
  return { record: presentRecord(record), breakdown: await breakdownOf(stored, record.distributionMethod) };
}

/** The payouts as a CSV or .xlsx file, with the record they belong to (for the file's name). */
export async function exportPayroll(db: DbOrTx, ctx: RequestContext, id: string, format: ExportFormat): Promise<{ record: PayrollRecordView; bytes: Uint8Array }> {
  const { stored, ...row } = await reachableRecordWithReading(db, ctx, id);
  const record = presentRecord(row);
  const method = row.distributionMethod;
  const bytes = inThread(stored) ? prepareExport(stored, method, record, format) : await payrollParsing().exportPayouts(stored, method, record, format);
  return { record, bytes };
}

/**
 * Switches between "as reported" and "pool by hours", recomputed from the stored reading. The reading never
 * changes once written, so the new breakdown is prepared (and a refusal to pool decided: 400, nothing
 * changes) before the short transaction that records the switch.
 */
export async function setDistributionMethod(db: Db, ctx: RequestContext, id: string, method: DistributionMethod): Promise<CalculationAnswer> {
  const { stored } = await reachableRecordWithReading(db, ctx, id);
  const breakdown = await breakdownOf(stored, method);
  const record = await db.transaction(async (tx) => {
    const before = await reachableRecord(tx, ctx, id);
    if (before.distributionMethod === method) return before;
    const [after] = await tx.update(payrollRecords).set({ distributionMethod: method }).where(eq(payrollRecords.id, before.id)).returning(recordColumns);
    await recordAudit(tx, ctx, { action: "update", entityType: "payroll_record", entityId: id, before: auditView(before), after: auditView(after!) });
    return after!;
  });
  return { record: presentRecord(record), breakdown };
}

export async function deletePayroll(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableRecord(tx, ctx, id);
    await tx.delete(payrollRecords).where(eq(payrollRecords.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "payroll_record", entityId: id, before: auditView(before) });
  });
}
