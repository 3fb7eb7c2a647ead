import { emitWebhookEventSafely } from "../webhooks/events";
import { notifyPayrollCalculated } from "../notifications/activity";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { formatDisplayDate } from "@shared/domain/dates";
import { centsToDecimalString } from "@shared/domain/money";
import { isPayWeekEnd, payWeekEndMessage } from "@shared/domain/pay-week";
import { roleKey } from "@shared/domain/tip-policy";
import { locations } from "@shared/schema/organizations";
import { payrollRecords, type AppliedTipPolicy, type DistributionMethod } from "@shared/schema/payroll";
import { employeeRoles, type AssignRoles } from "@shared/schema/tip-policies";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, conflict, notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { reachablePolicy } from "../tip-policies/service";
import { prepareBreakdown, prepareExport, type ExportFormat } from "./parse/jobs";
import { payrollParsing } from "./parse/pool";
import { presentRecord, type PayrollRecordRow, type PayrollRecordView } from "./present";
import { employeeNameKey, type Distribution, type PayrollUploadFile } from "./reader";

export interface PayrollUploadInput {
  locationId: string;
  weekEnding: string;
  method: DistributionMethod;
  /** A tip policy of the location to apply instead of the method. */
  policyId?: string | undefined;
  /** The week already has a calculation at the location: delete it and store this one instead. */
  replace?: boolean | undefined;
  /** Names as written that must not be merged with another spelling (issue 31: a manager split a merge). */
  keepApart?: string[] | undefined;
}

/** PATCH /api/payroll/:id: one of the two methods, or a tip policy of the calculation's location. */
export type CalculationChoice = { method: DistributionMethod } | { policyId: string };

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
  tipPolicy: r.tipPolicy ? { id: r.tipPolicy.policyId, name: r.tipPolicy.name, assignments: r.tipPolicy.assignments } : null,
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
async function breakdownOf(stored: string | null, method: Distribution): Promise<Uint8Array> {
  return inThread(stored) ? prepareBreakdown(stored, method) : payrollParsing().breakdown(stored, method);
}

async function locationState(db: DbOrTx, locationId: string): Promise<string | null> {
  const [row] = await db.select({ state: locations.state }).from(locations).where(eq(locations.id, locationId));
  return row?.state ?? null;
}

/** How a stored record is paid: its method, or its applied policy with the location's state (card-fee rule). */
async function distributionOf(db: DbOrTx, record: PayrollRecordRow): Promise<Distribution> {
  if (record.distributionMethod !== "tip_policy" || !record.tipPolicy) return record.distributionMethod === "tip_policy" ? "as_reported" : record.distributionMethod;
  return { policy: record.tipPolicy, state: await locationState(db, record.locationId) };
}

/** The roles managers gave employees at a location, by folded name. */
async function rememberedRoles(db: DbOrTx, locationId: string): Promise<Record<string, string>> {
  const rows = await db.select({ nameKey: employeeRoles.nameKey, role: employeeRoles.role }).from(employeeRoles).where(eq(employeeRoles.locationId, locationId));
  return Object.fromEntries(rows.map((r) => [r.nameKey, r.role]));
}

/** A policy of the location, as a calculation applies it: its rules now and the location's remembered roles. */
async function policyToApply(db: DbOrTx, ctx: RequestContext, policyId: string, locationId: string): Promise<AppliedTipPolicy> {
  const policy = await reachablePolicy(db, ctx, policyId);
  if (policy.locationId !== locationId) throw badRequest("That tip policy belongs to another location; choose one of this location's policies.");
  return { policyId: policy.id, name: policy.name, rules: policy.rules, assignments: await rememberedRoles(db, locationId) };
}

/** The calculations of one week at a location (normally none or one). */
async function calculationsOfWeek(db: DbOrTx, locationId: string, weekEnding: string): Promise<PayrollRecordRow[]> {
  return db
    .select(recordColumns)
    .from(payrollRecords)
    .where(and(eq(payrollRecords.locationId, locationId), eq(payrollRecords.weekEnding, weekEnding)));
}

const duplicateWeek = (weekEnding: string) =>
  conflict(
    `The week ending ${formatDisplayDate(weekEnding)} already has a calculation at this location. Open it, or replace it with this upload.`,
  );

/**
 * The checks of an upload that need no reading (issue 24): the week ending must fall on the location's pay-week
 * end day (400), and a week that already has a calculation is refused (409) unless `replace`. Run before the
 * (costly) reading, and before a large upload is queued, so these refusals are answered at once.
 * `recordId`: the calculation a queued job stores, which does not count against its own week.
 */
