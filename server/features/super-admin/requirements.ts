import { inArray, sql } from "drizzle-orm";
import { licenseTypes, stateLicenseRequirements, type StateLicenseRequirement } from "@shared/schema";
import type { CopyRequirements, RequirementInput } from "@shared/schema/requirements";
import { stateName } from "@shared/domain/us-states";
import type { CopyPlan } from "@shared/schema/super-admin-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, conflict, notFound } from "../../http/errors";
import { recordAudit } from "../audit/service";

/** Requirements belong to the platform, not to an organization: their audit entries carry no organization. */
const PLATFORM = null;
const ENTITY = "state_requirement";

/** The values a requirement carries, without ids and timestamps. */
const VALUE_FIELDS = [
  "isRequired",
  "renewalPeriodMonths",
  "costRange",
  "issuingAuthority",
  "processingTimeWeeks",
  "notes",
] as const satisfies readonly (keyof RequirementInput & keyof StateLicenseRequirement)[];

type Values = Pick<StateLicenseRequirement, (typeof VALUE_FIELDS)[number]>;
const valuesOf = (r: Values): Values => Object.fromEntries(VALUE_FIELDS.map((f) => [f, r[f]])) as Values;
const sameValues = (a: Values, b: Values) => VALUE_FIELDS.every((f) => a[f] === b[f]);

/** The names of the license types, by id; 404 when one does not exist. */
async function licenseTypeNames(tx: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const found = await tx.select({ id: licenseTypes.id, name: licenseTypes.name }).from(licenseTypes).where(inArray(licenseTypes.id, unique));
  if (found.length !== unique.length) throw notFound("License type not found");
  return new Map(found.map((t) => [t.id, t.name]));
}

/** A requirement as the audit log keeps it: with its license type's name, for people reading the log. */
const forAudit = (row: StateLicenseRequirement | undefined, names: Map<string, string>) =>
  row ? { ...row, licenseTypeName: names.get(row.licenseTypeId) ?? null } : null;

const keyOf = (r: { state: string; licenseTypeId: string }) => `${r.state}|${r.licenseTypeId}`;

/** Existing rows of the given states, locked for the change, by state and license type. */
async function existingRows(tx: DbOrTx, states: string[]): Promise<Map<string, StateLicenseRequirement>> {
  const rows = await tx
    .select()
    .from(stateLicenseRequirements)
    .where(inArray(stateLicenseRequirements.state, [...new Set(states)]))
    .for("update");
  return new Map(rows.map((r) => [keyOf(r), r]));
}

/** Inserts or updates rows by (state, license type) and records each real change. */
async function upsert(
  tx: DbOrTx,
  ctx: RequestContext,
  items: Array<RequirementInput>,
  existing: Map<string, StateLicenseRequirement>,
  action: (before: StateLicenseRequirement | undefined) => string,
): Promise<StateLicenseRequirement[]> {
  if (items.length === 0) return [];
  const names = await licenseTypeNames(
    tx,
    items.map((i) => i.licenseTypeId),
  );
  const saved = await tx
    .insert(stateLicenseRequirements)
    .values(items)
    .onConflictDoUpdate({
      target: [stateLicenseRequirements.state, stateLicenseRequirements.licenseTypeId],
      set: {
        isRequired: sql`excluded.is_required`,
        renewalPeriodMonths: sql`excluded.renewal_period_months`,
        costRange: sql`excluded.cost_range`,
        issuingAuthority: sql`excluded.issuing_authority`,
        processingTimeWeeks: sql`excluded.processing_time_weeks`,
        notes: sql`excluded.notes`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  for (const after of saved) {
    const before = existing.get(keyOf(after));
    if (before && sameValues(before, after)) continue;
    await recordAudit(
      tx,
      ctx,
      { action: action(before), entityType: ENTITY, entityId: after.id, before: forAudit(before, names), after: forAudit(after, names) },
      PLATFORM,
    );
  }
  return saved;
}

/** PUT /api/state-license-requirements/bulk: every item saved, in one transaction. */
export async function saveRequirements(db: Db, ctx: RequestContext, items: RequirementInput[]): Promise<StateLicenseRequirement[]> {
  const keys = new Set<string>();
  items.forEach((item, i) => {
    if (keys.has(keyOf(item))) {
      throw badRequest("Each license type may appear once per state", [
        { path: `requirements.${i}.licenseTypeId`, message: "Each license type may appear once per state" },
      ]);
    }
    keys.add(keyOf(item));
  });
  return db.transaction(async (tx) => {
    const existing = await existingRows(
      tx,
      items.map((i) => i.state),
    );
    return upsert(tx, ctx, items, existing, (before) => (before ? "update" : "create"));
  });
}

/** POST /api/state-license-requirements: a new requirement; 409 when the state already has one for the type. */
export async function createRequirement(db: Db, ctx: RequestContext, item: RequirementInput): Promise<StateLicenseRequirement> {
  return db.transaction(async (tx) => {
    const names = await licenseTypeNames(tx, [item.licenseTypeId]);
    const [row] = await tx
      .insert(stateLicenseRequirements)
      .values(item)
      .onConflictDoNothing({ target: [stateLicenseRequirements.state, stateLicenseRequirements.licenseTypeId] })
      .returning();
    if (!row) throw conflict(`${stateName(item.state)} already has a requirement for this license type`);
    await recordAudit(tx, ctx, { action: "create", entityType: ENTITY, entityId: row.id, after: forAudit(row, names) }, PLATFORM);
    return row;
  });
}

function plan(
  { fromState, toState }: CopyRequirements,
  existing: Map<string, StateLicenseRequirement>,
): { summary: CopyPlan; items: RequirementInput[] } {
  const source = [...existing.values()].filter((r) => r.state === fromState);
  const items: RequirementInput[] = [];
  let inserted = 0;
  let updated = 0;
  for (const row of source) {
    const target = existing.get(keyOf({ state: toState, licenseTypeId: row.licenseTypeId }));
    if (target && sameValues(target, row)) continue;
    if (target) updated += 1;
    else inserted += 1;
    items.push({ state: toState, licenseTypeId: row.licenseTypeId, ...valuesOf(row) } as RequirementInput);
  }
  const changes = inserted + updated;
  return { summary: { fromState, toState, sourceCount: source.length, inserted, updated, unchanged: source.length - changes, changes }, items };
}

/** What a copy would change, for the confirmation. */
export async function previewCopy(db: DbOrTx, input: CopyRequirements): Promise<CopyPlan> {
  const rows = await db
    .select()
    .from(stateLicenseRequirements)
    .where(inArray(stateLicenseRequirements.state, [input.fromState, input.toState]));
  return plan(input, new Map(rows.map((r) => [keyOf(r), r]))).summary;
}

/**
 * Copies every requirement of one state onto another in one transaction: the target gets the source's
 * values for each license type the source has. Target rows for types the source lacks are kept (the
 * catalogue seed would add them back at the next start-up anyway).
 */
export async function copyRequirements(db: Db, ctx: RequestContext, input: CopyRequirements): Promise<CopyPlan> {
  return db.transaction(async (tx) => {
    const existing = await existingRows(tx, [input.fromState, input.toState]);
    const { summary, items } = plan(input, existing);
    await upsert(tx, ctx, items, existing, () => "copy");
    return summary;
  });
}
