import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import { documents, type DocumentContentType, type DocumentMeta, type DocumentStorage, type QUEUED_SPREADSHEET_TYPE } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import { HttpError, notFound } from "../http/errors";
import { documentKey, ObjectNotFoundError, readAll, type ObjectStore, type SignedGet } from "./objects/object-store";

export const STORAGE_UNAVAILABLE = "The document could not be stored right now. Please try again.";
export const DOCUMENT_UNREADABLE = "The document could not be read right now. Please try again.";

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

/**
 * Where new documents go. "postgres" (the default) keeps the bytes in the row; "s3" puts them in the object
 * store. Set once at start-up (createApp, the worker, storage:migrate); rows written under the other setting
 * stay readable, each row says where its bytes are.
 */
export interface DocumentStorageSetting {
  kind: DocumentStorage;
  objects: ObjectStore | undefined;
  /** How long an object no row references is kept (an upload's row may not have committed yet). */
  orphanGraceMs: number;
  /** Set when downloads of objects redirect to pre-signed URLs: how long such a URL works. */
  presignedDownloadSeconds?: number | undefined;
}

let setting: DocumentStorageSetting = { kind: "postgres", objects: undefined, orphanGraceMs: 24 * 3_600_000 };

export function configureDocumentStorage(next: DocumentStorageSetting): void {
  if (next.kind === "s3" && !next.objects) throw new Error("DOCUMENT_STORAGE=s3 needs an object store");
  setting = next;
}

export function documentStorage(): DocumentStorageSetting {
  return setting;
}

function objectStore(): ObjectStore {
  if (!setting.objects) throw new Error("This document is in object storage, but S3 is not configured (DOCUMENT_STORAGE=s3)");
  return setting.objects;
}

export interface NewDocument {
  organizationId: string;
  originalName: string;
  contentType: DocumentContentType | typeof QUEUED_SPREADSHEET_TYPE;
  bytes: Buffer;
  uploadedBy: string | null;
  /** What putDocumentObject answered for these bytes before the transaction: storeDocument then puts nothing. */
  put?: PutObject;
  /** The bytes' SHA-256 when already known (hashed off the request thread), so it is not computed again. */
  sha256?: string;
}

/** An object put ahead of the row that will reference it. */
export interface PutObject {
  key: string;
  sha256: string;
}

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function putObject(organizationId: string, bytes: Buffer, contentType: string, sha256: string): Promise<PutObject> {
  const key = documentKey(organizationId, sha256);
  try {
    await objectStore().put(key, bytes, contentType);
  } catch {
    // Nothing was written: the caller's transaction rolls back and the upload is refused as a whole.
    throw new HttpError(503, STORAGE_UNAVAILABLE);
  }
  return { key, sha256 };
}

/**
 * With object storage, puts the bytes now — call it before opening the transaction that stores the document, so
 * no database connection is held while the object travels. Without object storage it does nothing.
 */
export async function putDocumentObject(doc: Pick<NewDocument, "organizationId" | "bytes" | "contentType">): Promise<PutObject | undefined> {
  if (setting.kind !== "s3") return undefined;
  return putObject(doc.organizationId, doc.bytes, doc.contentType, sha256Of(doc.bytes));
}

const metaColumns = {
  id: documents.id,
  organizationId: documents.organizationId,
  originalName: documents.originalName,
  contentType: documents.contentType,
  size: documents.size,
  sha256: documents.sha256,
  storage: documents.storage,
  storageKey: documents.storageKey,
  uploadedBy: documents.uploadedBy,
  createdAt: documents.createdAt,
};

/**
 * Stores a document; call inside the transaction that writes the row using it. With object storage the object
 * is put first (here, or before the transaction by putDocumentObject, passed as `put`), so a row never points at
 * bytes that are not there; an object whose row then rolls back is removed by the orphan sweep after its grace
 * period.
 */
export async function storeDocument(db: DbOrTx, doc: NewDocument): Promise<DocumentMeta> {
  const sha256 = doc.put?.sha256 ?? doc.sha256 ?? sha256Of(doc.bytes);
  let where: { storage: DocumentStorage; storageKey: string | null; content: Buffer | null } = {
    storage: "postgres",
    storageKey: null,
    content: doc.bytes,
  };
  if (setting.kind === "s3") {
    const { key } = doc.put ?? (await putObject(doc.organizationId, doc.bytes, doc.contentType, sha256));
    where = { storage: "s3", storageKey: key, content: null };
  }
  const [row] = await db
    .insert(documents)
    .values({
      organizationId: doc.organizationId,
      originalName: safeFileName(doc.originalName),
      contentType: doc.contentType,
      size: doc.bytes.length,
      sha256,
      ...where,
      uploadedBy: doc.uploadedBy,
    })
    .returning(metaColumns);
  return row!;
}

/** A document with its bytes in memory (for reading its text, or an export). */
export type LoadedDocument = DocumentMeta & { content: Buffer };
/** A document row as stored: bytes in `content` for "postgres" rows, null for objects. */
export type StoredDocument = DocumentMeta & { content: Buffer | null };

/** `size`, where the caller has it, is checked against the bytes an object store hands back. */
type BytesLocation = Pick<DocumentMeta, "storage" | "storageKey"> & { content: Buffer | null; size?: number };