export async function checkUpload(db: DbOrTx, ctx: RequestContext, input: PayrollUploadInput, fileCount: number, recordId?: string) {
  const location = await reachableLocation(db, ctx, input.locationId);
  if (!isPayWeekEnd(input.weekEnding, location.payWeekEndDay)) {
    const message = payWeekEndMessage(location.payWeekEndDay);
    throw badRequest(`${message}.`, [{ path: "weekEnding", message }]);
  }
  if (fileCount === 0) throw badRequest("Upload at least one payroll file.", [{ path: "files", message: "Upload at least one payroll file." }]);
  const applied = input.policyId ? await policyToApply(db, ctx, input.policyId, location.id) : null;
  if (!input.replace && (await calculationsOfWeek(db, location.id, input.weekEnding)).some((r) => r.id !== recordId)) throw duplicateWeek(input.weekEnding);
  return { location, applied };
}

/**
 * Reads the week's files, distributes the tips and prepares the answer in the parse worker pool, then
 * stores one record. Any refused file refuses the whole upload, before anything is stored. The files'
 * bytes are moved to the worker: `files` holds empty arrays afterwards.
 * A week that already has a calculation is refused (409) unless `replace` asks to delete it in the same
 * transaction as the new one is stored.
 * `options.recordId` (a queued job's id) is the new record's id: a run of the job that finds it stored (an
 * earlier run crashed after committing, or timed out and is still running) stores nothing more.
 */
export async function uploadPayroll(
  db: Db,
  ctx: RequestContext,
  input: PayrollUploadInput,
  files: PayrollUploadFile[],
  options: { recordId?: string } = {},
): Promise<CalculationAnswer> {
  const { location, applied } = await checkUpload(db, ctx, input, files.length, options.recordId);
  const fileName = files.map((f) => f.fileName).join(", ");
  const distribution: Distribution = applied ? { policy: applied, state: location.state } : input.method;
  const prepared = await payrollParsing().calculate(files, distribution, {
    transfer: true,
    read: { weekEnding: input.weekEnding, ...(input.keepApart && input.keepApart.length > 0 ? { keepApart: input.keepApart } : {}) },
  });

  const record = await db.transaction(async (tx) => {
    // One upload at a time per location, so two at once cannot both store the same week.
    await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, location.id)).for("update");
    if (options.recordId) {
      const [stored] = await tx.select(recordColumns).from(payrollRecords).where(eq(payrollRecords.id, options.recordId));
      if (stored) return stored;
    }
    const existing = await calculationsOfWeek(tx, location.id, input.weekEnding);
    if (existing.length > 0 && !input.replace) throw duplicateWeek(input.weekEnding);
    for (const old of existing) {
      await tx.delete(payrollRecords).where(eq(payrollRecords.id, old.id));
      await recordAudit(tx, ctx, { action: "delete", entityType: "payroll_record", entityId: old.id, before: auditView(old) });
    }
    const [row] = await tx
      .insert(payrollRecords)
      .values({
        ...(options.recordId ? { id: options.recordId } : {}),
        locationId: location.id,
        weekEnding: input.weekEnding,
        totalTips: centsToDecimalString(prepared.totals.totalTipsCents),
        employeeCount: prepared.totals.employeeCount,
        fileName,
        distributionMethod: applied ? "tip_policy" : input.method,
        tipPolicy: applied,
        processedData: jsonFromUtf8(prepared.stored),
        createdBy: ctx.user.id,
      })
      .returning(recordColumns);
    await recordAudit(tx, ctx, { action: "create", entityType: "payroll_record", entityId: row!.id, after: auditView(row!) });
    return row!;
  });
  const view = presentRecord(record);
  // After the commit (directly or from the parse-payroll job); a webhook that cannot be queued leaves the calculation standing.
  await emitWebhookEventSafely(db, location.organizationId, "payroll.calculated", {
    payrollRecordId: view.id,
    locationId: location.id,
    weekEnding: view.weekEnding,
    totalTips: view.totalTips,
    employeeCount: view.employeeCount,
  });
  await notifyPayrollCalculated(db, {
    organizationId: location.organizationId,
    actorId: ctx.user.id,
    recordId: view.id,
    locationId: location.id,
    locationName: location.name,
    weekEnding: view.weekEnding,
  }).catch(() => undefined);
  return { record: view, breakdown: prepared.breakdown };
}

