import { and, lt, notExists, sql } from "drizzle-orm";
import { documents, equipment, licenses, licenseTerms, serviceRecordAttachments } from "@shared/schema";
import type { DbOrTx } from "../db/connection";

/**
 * Deletes uploaded documents that nothing uses a day after upload: a manual read for an equipment item
 * that was never saved, for example. Every table that points at `documents` must be listed here.
 */
export async function deleteOrphanDocuments(db: DbOrTx, today: string): Promise<number> {
  const cutoff = new Date(`${today}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  const rows = await db
    .delete(documents)
    .where(
      and(
        lt(documents.createdAt, cutoff),
        notExists(db.select({ one: sql`1` }).from(licenses).where(sql`${licenses.documentId} = ${documents.id}`)),
        notExists(db.select({ one: sql`1` }).from(licenseTerms).where(sql`${licenseTerms.documentId} = ${documents.id}`)),
        notExists(db.select({ one: sql`1` }).from(equipment).where(sql`${equipment.manualDocumentId} = ${documents.id}`)),
        notExists(db.select({ one: sql`1` }).from(serviceRecordAttachments).where(sql`${serviceRecordAttachments.documentId} = ${documents.id}`)),
      ),
    )
    .returning({ id: documents.id });
  return rows.length;
}
