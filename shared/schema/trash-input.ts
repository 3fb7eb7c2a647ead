/** What goes to the trash instead of being deleted at once (issue 24), and for how long. */
export const TRASH_KINDS = ["license", "equipment", "vendor", "campaign"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

export const TRASH_DAYS = 30;

export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  license: "License",
  equipment: "Equipment",
  vendor: "Vendor",
  campaign: "Campaign",
};

/** One trashed record as GET /api/trash lists it. */
export interface TrashItemView {
  kind: TrashKind;
  id: string;
  name: string;
  locationId: string;
  locationName: string;
  deletedAt: string;
  deletedBy: string | null;
  /** The day it is deleted for good (YYYY-MM-DD). */
  purgeOn: string;
}
