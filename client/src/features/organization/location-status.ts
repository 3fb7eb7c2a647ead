import { LOCATION_STATUSES, type LocationStatus } from "@shared/schema/organizations-input";
import type { BadgeProps } from "@/components/ui/badge";

export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  opening_soon: "Opening Soon",
  temporarily_closed: "Temporarily Closed",
};

export const LOCATION_STATUS_VARIANTS: Record<LocationStatus, NonNullable<BadgeProps["variant"]>> = {
  active: "success",
  inactive: "secondary",
  opening_soon: "warning",
  temporarily_closed: "destructive",
};

export const LOCATION_STATUS_OPTIONS = LOCATION_STATUSES.map((value) => ({
  value,
  label: LOCATION_STATUS_LABELS[value],
}));

export function locationStatusLabel(status: string): string {
  return LOCATION_STATUS_LABELS[status as LocationStatus] ?? status;
}

export function locationStatusVariant(status: string): NonNullable<BadgeProps["variant"]> {
  return LOCATION_STATUS_VARIANTS[status as LocationStatus] ?? "outline";
}
