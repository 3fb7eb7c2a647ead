import type { IsoDate } from "@shared/domain/calendar";
import { locationToday } from "@shared/domain/time-zone";
import { useSelectedLocation } from "./selected-location";

/**
 * "Today" at the selected location, in its time zone, as the server computes statuses and due dates (issue 32,
 * point 8): a manager in another zone, or a browser set to UTC, still sees the location's day.
 */
export function useLocationToday(): IsoDate {
  const { selectedLocation } = useSelectedLocation();
  return locationToday(selectedLocation ?? { state: null }, new Date());
}