/** Whether the calculation a queued upload stores under this id is there. */
export async function calculationStored(db: DbOrTx, recordId: string): Promise<boolean> {
  const [row] = await db.select({ id: payrollRecords.id }).from(payrollRecords).where(eq(payrollRecords.id, recordId));
  return !!row;
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
  return { record: presentRecord(record), breakdown: await breakdownOf(stored, await distributionOf(db, record)) };
}

/** The payouts as a CSV or .xlsx file, with the record they belong to (for the file's name). */
export async function exportPayroll(db: DbOrTx, ctx: RequestContext, id: string, format: ExportFormat): Promise<{ record: PayrollRecordView; bytes: Uint8Array }> {
  const { stored, ...row } = await reachableRecordWithReading(db, ctx, id);
  const record = presentRecord(row);
  const method = await distributionOf(db, row);
  const bytes = inThread(stored) ? prepareExport(stored, method, record, format) : await payrollParsing().exportPayouts(stored, method, record, format);
  return { record, bytes };
}

/**
 * Switches between "as reported", "pool by hours" and a tip policy of the location, recomputed from the stored
 * reading. The reading never changes, so the new breakdown is prepared (and a refusal decided: 400, nothing
 * changes) before the short transaction that records the switch. Choosing a policy applies it as it is now.
 */
export async function setDistributionMethod(db: Db, ctx: RequestContext, id: string, choice: CalculationChoice): Promise<CalculationAnswer> {
  const { stored, ...current } = await reachableRecordWithReading(db, ctx, id);
  const applied = "policyId" in choice ? await policyToApply(db, ctx, choice.policyId, current.locationId) : null;
  const method = "method" in choice ? choice.method : "tip_policy";
  const breakdown = await breakdownOf(stored, applied ? { policy: applied, state: await locationState(db, current.locationId) } : (method as DistributionMethod));
  const record = await db.transaction(async (tx) => {
    const before = await reachableRecord(tx, ctx, id);
    if (before.distributionMethod === method && !applied) return before;
    const [after] = await tx
      .update(payrollRecords)
      .set({ distributionMethod: method, tipPolicy: applied })
      .where(eq(payrollRecords.id, before.id))
      .returning(recordColumns);
    await recordAudit(tx, ctx, { action: "update", entityType: "payroll_record", entityId: id, before: auditView(before), after: auditView(after!) });
    return after!;
  });
  return { record: presentRecord(record), breakdown };
}

/**
 * Gives employees of a calculation made with a tip policy one of its roles, remembered for the location by name
 * (later uploads there use it for an employee whose file gives no role of the policy), and recomputes.
 */
/**
 * Gives employees of a saved calculation a role of its policy (remembered for the location) and recalculates
 * its payouts. `dryRun`: only answers the calculation as it would be, writing nothing (the screen shows which
 * payouts change before it asks to save).
 */
export async function assignRoles(db: Db, ctx: RequestContext, id: string, input: AssignRoles, dryRun = false): Promise<CalculationAnswer> {
  const { stored, ...current } = await reachableRecordWithReading(db, ctx, id);
  const applied = current.distributionMethod === "tip_policy" ? current.tipPolicy : null;
  if (!applied) throw badRequest("Choose a tip policy for this calculation before assigning roles.");
  const policyRoles = new Map(applied.rules.roles.map((r) => [roleKey(r.name), r.name]));
  const assignments = { ...applied.assignments };
  const rows = input.assignments.map((a, i) => {
    const role = policyRoles.get(roleKey(a.role));
    if (!role) {
      throw badRequest(`"${a.role}" is not one of the roles of the policy "${applied.name}" (${[...policyRoles.values()].join(", ")}).`, [
        { path: `assignments.${i}.role`, message: `"${a.role}" is not one of the policy's roles` },
      ]);
    }
    assignments[employeeNameKey(a.name)] = role;
    return { locationId: current.locationId, nameKey: employeeNameKey(a.name), name: a.name, role };
  });
  const next: AppliedTipPolicy = { ...applied, assignments };
  const breakdown = await breakdownOf(stored, { policy: next, state: await locationState(db, current.locationId) });
  if (dryRun) return { record: presentRecord({ ...current, tipPolicy: next }), breakdown };
  const record = await db.transaction(async (tx) => {
    const before = await reachableRecord(tx, ctx, id);
    for (const row of rows) {
      await tx
        .insert(employeeRoles)
        .values(row)
        .onConflictDoUpdate({ target: [employeeRoles.locationId, employeeRoles.nameKey], set: { role: row.role, name: row.name, updatedAt: new Date() } });
    }
    const [after] = await tx.update(payrollRecords).set({ tipPolicy: next }).where(eq(payrollRecords.id, before.id)).returning(recordColumns);
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
