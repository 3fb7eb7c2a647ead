import { queryOptions } from "@tanstack/react-query";
import type { Location } from "@shared/schema/organizations";

export const LOCATIONS_URL = "/api/organization/locations";

/** Dates arrive as ISO strings over JSON. */
export type LocationDto = Omit<Location, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

export const locationsQuery = (enabled: boolean) =>
  queryOptions<LocationDto[]>({ queryKey: [LOCATIONS_URL], enabled });

export { hrefForLocation, LOCATION_PARAM } from "@shared/domain/location-choice";
