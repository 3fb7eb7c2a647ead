// The learned layouts of an organization in the database: every query is scoped to one organization, so a
// correction made in one organization never changes a reading in another.
import { and, desc, eq } from "drizzle-orm";
import { learnedLayouts } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { matchingLayout, type Anchors, type LearnedLayout } from "./learn";
import type { FixedWord } from "./fingerprint";

/** An organization keeps at most this many layouts in play (the most recently corrected). */
const MAX_LAYOUTS = 500;

export interface StoredLayout extends LearnedLayout {
  id: string;
}

export async function learnedLayoutsOf(db: DbOrTx, organizationId: string): Promise<StoredLayout[]> {
  const rows = await db
    .select({ id: learnedLayouts.id, fingerprint: learnedLayouts.fingerprint, anchors: learnedLayouts.anchors })
    .from(learnedLayouts)
    .where(eq(learnedLayouts.organizationId, organizationId))
    .orderBy(desc(learnedLayouts.updatedAt))
    .limit(MAX_LAYOUTS);
  return rows.map((r) => ({ id: r.id, fingerprint: (r.fingerprint ?? []) as FixedWord[], anchors: (r.anchors ?? {}) as Anchors }));
}

/**
 * Keeps what a correction taught: merged into the organization's layout with the same fingerprint (the newly
 * corrected fields replace their old places), else a new layout.
 */
export async function rememberLayout(db: DbOrTx, organizationId: string, userId: string | null, learned: LearnedLayout): Promise<string> {
  const same = matchingLayout(await learnedLayoutsOf(db, organizationId), learned.fingerprint);
  if (same) {
    await db
      .update(learnedLayouts)
      .set({ anchors: { ...same.layout.anchors, ...learned.anchors }, updatedAt: new Date() })
      .where(and(eq(learnedLayouts.id, same.layout.id), eq(learnedLayouts.organizationId, organizationId)));
    return same.layout.id;
  }
  const [row] = await db
    .insert(learnedLayouts)
    .values({ organizationId, fingerprint: learned.fingerprint, anchors: learned.anchors, createdBy: userId })
    .returning({ id: learnedLayouts.id });
  return row!.id;
}
