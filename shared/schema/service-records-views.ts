import type { LicenseState } from "../domain/compliance";
import type { VendorServiceKind } from "../domain/vendor-services";

// Types only (no Drizzle): the answers about service records and the inspection binder as the server builds them.

export interface AttachmentView {
  id: string;
  name: string;
  contentType: string;
  size: number;
  /** Where the file downloads from (add ?inline=1 to open it in the browser). */
  url: string;
}

/** One completion of a maintenance task. */
export interface ServiceRecordView {
  id: string;
  locationId: string;
  equipmentId: string;
  equipmentName: string;
  taskId: string | null;
  taskName: string;
  serviceKind: VendorServiceKind | null;
  doneOn: string;
  doneBy: { id: string | null; name: string };
  vendor: { id: string; name: string } | null;
  cost: string | null;
  notes: string | null;
  attachments: AttachmentView[];
  createdAt: Date;
}

/** A current license as the binder lists it. */
export interface BinderLicense {
  id: string;
  typeName: string;
  licenseNumber: string | null;
  issueDate: string | null;
  expirationDate: string | null;
  /** By the one compliance rule (shared/domain/compliance.ts) on the location's date. */
  state: LicenseState;
  document: AttachmentView | null;
  /** The day the record dates from (issue date, else the day it was recorded) and how old that is in words. */
  since: string;
  age: string;
}

/** A recurring task with its last completion (the proof an inspector asks for). */
export interface BinderTask {
  taskId: string;
  taskName: string;
  equipmentName: string;
  serviceKind: VendorServiceKind | null;
  intervalDays: number;
  lastDone: string | null;
  nextDue: string;
  overdue: boolean;
  lastRecord: ServiceRecordView | null;
  /** How old the last completion is, in words; null when never done. */
  age: string | null;
}

/** GET /api/locations/:id/binder and the shared link's page: what an inspector is shown for one location. */
export interface BinderView {
  location: { id: string; name: string; address: string; state: string | null };
  today: string;
  licenses: BinderLicense[];
  tasks: BinderTask[];
  /** Required license types of the location's state that it holds no license of. */
  missing: Array<{ licenseTypeId: string; name: string }>;
  /** Where the whole binder downloads as one PDF. */
  pdfUrl: string;
}

/** A read-only link to a binder, as listed on the location (the token itself only in the create answer). */
export interface BinderLinkView {
  id: string;
  locationId: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastOpenedAt: Date | null;
  openCount: number;
  active: boolean;
}

export type CreatedBinderLinkView = BinderLinkView & { url: string };

/** POST /api/locations/:id/binder-builds and GET /api/binder-builds/:id: a binder PDF being made. */
export interface BinderBuildView {
  /** Null when the binder was small enough to download at once (state "done", downloadUrl the direct route). */
  id: string | null;
  state: "queued" | "building" | "done" | "failed";
  /** Documents placed so far, of total. */
  done: number;
  total: number;
  /** Set once done: where the PDF downloads from. */
  downloadUrl: string | null;
  /** Set when failed: the message for the person. */
  error: string | null;
}
