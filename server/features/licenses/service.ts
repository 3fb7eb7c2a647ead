import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { toIsoDate, type IsoDate } from "@shared/domain/calendar";
import { licenseState } from "@shared/domain/compliance";
import { locationToday } from "@shared/domain/time-zone";
import {
  documents,
  licenses,
  locations,
  licenseTypes,
  type DocumentContentType,
  type License,
  type LicenseData,
  type LicenseType,
} from "@shared/schema";
import type { LicenseView } from "@shared/schema/licenses-views";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/connection";
import { preparedStatement } from "../../db/prepared";
import { deleteDocument, findDocument, putDocumentObject, readDocumentMetas, storeDocument } from "../../documents/storage";
import type { RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { locationOfPage, pageAtLocation, pageLocationFields } from "../../http/location-page";
import type { Page, Paged } from "../../http/paging";
import { orgIdOf, reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { live } from "../trash/live";

export interface UploadedDocument {
  originalName: string;
  contentType: DocumentContentType;
  bytes: Buffer;
}

export const DOCUMENT_REQUIRED = "Please upload a license document";

const documentUrl = (id: string) => `/api/licenses/${id}/download`;

async function requireLicenseType(db: DbOrTx, id: string): Promise<LicenseType> {
  const [type] = await db.select().from(licenseTypes).where(eq(licenseTypes.id, id));
  if (!type) throw badRequest("Unknown license type", [{ path: "licenseTypeId", message: "Choose a license type" }]);
  return type;
}

type TypeSummary = Pick<LicenseType, "id" | "name" | "category">;
type DocumentSummary = { id: string; originalName: string; contentType: string; size: number; sha256: string };

/**
 * Every column of the row by name, then its state, type and document. Written out rather than `{ ...r, state, … }`:
 * V8 copies a 20-property row and then adds three more keys a hundred times slower than it fills a literal of one
 * shape (issue 35: that spread was the largest single cost of a page of licenses). The type makes a column added
 * to the table a compile error here until it is listed.
 */
function toLicenseView(r: License, type: TypeSummary | null | undefined, doc: DocumentSummary | null | undefined, today: IsoDate): LicenseView {
  const view: LicenseView & Record<keyof License, unknown> = {
    id: r.id,
    locationId: r.locationId,
    licenseTypeId: r.licenseTypeId,
    licenseNumber: r.licenseNumber,
    issueDate: r.issueDate,
    expirationDate: r.expirationDate,
    status: r.status,
    documentId: r.documentId,
    documentUrl: r.documentUrl,
    documentPath: r.documentPath,
    documentName: r.documentName,
    extractedData: r.extractedData,
    notes: r.notes,
    renewalSubmittedOn: r.renewalSubmittedOn,
    renewalReference: r.renewalReference,
    renewalFee: r.renewalFee,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    deletedAt: r.deletedAt,
    deletedBy: r.deletedBy,
    state: licenseState(r, today),
    licenseType: type ? { id: type.id, name: type.name, category: type.category } : null,
    document:
      r.documentId && doc
        ? { id: doc.id, name: doc.originalName, contentType: doc.contentType, size: doc.size, sha256: doc.sha256 }
        : null,
  };
  return view;
}

export async function present(db: DbOrTx, ctx: RequestContext, rows: License[]): Promise<LicenseView[]> {
  if (rows.length === 0) return [];
  const typeIds = [...new Set(rows.map((r) => r.licenseTypeId))];
  const types = await db.select().from(licenseTypes).where(inArray(licenseTypes.id, typeIds));
  const typeById = new Map(types.map((t) => [t.id, t]));
  const docIds = rows.map((r) => r.documentId).filter((id): id is string => Boolean(id));
  const docs = new Map((await readDocumentMetas(db, orgIdOf(ctx), docIds)).map((d) => [d.id, d]));
  const locationIds = [...new Set(rows.map((r) => r.locationId))];
  const zones = await db
    .select({ id: locations.id, state: locations.state, zipCode: locations.zipCode, timeZone: locations.timeZone })
    .from(locations)
    .where(inArray(locations.id, locationIds));
  const now = new Date();
  const todayAt = new Map(zones.map((z) => [z.id, locationToday(z, now)]));
  return rows.map((r) =>
    toLicenseView(r, typeById.get(r.licenseTypeId), r.documentId ? docs.get(r.documentId) : null, todayAt.get(r.locationId) ?? toIsoDate(now)),
  );
}

/** A license the context may reach (through its location), or 404. */
export async function reachableLicense(db: DbOrTx, ctx: RequestContext, id: string): Promise<License> {
  const [row] = await db
    .select()
    .from(licenses)
    .where(and(eq(licenses.id, id), live(licenses), reachableLocationsOf(ctx, licenses.locationId)));
  if (!row) throw notFound("License not found");
  return row;
}

// A location's page of licenses with their lookups, its total and its tenancy check (http/location-page.ts),
// prepared once (server/db/prepared.ts).
const licensePage = preparedStatement("license_page", (db) => {
  const listed = and(eq(licenses.locationId, sql.placeholder("locationId")), live(licenses));
  return db
    .select({
      license: licenses,
      type: { id: licenseTypes.id, name: licenseTypes.name, category: licenseTypes.category },
      doc: {
        id: documents.id,
        originalName: documents.originalName,
        contentType: documents.contentType,
        size: documents.size,
        sha256: documents.sha256,
      },
      location: pageLocationFields,
      total: db.$count(licenses, listed),
    })
    .from(licenses)
    .innerJoin(locations, locationOfPage(licenses.locationId))
    .leftJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .leftJoin(documents, and(eq(documents.id, licenses.documentId), eq(documents.organizationId, sql.placeholder("organizationId"))))
    .where(listed)
    .orderBy(asc(licenses.expirationDate), desc(licenses.createdAt), asc(licenses.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
});

/** One page of a location's licenses, soonest expiry first, each with its type and document metadata, in one query. */
export async function listLicenses(db: DbOrTx, ctx: RequestContext, locationId: unknown, page: Page): Promise<Paged<LicenseView>> {
  const { location, rows, total } = await pageAtLocation(db, ctx, locationId, page, (params) => licensePage(db).execute(params), (id) =>
    db.$count(licenses, and(eq(licenses.locationId, id), live(licenses))),
  );
  const today = locationToday(location, new Date());
  return { rows: rows.map((r) => toLicenseView(r.license, r.type, r.doc, today)), total };
}

export async function getLicense(db: DbOrTx, ctx: RequestContext, id: string): Promise<LicenseView> {
  const [view] = await present(db, ctx, [await reachableLicense(db, ctx, id)]);
  return view!;
}

export async function createLicense(
  db: Db,
  ctx: RequestContext,
  data: LicenseData,
  file: UploadedDocument | undefined,
  extractedData: unknown = null,
): Promise<LicenseView> {
  const location = await reachableLocation(db, ctx, data.locationId);
  const type = await requireLicenseType(db, data.licenseTypeId);
  if (!file) throw badRequest(DOCUMENT_REQUIRED, [{ path: "document", message: DOCUMENT_REQUIRED }]);
  const put = await putDocumentObject({ organizationId: location.organizationId, bytes: file.bytes, contentType: file.contentType });
  // A transaction holds its connection for every round trip, each of which waits its turn on a busy event loop:
  // under 100 simultaneous uploads an instance's 10 connections were held so long that later requests timed out
  // waiting for one (500, some for a license already saved, whose answer was read on a second connection after
  // the commit). So the transaction is the two inserts and the audit entry only: the id (hence the document URL)
  // is chosen here rather than set by a second statement, and the answer is built from what is already in hand.
  const id = randomUUID();
  const created = await db.transaction(async (tx) => {
    const doc = await storeDocument(tx, {
      organizationId: location.organizationId,
      originalName: file.originalName,
      contentType: file.contentType,
      bytes: file.bytes,
      uploadedBy: ctx.user.id,
      put,
    });
    const [row] = await tx
      .insert(licenses)
      .values({
        id,
        locationId: location.id,
        licenseTypeId: data.licenseTypeId,
        licenseNumber: data.licenseNumber,
        issueDate: data.issueDate,
        expirationDate: data.expirationDate,
        status: data.status,
        notes: data.notes,
        documentId: doc.id,
        documentName: doc.originalName,
        documentPath: `documents/${doc.id}`,
        documentUrl: documentUrl(id),
        extractedData,
      })
      .returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "license", entityId: id, after: row });
    return { row: row!, doc };
  });
  return toLicenseView(created.row, type, created.doc, locationToday(location, new Date()));
}

export const licenseUpdateMerged = z
  .object({ issueDate: z.string().nullable(), expirationDate: z.string().nullable() })
  .refine((v) => !v.issueDate || !v.expirationDate || v.expirationDate >= v.issueDate, {
    message: "Expiration date must be on or after the issue date",
    path: ["expirationDate"],
  });

export async function updateLicense(
  db: Db,
  ctx: RequestContext,
  id: string,
  changes: Partial<Omit<LicenseData, "locationId">>,
  file: UploadedDocument | undefined,
): Promise<LicenseView> {
  const before = await reachableLicense(db, ctx, id);
  if (changes.licenseTypeId) await requireLicenseType(db, changes.licenseTypeId);
  licenseUpdateMerged.parse({
    issueDate: changes.issueDate !== undefined ? changes.issueDate : before.issueDate,
    expirationDate: changes.expirationDate !== undefined ? changes.expirationDate : before.expirationDate,
  });
  const orgId = orgIdOf(ctx);
  const put = file ? await putDocumentObject({ organizationId: orgId, bytes: file.bytes, contentType: file.contentType }) : undefined;
  const row = await db.transaction(async (tx) => {
    let documentFields = {};
    if (file) {
      const doc = await storeDocument(tx, {
        organizationId: orgId,
        originalName: file.originalName,
        contentType: file.contentType,
        bytes: file.bytes,
        uploadedBy: ctx.user.id,
        put,
      });
      documentFields = { documentId: doc.id, documentName: doc.originalName, documentPath: `documents/${doc.id}` };
    }
    const [after] = await tx
      .update(licenses)
      .set({ ...changes, ...documentFields })
      .where(eq(licenses.id, before.id))
      .returning();
    if (file && before.documentId) await deleteDocument(tx, orgId, before.documentId);
    await recordAudit(tx, ctx, { action: "update", entityType: "license", entityId: id, before, after });
    return after!;
  });
  return (await present(db, ctx, [row]))[0]!;
}

export async function archiveLicense(db: Db, ctx: RequestContext, id: string): Promise<LicenseView> {
  const before = await reachableLicense(db, ctx, id);
  const row = await db.transaction(async (tx) => {
    const [after] = await tx.update(licenses).set({ status: "archived" }).where(eq(licenses.id, before.id)).returning();
    await recordAudit(tx, ctx, { action: "archive", entityType: "license", entityId: id, before, after });
    return after!;
  });
  return (await present(db, ctx, [row]))[0]!;
}

/** Moves the license to the trash; its document stays with it until the trash is purged. */
export async function deleteLicense(db: Db, ctx: RequestContext, id: string): Promise<void> {
  const before = await reachableLicense(db, ctx, id);
  await db.transaction(async (tx) => {
    await tx.update(licenses).set({ deletedAt: new Date(), deletedBy: ctx.user.id }).where(eq(licenses.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "license", entityId: id, before });
  });
}

export async function licenseDocument(db: DbOrTx, ctx: RequestContext, id: string) {
  const license = await reachableLicense(db, ctx, id);
  if (!license.documentId) throw notFound("This license has no document");
  const doc = await findDocument(db, orgIdOf(ctx), license.documentId);
  if (!doc) throw notFound("This license has no document");
  return doc;
}
