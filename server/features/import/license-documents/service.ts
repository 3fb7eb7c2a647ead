import { and, eq, ne } from "drizzle-orm";
import { licenses, licenseTypes, locations } from "@shared/schema";
import type { DocumentFileResult, DocumentFileStatus, LicenseDocumentsReport } from "@shared/schema/import-views";
import type { Db } from "../../../db/connection";
import { deleteDocument, storeDocument } from "../../../documents/storage";
import { sniffDocumentType } from "../../../documents/sniff";
import type { RequestContext } from "../../../http/context";
import { badRequest, HttpError } from "../../../http/errors";
import { orgIdOf } from "../../../http/tenancy";
import { recordAudit } from "../../audit/service";
import { live } from "../../trash/live";
import { indexByNumber, matchFileName } from "./match";
import { isArchiveClutter, readZipArchive } from "./zip-archive";

interface Candidate {
  id: string;
  licenseNumber: string | null;
  type: string;
  location: string;
  hasDocument: boolean;
}

const describe = (c: Candidate) => ({ id: c.id, licenseNumber: c.licenseNumber ?? "", type: c.type, location: c.location });
const named = (c: Candidate) => `${c.type} ${c.licenseNumber} at ${c.location}`;

/**
 * Attaches the documents of a .zip to the organization's licenses whose numbers their file names carry, in
 * one transaction with one audit entry. A license that has a document keeps it unless `replace` is set; two
 * files naming the same license attach the first. Archived licenses are not matched (a renewed license often
 * keeps its number).
 */
export async function attachLicenseDocuments(db: Db, ctx: RequestContext, archive: { fileName: string; bytes: Buffer }, replace: boolean): Promise<LicenseDocumentsReport> {
  const entries = readZipArchive(archive.bytes).filter((e) => !isArchiveClutter(e.path));
  if (entries.length === 0) throw badRequest(`"${archive.fileName}" holds no files to attach.`);
  const organizationId = orgIdOf(ctx);

  const files = await db.transaction(async (tx) => {
    const candidates: (Candidate & { documentId: string | null })[] = (
      await tx
        .select({
          id: licenses.id,
          licenseNumber: licenses.licenseNumber,
          type: licenseTypes.name,
          location: locations.name,
          documentId: licenses.documentId,
          documentUrl: licenses.documentUrl,
        })
        .from(licenses)
        .innerJoin(locations, eq(locations.id, licenses.locationId))
        .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
        // A license in the trash is not a candidate: replacing its document would outlive a restore.
        .where(and(eq(locations.organizationId, organizationId), ne(licenses.status, "archived"), live(licenses)))
    ).map(({ documentUrl, ...c }) => ({ ...c, hasDocument: Boolean(c.documentId || documentUrl) }));
    const index = indexByNumber(candidates);
    const attachedBy = new Map<string, string>();
    const results: DocumentFileResult[] = [];

    for (const entry of entries) {
      const result = (status: DocumentFileStatus, message: string, found?: Candidate[]) =>
        results.push({ file: entry.path, status, message, ...(found ? { licenses: found.map(describe) } : {}) });
      if (entry.problem) {
        result("not_document", entry.problem);
        continue;
      }
      const match = matchFileName(entry.fileName, index);
      if (match.kind === "none") {
        result("no_match", "No license of this organization has a number in this file name");
        continue;
      }
      if (match.kind === "ambiguous") {
        result("ambiguous", `The name matches ${match.licenses.length} licenses; rename the file with the full license number, or attach it on the License screen`, match.licenses);
        continue;
      }
      const license = match.license;
      const earlier = attachedBy.get(license.id);
      if (earlier) {
        result("has_document", `${named(license)} was given "${earlier}" from this archive`, [license]);
        continue;
      }
      if (license.hasDocument && !replace) {
        result("has_document", `${named(license)} already has a document; it was kept`, [license]);
        continue;
      }
      let contentType;
      const bytes = entry.read();
      try {
        contentType = await sniffDocumentType(bytes);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        result("not_document", err.message);
        continue;
      }
      const doc = await storeDocument(tx, { organizationId, originalName: entry.fileName, contentType, bytes, uploadedBy: ctx.user.id });
      await tx
        .update(licenses)
        .set({ documentId: doc.id, documentName: doc.originalName, documentPath: `documents/${doc.id}`, documentUrl: null })
        .where(eq(licenses.id, license.id));
      if (license.documentId) await deleteDocument(tx, organizationId, license.documentId);
      attachedBy.set(license.id, entry.path);
      result("attached", license.hasDocument ? `Replaced the document of ${named(license)}` : `Attached to ${named(license)}`, [license]);
    }

    const counts = countsOf(results);
    await recordAudit(tx, ctx, {
      action: "import",
      entityType: "import",
      after: { kind: "license documents", fileName: archive.fileName, replace, ...counts, attachedTo: results.filter((r) => r.status === "attached").map((r) => r.licenses![0]!.id) },
    });
    return results;
  });
  return { fileName: archive.fileName, counts: countsOf(files), files };
}

function countsOf(files: readonly DocumentFileResult[]): Record<DocumentFileStatus, number> {
  const counts: Record<DocumentFileStatus, number> = { attached: 0, no_match: 0, ambiguous: 0, not_document: 0, has_document: 0 };
  for (const f of files) counts[f.status]++;
  return counts;
}
