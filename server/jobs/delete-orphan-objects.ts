import { inArray } from "drizzle-orm";
import { documents } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import { documentStorage } from "../documents/storage";
import { DOCUMENT_KEY_PREFIX, type ObjectStore } from "../documents/objects/object-store";

/**
 * Deletes stored objects that no document row references and that were last written before `olderThan`.
 * The grace period covers an upload whose object is put but whose row has not committed yet (putting the
 * same key again refreshes its time, so a re-upload of known content is covered too). Rows are read as
 * committed; the objects are deleted outside any transaction, which is safe because nothing refers to them.
 */
export async function sweepOrphanObjects(db: DbOrTx, objects: ObjectStore, olderThan: Date): Promise<number> {
  let deleted = 0;
  for await (const page of objects.list(DOCUMENT_KEY_PREFIX)) {
    const old = page.filter((o) => o.lastModified < olderThan).map((o) => o.key);
    if (old.length === 0) continue;
    const used = await db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.storageKey, old));
    const usedKeys = new Set(used.map((u) => u.key));
    for (const key of old) {
      if (usedKeys.has(key)) continue;
      await objects.delete(key);
      deleted++;
    }
  }
  return deleted;
}

/** The daily job: a no-op unless object storage is configured. */
export async function deleteOrphanObjects(db: DbOrTx): Promise<number> {
  const { objects, orphanGraceMs } = documentStorage();
  if (!objects) return 0;
  return sweepOrphanObjects(db, objects, new Date(Date.now() - orphanGraceMs));
}
