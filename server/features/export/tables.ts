/**
 * The CSV files of an organization export: one per table the organization owns. The five importable
 * kinds use exactly the import template's columns (shared/domain/import-fields.ts), so an export imports
 * into another organization. Column names are documented in README.md ("Export"); keep them stable.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CsvValue } from "@shared/domain/csv";
import { IMPORT_FIELDS, type ImportKind } from "@shared/domain/import";
import {
  auditLog,
  budgetCategories,
  budgets,
  documents,
  equipment,
  licenses,
  licenseTerms,
  licenseTypes,
  locations,
  maintenanceTasks,
  marketingCampaigns,
  organizations,
  payrollRecords,
  userInvitations,
  userLocations,
  users,
  vendors,
} from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { loadBytes } from "../../documents/storage";
import { live } from "../trash/live";
import { COMPLIANCE_STATE_LABELS } from "@shared/domain/compliance";
import { complianceOfLocations } from "../licenses/compliance";

export interface ExportTable {
  file: string;
  header: readonly string[];
  rows(db: DbOrTx, organizationId: string): Promise<CsvValue[][]>;
}

const columnsOf = (kind: ImportKind) => IMPORT_FIELDS[kind].map((f) => f.column);
const inOrg = (organizationId: string) => sql`(select ${locations.id} from ${locations} where ${locations.organizationId} = ${organizationId})`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const EXPORT_TABLES: readonly ExportTable[] = [
  {
    file: "organization.csv",
    header: ["Name", "Description", "Created At"],
    rows: async (db, org) =>
      (await db.select().from(organizations).where(eq(organizations.id, org))).map((o) => [o.name, o.description, iso(o.createdAt)]),
  },
  {
    file: "locations.csv",
    header: columnsOf("locations"),
    rows: async (db, org) =>
      (await db.select().from(locations).where(eq(locations.organizationId, org)).orderBy(asc(locations.name), asc(locations.id))).map((l) => [
        l.name, l.address, l.city, l.state, l.zipCode, l.phone, l.email, l.managerName, l.status, l.notes,
      ]),
  },
  {
    file: "licenses.csv",
    header: columnsOf("licenses"),
    rows: async (db, org) =>
      (
        await db
          .select({ l: licenses, location: locations.name, type: licenseTypes.name })
          .from(licenses)
          .innerJoin(locations, eq(locations.id, licenses.locationId))
          .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
          .where(and(eq(locations.organizationId, org), live(licenses)))
          .orderBy(asc(locations.name), asc(licenseTypes.name), asc(licenses.id))
      ).map(({ l, location, type }) => [location, type, l.licenseNumber, l.issueDate, l.expirationDate, l.status, l.notes]),
  },
  {
    // Each location's required licenses by the one compliance rule, on the location's date (issue 32).
    file: "compliance.csv",
    header: ["Location", "Location Date", "License Type", "Compliance State", "License Number", "Expiration Date", "Renewal Submitted"],
    rows: async (db, org) => {
      const locs = await db
        .select({ id: locations.id, name: locations.name, state: locations.state, zipCode: locations.zipCode, timeZone: locations.timeZone })
        .from(locations)
        .where(eq(locations.organizationId, org))
        .orderBy(asc(locations.name), asc(locations.id));
      const compliance = await complianceOfLocations(db, locs, new Date());
      return locs.flatMap((loc) => {
        const result = compliance.get(loc.id)!;
        return result.cells.map((c) => [
          loc.name,
          result.today,
          c.licenseType.name,
          COMPLIANCE_STATE_LABELS[c.state],
          c.license?.licenseNumber ?? null,
          c.license?.expirationDate ?? null,
          c.license?.renewalSubmittedOn ?? null,
        ]);
      });
    },
  },
  {
    file: "license-terms.csv",
    header: ["Location", "License Type", "License Number", "Issue Date", "Expiration Date", "Fee Paid", "Recorded At", "Current"],
    rows: async (db, org) =>
      (
        await db
          .select({ t: licenseTerms, location: locations.name, type: licenseTypes.name })
          .from(licenseTerms)
          .innerJoin(licenses, eq(licenses.id, licenseTerms.licenseId))
          .innerJoin(locations, eq(locations.id, licenses.locationId))
          .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
          .where(and(eq(locations.organizationId, org), live(licenses)))
          .orderBy(asc(locations.name), asc(licenseTypes.name), asc(licenses.id), asc(licenseTerms.recordedAt))
      ).map(({ t, location, type }) => [
        location, type, t.licenseNumber, t.issueDate, t.expirationDate, t.feePaid, iso(t.recordedAt), t.supersededAt ? "no" : "yes",
      ]),
  },
  {
    file: "equipment.csv",
    header: columnsOf("equipment"),
    rows: async (db, org) =>
      (
        await db
          .select({ e: equipment, location: locations.name })
          .from(equipment)
          .innerJoin(locations, eq(locations.id, equipment.locationId))
          .where(and(eq(locations.organizationId, org), live(equipment)))
          .orderBy(asc(locations.name), asc(equipment.name), asc(equipment.id))
      ).map(({ e, location }) => [location, e.name, e.model, e.manufacturer, e.serialNumber, e.price, e.purchaseDate, e.warrantyExpiration, e.status, e.notes]),
  },
  {
    file: "maintenance_tasks.csv",
    header: ["Location", "Equipment", "Serial Number", "Task", "Interval Days", "Last Done", "Next Due", "Notes"],
    rows: async (db, org) =>
      (
        await db
          .select({ t: maintenanceTasks, item: equipment.name, serial: equipment.serialNumber, location: locations.name })
          .from(maintenanceTasks)
          .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
          .innerJoin(locations, eq(locations.id, equipment.locationId))
          .where(and(eq(locations.organizationId, org), live(equipment)))
          .orderBy(asc(locations.name), asc(equipment.name), asc(maintenanceTasks.id))
      ).map(({ t, item, serial, location }) => [location, item, serial, t.task, t.intervalDays, t.lastDone, t.nextDue, t.notes]),
  },
  {
    file: "vendors.csv",
    header: columnsOf("vendors"),
    rows: async (db, org) =>
      (
        await db
          .select({ v: vendors, location: locations.name })
          .from(vendors)
          .innerJoin(locations, eq(locations.id, vendors.locationId))
          .where(and(eq(locations.organizationId, org), live(vendors)))
          .orderBy(asc(locations.name), asc(vendors.name), asc(vendors.id))
      ).map(({ v, location }) => [location, v.name, v.category, v.contactName, v.phone, v.email, v.address, v.schedule, v.nextServiceDate, v.notes]),
  },
  {
    file: "budget_categories.csv",
    header: ["Name", "Description"],
    rows: async (db, org) =>
      (await db.select().from(budgetCategories).where(eq(budgetCategories.organizationId, org)).orderBy(asc(budgetCategories.name))).map((c) => [c.name, c.description]),
  },
  {
    file: "budgets.csv",
    header: columnsOf("budgets"),
    rows: async (db, org) =>
      (
        await db
          .select({ b: budgets, location: locations.name, category: budgetCategories.name })
          .from(budgets)
          .innerJoin(locations, eq(locations.id, budgets.locationId))
          .innerJoin(budgetCategories, eq(budgetCategories.id, budgets.categoryId))
          .where(eq(locations.organizationId, org))
          .orderBy(asc(locations.name), asc(budgets.month), asc(budgetCategories.name))
      ).map(({ b, location, category }) => [location, b.month, category, b.plannedAmount, b.weekOneActual, b.weekTwoActual, b.weekThreeActual, b.weekFourActual]),
  },
  {
    file: "marketing_campaigns.csv",
    header: ["Location", "Title", "Description", "Start Date", "End Date", "Budget", "Status"],
    rows: async (db, org) =>
      (
        await db
          .select({ c: marketingCampaigns, location: locations.name })
          .from(marketingCampaigns)
          .innerJoin(locations, eq(locations.id, marketingCampaigns.locationId))
          .where(and(eq(locations.organizationId, org), live(marketingCampaigns)))
          .orderBy(asc(locations.name), asc(marketingCampaigns.startDate), asc(marketingCampaigns.id))
      ).map(({ c, location }) => [location, c.title, c.description, c.startDate, c.endDate, c.budget, c.status]),
  },
  {
    file: "payroll_records.csv",
    header: ["Location", "Week Ending", "Total Tips", "Employee Count", "Distribution Method", "File Name", "Created At"],
    rows: async (db, org) =>
      (
        await db
          .select({
            location: locations.name,
            weekEnding: payrollRecords.weekEnding,
            totalTips: payrollRecords.totalTips,
            employeeCount: payrollRecords.employeeCount,
            method: payrollRecords.distributionMethod,
            fileName: payrollRecords.fileName,
            createdAt: payrollRecords.createdAt,
          })
          .from(payrollRecords)
          .innerJoin(locations, eq(locations.id, payrollRecords.locationId))
          .where(eq(locations.organizationId, org))
          .orderBy(asc(locations.name), asc(payrollRecords.weekEnding))
      ).map((p) => [p.location, p.weekEnding, p.totalTips, p.employeeCount, p.method, p.fileName, iso(p.createdAt)]),
  },
  {
    file: "users.csv",
    header: ["Email", "First Name", "Last Name", "Role", "Locations"],
    rows: async (db, org) => {
      const people = await db.select().from(users).where(eq(users.organizationId, org)).orderBy(asc(users.email));
      const assigned = people.length
        ? await db
            .select({ userId: userLocations.userId, name: locations.name })
            .from(userLocations)
            .innerJoin(locations, eq(locations.id, userLocations.locationId))
            .where(inArray(userLocations.userId, people.map((p) => p.id)))
        : [];
      return people.map((u) => [u.email, u.firstName, u.lastName, u.role, assigned.filter((a) => a.userId === u.id).map((a) => a.name).sort().join("; ")]);
    },
  },
  {
    file: "invitations.csv",
    header: ["Email", "Role", "Location", "Status", "Expires At", "Created At"],
    rows: async (db, org) =>
      (
        await db
          .select({ i: userInvitations, location: locations.name })
          .from(userInvitations)
          .leftJoin(locations, eq(locations.id, userInvitations.locationId))
          .where(eq(userInvitations.organizationId, org))
          .orderBy(asc(userInvitations.createdAt))
      ).map(({ i, location }) => [i.email, i.role, location, i.status, iso(i.expiresAt), iso(i.createdAt)]),
  },
  {
    file: "audit_log.csv",
    header: ["Date", "Actor", "Action", "Entity Type", "Entity Id"],
    rows: async (db, org) =>
      (
        await db
          .select({ a: auditLog, actor: users.email })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(eq(auditLog.organizationId, org))
          .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      ).map(({ a, actor }) => [iso(a.createdAt), actor, a.action, a.entityType, a.entityId]),
  },
];

/** A stored document's metadata and what uses it, to name it in the archive. */
export interface DocumentEntry {
  id: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  createdAt: Date;
  license: { location: string; type: string; number: string | null } | null;
  manual: { location: string; item: string } | null;
}

