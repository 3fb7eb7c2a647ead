import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { documents, type DocumentContentType, type DocumentMeta, type DocumentRow } from "@shared/schema";
import type { DbOrTx } from "../db/connection";

/** Keeps only what is safe in a file name shown back to people and in Content-Disposition. */
export function safeFileName(name: string, fallback = "document"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"<>:|?*;]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : fallback;
}

export interface NewDocument {
  organizationId: string;
  originalName: string;
  contentType: DocumentContentType;
  bytes: Buffer;
  uploadedBy: string | null;
}

/** Stores a document's bytes; call inside the transaction that writes the row using it. */
export async function storeDocument(db: DbOrTx, doc: NewDocument): Promise<DocumentMeta> {
  const [row] = await db
    .insert(documents)
    .values({
      organizationId: doc.organizationId,
      originalName: safeFileName(doc.originalName),
      contentType: doc.contentType,
      size: doc.bytes.length,
      sha256: createHash("sha256").update(doc.bytes).digest("hex"),
      content: doc.bytes,
      uploadedBy: doc.uploadedBy,
    })
    .returning({
      id: documents.id,
      organizationId: documents.organizationId,
      originalName: documents.originalName,
      contentType: documents.contentType,
      size: documents.size,
      sha256: documents.sha256,
      uploadedBy: documents.uploadedBy,
      createdAt: documents.createdAt,
    });
  return row!;
}

/** A document of the organization, with its bytes. */
export async function readDocument(db: DbOrTx, organizationId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.organizationId, organizationId)));
  return row;
}

export async function deleteDocument(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  await db.delete(documents).where(and(eq(documents.id, id), eq(documents.organizationId, organizationId)));
}

/** Metadata (no bytes) of several documents of the organization. */
export async function readDocumentMetas(db: DbOrTx, organizationId: string, ids: string[]): Promise<DocumentMeta[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: documents.id,
      organizationId: documents.organizationId,
      originalName: documents.originalName,
      contentType: documents.contentType,
      size: documents.size,
      sha256: documents.sha256,
      uploadedBy: documents.uploadedBy,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(inArray(documents.id, ids), eq(documents.organizationId, organizationId)));
}
