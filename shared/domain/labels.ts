// Value lists come from the specific schema files, not the schema index, to keep the client bundle small.
import { EQUIPMENT_STATUSES, type EquipmentStatus } from "../schema/equipment-input";
import { INVITATION_STATUSES, type InvitationStatus } from "../schema/invitations-input";
import { LICENSE_CATEGORIES, LICENSE_STATUSES, type LicenseCategory, type LicenseStatus } from "../schema/licenses-input";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "../schema/marketing-input";
import { LOCATION_STATUSES, type LocationStatus } from "../schema/organizations-input";
import { VENDOR_CATEGORIES, VENDOR_SCHEDULES, type VendorCategory, type VendorSchedule } from "../schema/vendors-input";
import { humanize } from "./text";

export interface Option<T extends string> {
  value: T;
  label: string;
}

export const LICENSE_CATEGORY_LABELS: Record<LicenseCategory, string> = {
  health: "Health & Safety",
  business: "Business",
  liquor: "Liquor & Alcohol",
  safety: "Safety & Insurance",
  building: "Building & Construction",
};

export const LICENSE_STATUS_LABELS: Record<LicenseStatus, string> = {
  active: "Active",
  expired: "Expired",
  expiring_soon: "Expiring Soon",
  archived: "Archived",
};

export const VENDOR_CATEGORY_LABELS: Record<VendorCategory, string> = {
  cleaning: "Cleaning",
  maintenance: "Maintenance",
  supplier: "Supplier",
  security: "Security",
  utilities: "Utilities",
  waste: "Waste Management",
  other: "Other",
};

export const VENDOR_SCHEDULE_LABELS: Record<VendorSchedule, string> = {
  daily: "Daily",
  weekly: "Weekly",
  "bi-weekly": "Bi-weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  "on-call": "On-call",
  "24/7": "24/7",
};

export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  opening_soon: "Opening Soon",
  temporarily_closed: "Temporarily Closed",
};

export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  working: "Working",
  maintenance_due: "Maintenance Due",
  broken: "Broken",
};

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  planned: "Planned",
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  expired: "Expired",
  revoked: "Revoked",
};

/** The label of a known code; an unknown code is humanised; absent → fallback. */
function lookup<T extends string>(
  labels: Record<T, string>,
  value: string | null | undefined,
  fallback: string,
): string {
  if (!value) return fallback;
  if (Object.hasOwn(labels, value)) return labels[value as T];
  return humanize(value) || fallback;
}

/** A license type without a category reads "General" (SPEC §5). */
export const licenseCategoryLabel = (category: string | null | undefined): string =>
  lookup(LICENSE_CATEGORY_LABELS, category, "General");
export const licenseStatusLabel = (status: string | null | undefined): string =>
  lookup(LICENSE_STATUS_LABELS, status, "");
export const vendorCategoryLabel = (category: string | null | undefined): string =>
  lookup(VENDOR_CATEGORY_LABELS, category, "");
/** SPEC: the vendor table shows "N/A" without a schedule. */
export const vendorScheduleLabel = (schedule: string | null | undefined): string =>
  lookup(VENDOR_SCHEDULE_LABELS, schedule, "N/A");
export const locationStatusLabel = (status: string | null | undefined): string =>
  lookup(LOCATION_STATUS_LABELS, status, "");
export const equipmentStatusLabel = (status: string | null | undefined): string =>
  lookup(EQUIPMENT_STATUS_LABELS, status, "");
export const campaignStatusLabel = (status: string | null | undefined): string =>
  lookup(CAMPAIGN_STATUS_LABELS, status, "");
export const invitationStatusLabel = (status: string | null | undefined): string =>
  lookup(INVITATION_STATUS_LABELS, status, "");

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Select options in schema order. */
export const LICENSE_CATEGORY_OPTIONS = options(LICENSE_CATEGORIES, LICENSE_CATEGORY_LABELS);
export const LICENSE_STATUS_OPTIONS = options(LICENSE_STATUSES, LICENSE_STATUS_LABELS);
export const VENDOR_CATEGORY_OPTIONS = options(VENDOR_CATEGORIES, VENDOR_CATEGORY_LABELS);
export const VENDOR_SCHEDULE_OPTIONS = options(VENDOR_SCHEDULES, VENDOR_SCHEDULE_LABELS);
export const LOCATION_STATUS_OPTIONS = options(LOCATION_STATUSES, LOCATION_STATUS_LABELS);
export const EQUIPMENT_STATUS_OPTIONS = options(EQUIPMENT_STATUSES, EQUIPMENT_STATUS_LABELS);
export const CAMPAIGN_STATUS_OPTIONS = options(CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS);
export const INVITATION_STATUS_OPTIONS = options(INVITATION_STATUSES, INVITATION_STATUS_LABELS);
