import { and, asc, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { licenseState, locationCompliance } from "@shared/domain/compliance";
import { locationToday } from "@shared/domain/time-zone";
import { recordAge } from "@shared/domain/record-age";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import {
  documents,
  equipment,
  licenses,
  licenseTypes,
  maintenanceTasks,
  serviceRecordAttachments,
  serviceRecords,
  stateLicenseRequirements,
  type Location,
} from "@shared/schema";
import type { BinderLicense, BinderTask, BinderView, ServiceRecordView } from "@shared/schema/service-records-views";
import type { DbOrTx } from "../../db/connection";
import { live } from "../trash/live";
import { attachmentUrlOf, presentRecords } from "../service-records/present";

/** Where the binder's files are fetched from: the signed-in routes, or a shared link's. */
export interface BinderUrls {
  licenseDocument: (licenseId: string) => string;
  attachment: (attachmentId: string) => string;
  pdf: string;
}

export const PDF_RECORD_DAYS = 365;

/** The signed-in routes' addresses of a location's binder files. */
export const signedInUrls = (locationId: string): BinderUrls => ({
  licenseDocument: (licenseId) => `/api/licenses/${licenseId}/download`,
  attachment: attachmentUrlOf,
  pdf: `/api/locations/${locationId}/binder.pdf`,
});

// What a binder holds, as conditions shared by loadBinder and binderSize so the two never disagree.
/** Its licenses: current (not archived, not trashed) ones of the location. */
const currentLicense = (location: Location): SQL => and(eq(licenses.locationId, location.id), live(licenses), ne(licenses.status, "archived"))!;
/** A license's document, only of the location's organization. */
const licenseDocument = (location: Location): SQL => and(eq(documents.id, licenses.documentId), eq(documents.organizationId, location.organizationId))!;
/** Its tasks: every recurring task of the location's live items. */
const liveTask = (location: Location): SQL => and(eq(equipment.locationId, location.id), live(equipment))!;
/** The first day whose completions the PDF carries (each task's last one is carried whatever its age). */
const recordCutoff = (today: string) => addDaysIso(today, -PDF_RECORD_DAYS);

/** What the PDF needs beyond the view: the documents to place, in order. */
export interface BinderContent {
  view: BinderView;
  organizationId: string;
  /** The document of each listed license (same order as view.licenses; null without one). */
  licenseDocumentIds: Array<string | null>;
  /** The service records the PDF carries: each task's completions of the last PDF_RECORD_DAYS days and its last one. */
  pdfRecords: ServiceRecordView[];
  /** Per record of pdfRecords: its attachments' document ids in order. */
  attachmentDocumentIds: Map<string, string[]>;
}

/**
 * A location's binder on `today` (the location's own date unless told): its current (not archived, not trashed)
 * licenses with their documents, every recurring task of its live items with the last completion and its
 * attachments, and the required license types that are missing by the one compliance rule (locationCompliance,
 * as on the dashboard, Group Overview and the matrix).
 */
export async function loadBinder(
  db: DbOrTx,
  location: Location,
  urls: BinderUrls,
  today = locationToday(location, new Date()),
): Promise<BinderContent> {
  const licenseRows = await db
    .select({ license: licenses, typeName: licenseTypes.name, doc: { id: documents.id, name: documents.originalName, contentType: documents.contentType, size: documents.size } })
    .from(licenses)
    .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .leftJoin(documents, licenseDocument(location))
    .where(currentLicense(location))
    .orderBy(asc(licenseTypes.name), asc(licenses.expirationDate), asc(licenses.id));

  const binderLicenses: BinderLicense[] = licenseRows.map(({ license: l, typeName, doc }) => {
    const since = l.issueDate ?? toIsoDate(l.createdAt);
    return {
      id: l.id,
      typeName,
      licenseNumber: l.licenseNumber,
      issueDate: l.issueDate,
      expirationDate: l.expirationDate,
      // Archived licenses are not loaded, so the rule always gives a state.
      state: licenseState(l, today) ?? "expired",
      document: doc ? { id: doc.id, name: doc.name, contentType: doc.contentType, size: doc.size, url: urls.licenseDocument(l.id) } : null,
      since,
      age: recordAge(since, today),
    };
  });

  const taskRows = await db
    .select({ task: maintenanceTasks, equipmentName: equipment.name })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .where(liveTask(location))
    .orderBy(asc(maintenanceTasks.nextDue), asc(equipment.name), asc(maintenanceTasks.task));
  const taskIds = taskRows.map((r) => r.task.id);
  const lastRows = taskIds.length
    ? await db
        .selectDistinctOn([serviceRecords.taskId])
        .from(serviceRecords)
        .where(inArray(serviceRecords.taskId, taskIds))
        .orderBy(serviceRecords.taskId, desc(serviceRecords.doneOn), desc(serviceRecords.createdAt))
    : [];
  const lastViews = await presentRecords(db, location.organizationId, lastRows, urls.attachment);
  const lastOf = new Map(lastViews.map((r) => [r.taskId!, r]));
  const tasks: BinderTask[] = taskRows.map(({ task: t, equipmentName }) => {
    const last = lastOf.get(t.id) ?? null;
    const day = last?.doneOn ?? t.lastDone;
    return {
      taskId: t.id,
      taskName: t.task,
      equipmentName,
      serviceKind: t.serviceKind,
      intervalDays: t.intervalDays,
      lastDone: t.lastDone,
      nextDue: t.nextDue,
      overdue: t.nextDue <= today,
      lastRecord: last,
      age: day ? recordAge(day, today) : null,
    };
  });

  const requiredTypes = location.state
    ? await db
        .select({ licenseTypeId: licenseTypes.id, name: licenseTypes.name })
        .from(stateLicenseRequirements)
        .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
        .where(and(eq(stateLicenseRequirements.state, location.state), eq(stateLicenseRequirements.isRequired, true)))
        .orderBy(asc(licenseTypes.name))
    : [];
  const { cells } = locationCompliance(
    requiredTypes.map((r) => r.licenseTypeId),
    licenseRows.map(({ license: l }) => l),
    !!location.state,
    today,
  );
  const missingIds = new Set(cells.filter((c) => c.state === "missing").map((c) => c.licenseTypeId));
  const missing = requiredTypes.filter((r) => missingIds.has(r.licenseTypeId));

  // The PDF carries every completion of the last year (pest control visits monthly, …) and each task's last one.
  const cutoff = recordCutoff(today);
  const recentRows = taskIds.length
    ? await db
        .select()
        .from(serviceRecords)
        .where(and(inArray(serviceRecords.taskId, taskIds), gte(serviceRecords.doneOn, cutoff)))
        .orderBy(desc(serviceRecords.doneOn), desc(serviceRecords.createdAt))
    : [];
  const pdfRows = [...recentRows, ...lastRows.filter((r) => !recentRows.some((x) => x.id === r.id))];
  const pdfRecords = await presentRecords(db, location.organizationId, pdfRows, urls.attachment);
  const attachmentDocumentIds = new Map<string, string[]>();
  if (pdfRows.length) {
    const rows = await db
      .select({ recordId: serviceRecordAttachments.recordId, documentId: serviceRecordAttachments.documentId })
      .from(serviceRecordAttachments)
      .where(inArray(serviceRecordAttachments.recordId, pdfRows.map((r) => r.id)))
      .orderBy(asc(serviceRecordAttachments.position));
    for (const r of rows) attachmentDocumentIds.set(r.recordId, [...(attachmentDocumentIds.get(r.recordId) ?? []), r.documentId]);
  }

  return {
    view: {
      location: { id: location.id, name: location.name, address: location.address, state: location.state },
      today,
      licenses: binderLicenses,
      tasks,
      missing,
      pdfUrl: urls.pdf,
    },
    organizationId: location.organizationId,
    licenseDocumentIds: licenseRows.map((r) => r.doc?.id ?? null),
    pdfRecords,
    attachmentDocumentIds,
  };
}

/** How many entries (licenses and service records) a binder's PDF places, and the bytes of their documents. */
export interface BinderSize {
  entries: number;
  bytes: number;
}

/** The size of a loaded binder (what binderSize gives without loading it). */
export const contentSize = (content: BinderContent): BinderSize => ({
  entries: content.view.licenses.length + content.pdfRecords.length,
  bytes:
    content.view.licenses.reduce((sum, l) => sum + (l.document?.size ?? 0), 0) +
    content.pdfRecords.reduce((sum, r) => sum + r.attachments.reduce((s, a) => s + a.size, 0), 0),
});

/**
 * A binder's size in three aggregate queries, without loading its views: "Download binder" decides with it
 * whether the PDF is built at once or on the job queue, so the request thread does not load the binder twice.
 */
export async function binderSize(db: DbOrTx, location: Location, today = locationToday(location, new Date())): Promise<BinderSize> {
  const taskIds = db.select({ id: maintenanceTasks.id }).from(maintenanceTasks).innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId)).where(liveTask(location));
  const lastIds = db
    .selectDistinctOn([serviceRecords.taskId], { id: serviceRecords.id })
    .from(serviceRecords)
    .where(inArray(serviceRecords.taskId, taskIds))
    .orderBy(serviceRecords.taskId, desc(serviceRecords.doneOn), desc(serviceRecords.createdAt));
  const recordIds = db
    .select({ id: serviceRecords.id })
    .from(serviceRecords)
    .where(and(inArray(serviceRecords.taskId, taskIds), or(gte(serviceRecords.doneOn, recordCutoff(today)), inArray(serviceRecords.id, lastIds))));
  const bytes = sql<string>`coalesce(sum(${documents.size}), 0)`;
  const [[licensed], [records], [attached]] = await Promise.all([
    db
      .select({ entries: count(), bytes })
      .from(licenses)
      .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
      .leftJoin(documents, licenseDocument(location))
      .where(currentLicense(location)),
    db.select({ entries: count() }).from(serviceRecords).where(inArray(serviceRecords.id, recordIds)),
    db
      .select({ bytes })
      .from(serviceRecordAttachments)
      .innerJoin(documents, and(eq(documents.id, serviceRecordAttachments.documentId), eq(documents.organizationId, location.organizationId)))
      .where(inArray(serviceRecordAttachments.recordId, recordIds)),
  ]);
  return { entries: Number(licensed?.entries ?? 0) + Number(records?.entries ?? 0), bytes: Number(licensed?.bytes ?? 0) + Number(attached?.bytes ?? 0) };
}
