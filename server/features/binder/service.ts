import { displayName } from "@shared/domain/user";
import type { BinderView } from "@shared/schema/service-records-views";
import { serverUrlOf, type DbOrTx } from "../../db/connection";
import { documentStorage, readDocument, storeDocument } from "../../documents/storage";
import type { RequestContext } from "../../http/context";
import { reachableLocation } from "../../http/tenancy";
import { keepLocalCopy } from "./local-copies";
import type { Location } from "@shared/schema";
import { loadBinder, signedInUrls, type BinderContent } from "./load";
import type { BinderPdfOptions, BinderReader } from "./pdf";
import type { StoreBuiltPdf } from "./pdf-thread/protocol";
import { buildBinderPdfOffThread, storeBinderPdfOffThread, type BuiltPdf } from "./pdf-thread/runner";

export { signedInUrls };

/** The binder of a location the context reaches (404 otherwise). */
export async function binderContent(db: DbOrTx, ctx: RequestContext, locationId: string): Promise<BinderContent> {
  const location = await reachableLocation(db, ctx, locationId);
  return loadBinder(db, location, signedInUrls(location.id));
}

export async function getBinder(db: DbOrTx, ctx: RequestContext, locationId: string): Promise<BinderView> {
  return (await binderContent(db, ctx, locationId)).view;
}

/** Reads the binder's documents from storage (PostgreSQL or S3) for the PDF, on this thread. */
export function storageReader(db: DbOrTx, organizationId: string): BinderReader {
  return async (id) => {
    const doc = await readDocument(db, organizationId, id);
    return doc ? { bytes: doc.content, contentType: doc.contentType, name: doc.originalName } : null;
  };
}

/**
 * The binder as one PDF, built on the binder worker thread. On a PostgreSQL server the worker reads the documents
 * kept in rows over a connection of its own; objects (S3), and every document on PGlite (one backend, served from
 * this thread), are read here.
 */
export function binderPdfWithHash(db: DbOrTx, content: BinderContent, options: BinderPdfOptions): Promise<BuiltPdf> {
  return buildBinderPdfOffThread({ content, read: storageReader(db, content.organizationId), options, databaseUrl: serverUrlOf(db) });
}

/**
 * Builds the binder PDF and stores it as a document of the organization; gives its id. On a PostgreSQL server
 * with documents kept in rows the worker stores it over its own connection, so tens of megabytes never pass
 * through this thread; otherwise (S3, PGlite) it is stored from here.
 */
export async function storeBinderPdf(db: DbOrTx, content: BinderContent, options: BinderPdfOptions, as: StoreBuiltPdf): Promise<string> {
  const request = { content, read: storageReader(db, content.organizationId), options };
  const databaseUrl = serverUrlOf(db);
  if (databaseUrl && documentStorage().kind === "postgres") return storeBinderPdfOffThread({ ...request, databaseUrl }, as);
  const { bytes, sha256 } = await buildBinderPdfOffThread({ ...request, databaseUrl });
  const doc = await storeDocument(db, {
    organizationId: content.organizationId,
    originalName: as.originalName,
    contentType: "application/pdf",
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    sha256,
    uploadedBy: as.uploadedBy,
  });
  await keepLocalCopy(doc.id, bytes);
  return doc.id;
}

/**
 * A location's binder on `today`, built and stored as a document of its organization (a queued build); gives its
 * id. On a PostgreSQL server with documents kept in rows the builder loads the binder itself over its own
 * connection, so the request thread only sends which binder; otherwise the binder is loaded here.
 */
export async function storeLocationBinderPdf(db: DbOrTx, location: Location, today: string, options: BinderPdfOptions, as: StoreBuiltPdf): Promise<string> {
  const databaseUrl = serverUrlOf(db);
  if (databaseUrl && documentStorage().kind === "postgres") {
    const load = { organizationId: location.organizationId, locationId: location.id, today };
    return storeBinderPdfOffThread({ load, read: storageReader(db, location.organizationId), options, databaseUrl }, as);
  }
  return storeBinderPdf(db, await loadBinder(db, location, signedInUrls(location.id), today), options, as);
}

export const binderPdf = async (db: DbOrTx, content: BinderContent, options: BinderPdfOptions): Promise<Uint8Array> =>
  (await binderPdfWithHash(db, content, options)).bytes;

export const madeByOf = (ctx: RequestContext) => displayName(ctx.user);

export { binderPdfName } from "./pdf-name";
