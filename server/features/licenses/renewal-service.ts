import { and, desc, eq, isNull } from "drizzle-orm";
import { licenses, licenseTerms, users, type LicenseRenewal, type RenewalSubmitted } from "@shared/schema";
import type { LicenseTermView, LicenseView } from "@shared/schema/licenses-views";
import type { Db, DbOrTx } from "../../db/connection";
import { findDocument, putDocumentObject, readDocumentMetas, storeDocument } from "../../documents/storage";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { orgIdOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { present, reachableLicense, type UploadedDocument } from "./service";

const termDownloadUrl = (licenseId: string, termId: string) => `/api/licenses/${licenseId}/terms/${termId}/download`;

/** Every term of a reachable license, newest first (404 otherwise). */
export async function listTerms(db: DbOrTx, ctx: RequestContext, licenseId: string): Promise<LicenseTermView[]> {
  const license = await reachableLicense(db, ctx, licenseId);
  const rows = await db
    .select({ term: licenseTerms, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(licenseTerms)
    .leftJoin(users, eq(users.id, licenseTerms.recordedBy))
    .where(eq(licenseTerms.licenseId, license.id))
    .orderBy(desc(licenseTerms.recordedAt), desc(licenseTerms.id));
  const docIds = rows.map((r) => r.term.documentId).filter((id): id is string => !!id);
  const docs = new Map((await readDocumentMetas(db, orgIdOf(ctx), docIds)).map((d) => [d.id, d]));
  return rows.map(({ term, firstName, lastName, email }) => {
    const doc = term.documentId ? docs.get(term.documentId) : undefined;
    return {
      id: term.id,
      licenseNumber: term.licenseNumber,
      issueDate: term.issueDate,
      expirationDate: term.expirationDate,
      feePaid: term.feePaid,
      recordedBy: [firstName, lastName].filter(Boolean).join(" ") || email || null,
      recordedAt: term.recordedAt,
      current: term.supersededAt === null,
      document: doc ? { id: doc.id, name: doc.originalName, contentType: doc.contentType, size: doc.size, sha256: doc.sha256 } : null,
      downloadUrl: doc ? termDownloadUrl(license.id, term.id) : null,
    };
  });
}

/** The document of one term of a reachable license (404 for another license's term or none). */
export async function termDocument(db: DbOrTx, ctx: RequestContext, licenseId: string, termId: string) {
  const license = await reachableLicense(db, ctx, licenseId);
  const [term] = await db
    .select({ documentId: licenseTerms.documentId })
    .from(licenseTerms)
    .where(and(eq(licenseTerms.id, termId), eq(licenseTerms.licenseId, license.id)));
  const doc = term?.documentId ? await findDocument(db, orgIdOf(ctx), term.documentId) : undefined;
  if (!doc) throw notFound("This term has no document");
  return doc;
}

/**
 * Renews a license: the current term is superseded (its document kept), the row takes the new term's number,
 * dates and document (the trigger then records them as the new current term), a submitted renewal is cleared
 * and the status is active again. The fee and who recorded it go on the new term.
 */
export async function renewLicense(
  db: Db,
  ctx: RequestContext,
  licenseId: string,
  renewal: LicenseRenewal,
  file: UploadedDocument | undefined,
): Promise<LicenseView> {
  const before = await reachableLicense(db, ctx, licenseId);
  const orgId = orgIdOf(ctx);
  const put = file ? await putDocumentObject({ organizationId: orgId, bytes: file.bytes, contentType: file.contentType }) : undefined;
  const row = await db.transaction(async (tx) => {
    const doc = file
      ? await storeDocument(tx, {
          organizationId: orgId,
          originalName: file.originalName,
          contentType: file.contentType,
          bytes: file.bytes,
          uploadedBy: ctx.user.id,
          put,
        })
      : null;
    await tx
      .update(licenseTerms)
      .set({ supersededAt: new Date() })
      .where(and(eq(licenseTerms.licenseId, before.id), isNull(licenseTerms.supersededAt)));
    const [after] = await tx
      .update(licenses)
      .set({
        licenseNumber: renewal.licenseNumber ?? before.licenseNumber,
        issueDate: renewal.issueDate,
        expirationDate: renewal.expirationDate,
        status: "active",
        documentId: doc?.id ?? null,
        documentName: doc?.originalName ?? null,
        documentPath: doc ? `documents/${doc.id}` : null,
        documentUrl: doc ? `/api/licenses/${before.id}/download` : null,
        renewalSubmittedOn: null,
        renewalReference: null,
        renewalFee: null,
      })
      .where(eq(licenses.id, before.id))
      .returning();
    await tx
      .update(licenseTerms)
      .set({ feePaid: renewal.feePaid ?? before.renewalFee, recordedBy: ctx.user.id })
      .where(and(eq(licenseTerms.licenseId, before.id), isNull(licenseTerms.supersededAt)));
    await recordAudit(tx, ctx, { action: "renew", entityType: "license", entityId: before.id, before, after });
    return after!;
  });
  return (await present(db, ctx, [row]))[0]!;
}

/** Marks (or re-marks) a license "Renewal submitted", or clears it with `null`. */
export async function setRenewalSubmitted(db: Db, ctx: RequestContext, licenseId: string, submitted: RenewalSubmitted | null): Promise<LicenseView> {
  const before = await reachableLicense(db, ctx, licenseId);
  const row = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(licenses)
      .set({
        renewalSubmittedOn: submitted?.submittedOn ?? null,
        renewalReference: submitted?.reference ?? null,
        renewalFee: submitted?.fee ?? null,
      })
      .where(eq(licenses.id, before.id))
      .returning();
    await recordAudit(tx, ctx, {
      action: submitted ? "renewal_submitted" : "renewal_withdrawn",
      entityType: "license",
      entityId: before.id,
      before,
      after,
    });
    return after!;
  });
  return (await present(db, ctx, [row]))[0]!;
}
