import type { LicenseState } from "../domain/compliance";
import type { LicenseCategory, LicenseStatus } from "./licenses-input";

// Types only (no Drizzle): the answers of /api/licenses and /api/required-licenses as the server builds them
// (server/features/licenses/). The client reads them through Json<…> (shared/schema/json.ts): Dates arrive as ISO strings.

/** The stored document's metadata. */
export interface LicenseDocumentView {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** A license: every column of its row (trash columns included), its type and its document's metadata. */
export interface LicenseView {
  id: string;
  locationId: string;
  licenseTypeId: string;
  licenseNumber: string | null;
  issueDate: string | null;
  expirationDate: string | null;
  status: LicenseStatus;
  documentId: string | null;
  documentUrl: string | null;
  documentPath: string | null;
  documentName: string | null;
  extractedData: unknown;
  notes: string | null;
  renewalSubmittedOn: string | null;
  renewalReference: string | null;
  renewalFee: string | null;
  /** By the one compliance rule on the location's date; null when archived. */
  state: LicenseState | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  deletedBy: string | null;
  licenseType: { id: string; name: string; category: LicenseCategory | null } | null;
  document: LicenseDocumentView | null;
}

/** A license type that applies in a state (GET /api/required-licenses/:state), marked required or optional. */
export interface RequiredLicenseItem {
  id: string;
  name: string;
  description: string | null;
  category: LicenseCategory | null;
  isUniversal: boolean;
  requirementStatus: "required" | "optional";
  requirement: {
    costRange: string | null;
    renewalPeriodMonths: number | null;
    issuingAuthority: string | null;
    processingTimeWeeks: number | null;
    notes: string | null;
  };
}

/** One term of a license (GET /api/licenses/:id/terms), newest first; the current one is marked. */
export interface LicenseTermView {
  id: string;
  licenseNumber: string | null;
  issueDate: string | null;
  expirationDate: string | null;
  feePaid: string | null;
  recordedBy: string | null;
  recordedAt: Date;
  current: boolean;
  document: LicenseDocumentView | null;
  /** Where the term's document downloads from; null without one. */
  downloadUrl: string | null;
}
