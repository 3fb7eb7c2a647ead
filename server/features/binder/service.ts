import { displayName } from "@shared/domain/user";
import type { BinderView } from "@shared/schema/service-records-views";
import type { DbOrTx } from "../../db/connection";
import { readDocument } from "../../documents/storage";
import type { RequestContext } from "../../http/context";
import { reachableLocation } from "../../http/tenancy";
import { attachmentUrlOf } from "../service-records/present";
import { loadBinder, type BinderContent, type BinderUrls } from "./load";
import type { BinderPdfOptions, BinderReader } from "./pdf";
import { buildBinderPdfOffThread, type BuiltPdf } from "./pdf-thread/runner";

export const signedInUrls = (locationId: string): BinderUrls => ({
  licenseDocument: (licenseId) => `/api/licenses/${licenseId}/download`,
  attachment: attachmentUrlOf,
  pdf: `/api/locations/${locationId}/binder.pdf`,
});

/** The binder of a location the context reaches (404 otherwise). */
export async function binderContent(db: DbOrTx, ctx: RequestContext, locationId: string): Promise<BinderContent> {
  const location = await reachableLocation(db, ctx, locationId);
  return loadBinder(db, location, signedInUrls(location.id));
}

export async function getBinder(db: DbOrTx, ctx: RequestContext, locationId: string): Promise<BinderView> {
  return (await binderContent(db, ctx, locationId)).view;
}

/** Reads the binder's documents from storage (PostgreSQL or S3) for the PDF. */
export function storageReader(db: DbOrTx, organizationId: string): BinderReader {
  return async (id) => {
    const doc = await readDocument(db, organizationId, id);
    return doc ? { bytes: doc.content, contentType: doc.contentType, name: doc.originalName } : null;
  };
}

/** The binder as one PDF, built on the binder worker thread (the request thread only reads storage). */
export function binderPdfWithHash(db: DbOrTx, content: BinderContent, options: BinderPdfOptions): Promise<BuiltPdf> {
  return buildBinderPdfOffThread(content, storageReader(db, content.organizationId), options);
}

export const binderPdf = async (db: DbOrTx, content: BinderContent, options: BinderPdfOptions): Promise<Uint8Array> =>
  (await binderPdfWithHash(db, content, options)).bytes;

export const madeByOf = (ctx: RequestContext) => displayName(ctx.user);

/** The binder PDF's file name: the location's name (safe characters only) and its date. */
export const binderPdfName = (name: string, day: string) => `Inspection binder - ${name.replace(/[^\w .-]+/g, " ").trim()} - ${day}.pdf`;
