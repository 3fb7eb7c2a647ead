import { queryOptions } from "@tanstack/react-query";
import type { Location } from "@shared/schema/organizations";

export const LOCATIONS_URL = "/api/organization/locations";

/** Dates arrive as ISO strings over JSON. */
export type LocationDto = Omit<Location, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

export const locationsQuery = (enabled: boolean) =>
  queryOptions<LocationDto[]>({ queryKey: [LOCATIONS_URL], enabled });

/** The query parameter of a link about one location: following it selects that location (selected-location.tsx). */
export const LOCATION_PARAM = "location";

/** `href` leading to `locationId`'s view of the page: "/licenses" → "/licenses?location=<id>". */
export function hrefForLocation(href: string, locationId: string | null | undefined): string {
  if (!locationId) return href;
  const [pathAndQuery = "", hash] = href.split("#", 2);
  const [path = "", query] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(LOCATION_PARAM, locationId);
  return `${path}?${params.toString()}${hash === undefined ? "" : `#${hash}`}`;
}
