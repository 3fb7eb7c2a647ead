import { createHash } from "node:crypto";
import { and, asc, eq, gt, ne } from "drizzle-orm";
import { documents, type DocumentStorage } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import { documentKey, readAll, type ObjectStore } from "./objects/object-store";

export interface StorageMigrationProgress {
  moved: number;
  remaining: number;
}

/**
 * Moves every document's bytes to `target`, one row at a time, each in its own conditional update, so the
 * move can stop anywhere (crash, Ctrl-C) and a rerun carries on with the rows not moved yet; a row moved
 * twice is harmless (the object key is content-addressed). To S3: the object is put, then the row points
 * at it and drops its bytes. Back to PostgreSQL: the bytes are read, checked against the row's sha256 and
 * written into the row; the object is left for the orphan sweep (another row may share it).
 */
export async function migrateDocumentStorage(
  db: DbOrTx,
  objects: ObjectStore,
  target: DocumentStorage,
  options: { batch?: number; onProgress?: (p: StorageMigrationProgress) => void } = {},
): Promise<StorageMigrationProgress> {
  const batch = options.batch ?? 20;
  let moved = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const ids = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(ne(documents.storage, target), gt(documents.id, after)))
      .orderBy(asc(documents.id))
      .limit(batch);
    if (ids.length === 0) break;
    for (const { id } of ids) {
      if (await moveOne(db, objects, id, target)) moved++;
      after = id;
    }
    options.onProgress?.({ moved, remaining: await db.$count(documents, ne(documents.storage, target)) });
  }
  return { moved, remaining: await db.$count(documents, ne(documents.storage, target)) };
}

async function moveOne(db: DbOrTx, objects: ObjectStore, id: string, target: DocumentStorage): Promise<boolean> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row || row.storage === target) return false;
  if (target === "s3") {
    const key = documentKey(row.organizationId, row.sha256);
    await objects.put(key, row.content ?? Buffer.alloc(0), row.contentType);
    const done = await db
      .update(documents)
      .set({ storage: "s3", storageKey: key, content: null })
      .where(and(eq(documents.id, id), eq(documents.storage, "postgres")))
      .returning({ id: documents.id });
    return done.length > 0;
  }
  const bytes = await readAll(await objects.open(row.storageKey!));
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (sha256 !== row.sha256) throw new Error(`Document ${id}: the stored object does not match its checksum; not moved`);
  const done = await db
    .update(documents)
    .set({ storage: "postgres", storageKey: null, content: bytes })
    .where(and(eq(documents.id, id), eq(documents.storage, "s3")))
    .returning({ id: documents.id });
  return done.length > 0;
}