export async function documentEntries(db: DbOrTx, organizationId: string): Promise<DocumentEntry[]> {
  const docs = await db
    .select({
      id: documents.id,
      originalName: documents.originalName,
      contentType: documents.contentType,
      size: documents.size,
      sha256: documents.sha256,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.organizationId, organizationId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const licensed = await db
    .select({
      documentId: licenses.documentId,
      location: locations.name,
      type: licenseTypes.name,
      number: licenses.licenseNumber,
      trashed: sql<boolean>`${licenses.deletedAt} is not null`,
    })
    .from(licenses)
    .innerJoin(locations, eq(locations.id, licenses.locationId))
    .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .where(and(inArray(licenses.locationId, inOrg(organizationId)), sql`${licenses.documentId} is not null`));
  const manuals = await db
    .select({
      documentId: equipment.manualDocumentId,
      location: locations.name,
      item: equipment.name,
      trashed: sql<boolean>`${equipment.deletedAt} is not null`,
    })
    .from(equipment)
    .innerJoin(locations, eq(locations.id, equipment.locationId))
    .where(and(inArray(equipment.locationId, inOrg(organizationId)), sql`${equipment.manualDocumentId} is not null`));
  const byLicense = new Map(licensed.map((l) => [l.documentId!, l]));
  const byManual = new Map(manuals.map((m) => [m.documentId!, m]));
  // A trashed item's document is not part of the organization's data until the item is restored.
  const trashed = new Set([...licensed, ...manuals].filter((r) => r.trashed).map((r) => r.documentId!));
  return docs.filter((d) => !trashed.has(d.id)).map((d) => {
    const l = byLicense.get(d.id);
    const m = byManual.get(d.id);
    return { ...d, license: l ? { location: l.location, type: l.type, number: l.number } : null, manual: m ? { location: m.location, item: m.item } : null };
  });
}

/** Reads one document's bytes (when the archive reaches it, never all at once). */
export async function documentContent(db: DbOrTx, id: string): Promise<Buffer> {
  const [row] = await db
    .select({ storage: documents.storage, storageKey: documents.storageKey, content: documents.content })
    .from(documents)
    .where(eq(documents.id, id));
  return row ? loadBytes(row) : Buffer.alloc(0);
}