/** The bytes of a row, wherever they are. */
export async function openBytes(row: BytesLocation): Promise<Readable> {
  if (row.storage === "postgres") return Readable.from([row.content ?? Buffer.alloc(0)]);
  try {
    return await objectStore().open(row.storageKey!);
  } catch (err) {
    if (err instanceof ObjectNotFoundError) throw notFound("Document not found");
    throw new HttpError(503, DOCUMENT_UNREADABLE);
  }
}

export async function loadBytes(row: BytesLocation): Promise<Buffer> {
  if (row.storage === "postgres") return row.content ?? Buffer.alloc(0);
  // A store whose writes are not atomic (an S3 stand-in rewriting the content-addressed key of an identical upload)
  // can hand back part of an object while the rewrite lasts: read again a moment later, and never take a short
  // object for the document (a reading job retries on the 503).
  for (let attempt = 1; ; attempt++) {
    const bytes = await readAll(await openBytes(row));
    if (row.size === undefined || bytes.length === row.size) return bytes;
    if (attempt === SHORT_READ_ATTEMPTS) throw new HttpError(503, DOCUMENT_UNREADABLE);
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

const SHORT_READ_ATTEMPTS = 3;

/** A document of the organization, with its bytes. */
export async function readDocument(db: DbOrTx, organizationId: string, id: string): Promise<LoadedDocument | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.organizationId, organizationId)));
  if (!row) return undefined;
  return { ...row, content: await loadBytes(row) };
}

/**
 * Bytes read per statement by `streamDocument`. A bytea arrives as hex text and decoding it held the request
 * thread ~2 ms a megabyte; read as base64 instead (half the decoding), a quarter megabyte at a time, no piece
 * holds it for more than about a millisecond.
 */
const STREAM_CHUNK_BYTES = 256 * 1024;

/**
 * A document of the organization as a stream, for large files (a built binder): bytes kept in the row are read a
 * quarter megabyte per statement, so the request thread never decodes tens of megabytes in one go; objects stream
 * from the store. Metadata without the bytes.
 */
export async function streamDocument(db: DbOrTx, organizationId: string, id: string): Promise<{ meta: DocumentMeta; body: Readable } | undefined> {
  const [row] = await db
    .select(metaColumns)
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.organizationId, organizationId)));
  if (!row) return undefined;
  if (row.storage !== "postgres") return { meta: row, body: await openBytes({ ...row, content: null }) };
  async function* chunks() {
    for (let from = 0; from < row!.size; from += STREAM_CHUNK_BYTES) {
      const [part] = await db
        .select({ base64: sql<string | null>`encode(substring(${documents.content} from ${from + 1} for ${STREAM_CHUNK_BYTES}), 'base64')` })
        .from(documents)
        .where(eq(documents.id, id));
      if (!part?.base64) return;
      // PostgreSQL breaks base64 into lines of 76 characters; Node's decoder skips the line breaks.
      yield Buffer.from(part.base64, "base64");
    }
  }
  return { meta: row, body: Readable.from(chunks()) };
}

/** A document row of the organization: its metadata, and its bytes when they are kept in the row. */
export async function findDocument(db: DbOrTx, organizationId: string, id: string): Promise<StoredDocument | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.organizationId, organizationId)));
  return row;
}

/**
 * With pre-signed downloads on (S3_PRESIGNED_DOWNLOADS), a short-lived URL that fetches an object-stored
 * document's bytes straight from the store with the given headers; undefined when its bytes are to be sent
 * through the app (pre-signing off, or bytes kept in the row).
 */
export async function presignedDownloadUrl(row: StoredDocument, headers: SignedHeaders): Promise<string | undefined> {
  if (row.storage !== "s3" || !row.storageKey) return undefined;
  return signedObjectUrl(row.storageKey, headers);
}

/** The origin pre-signed download URLs point at (for the page's Content-Security-Policy); undefined when off. */
export async function presignedDownloadOrigin(): Promise<string | undefined> {
  const url = await signedObjectUrl(documentKey("origin", "probe"), { contentType: "application/pdf", contentDisposition: "inline", cacheControl: "no-store" });
  return url ? new URL(url).origin : undefined;
}

type SignedHeaders = Omit<SignedGet, "expiresInSeconds">;

async function signedObjectUrl(key: string, headers: SignedHeaders): Promise<string | undefined> {
  const seconds = setting.presignedDownloadSeconds;
  const sign = setting.objects?.signedGetUrl?.bind(setting.objects);
  return seconds && sign ? sign(key, { ...headers, expiresInSeconds: seconds }) : undefined;
}

/**
 * Deletes the row. An object in object storage is left to the orphan sweep: another row of the organization may
 * hold the same content (same key), and the row's transaction may yet roll back.
 */
export async function deleteDocument(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  await db.delete(documents).where(and(eq(documents.id, id), eq(documents.organizationId, organizationId)));
}

/** Metadata (no bytes) of several documents of the organization. */
export async function readDocumentMetas(db: DbOrTx, organizationId: string, ids: string[]): Promise<DocumentMeta[]> {
  if (ids.length === 0) return [];
  return db
    .select(metaColumns)
    .from(documents)
    .where(and(inArray(documents.id, ids), eq(documents.organizationId, organizationId)));
}
