import { queryOptions } from "@tanstack/react-query";
import type { Json } from "@shared/schema/json";
import type { LocationView } from "@shared/schema/organizations-views";

export const LOCATIONS_URL = "/api/organization/locations";

/** A location as the API answers it (dates as ISO strings). */
export type LocationDto = Json<LocationView>;

export const locationsQuery = (enabled: boolean) =>
  queryOptions<LocationDto[]>({ queryKey: [LOCATIONS_URL], enabled });

export { hrefForLocation, LOCATION_PARAM } from "@shared/domain/location-choice";
