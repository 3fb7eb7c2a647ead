import type { LocationDto } from "@/app/locations";

export type StatusFilter = "all" | LocationDto["status"];

/** Search matches name, address (street, city, state, ZIP) or manager name, ignoring case. */
export function filterLocations(locations: LocationDto[], search: string, status: StatusFilter): LocationDto[] {
  const needle = search.trim().toLowerCase();
  return locations.filter((location) => {
    if (status !== "all" && location.status !== status) return false;
    if (!needle) return true;
    const haystack = [
      location.name,
      location.address,
      location.city,
      location.state,
      location.zipCode,
      location.managerName,
    ];
    return haystack.some((value) => value?.toLowerCase().includes(needle));
  });
}
