import { toIsoDate, type IsoDate } from "./calendar";

/** The zone most of each state's people live in (issue 32, "today is the location's day"). */
const STATE_ZONES: Record<string, string> = {
  AL: "America/Chicago", AK: "America/Anchorage", AZ: "America/Phoenix", AR: "America/Chicago",
  CA: "America/Los_Angeles", CO: "America/Denver", CT: "America/New_York", DE: "America/New_York",
  DC: "America/New_York", FL: "America/New_York", GA: "America/New_York", HI: "Pacific/Honolulu",
  ID: "America/Boise", IL: "America/Chicago", IN: "America/Indiana/Indianapolis", IA: "America/Chicago",
  KS: "America/Chicago", KY: "America/New_York", LA: "America/Chicago", ME: "America/New_York",
  MD: "America/New_York", MA: "America/New_York", MI: "America/Detroit", MN: "America/Chicago",
  MS: "America/Chicago", MO: "America/Chicago", MT: "America/Denver", NE: "America/Chicago",
  NV: "America/Los_Angeles", NH: "America/New_York", NJ: "America/New_York", NM: "America/Denver",
  NY: "America/New_York", NC: "America/New_York", ND: "America/Chicago", OH: "America/New_York",
  OK: "America/Chicago", OR: "America/Los_Angeles", PA: "America/New_York", RI: "America/New_York",
  SC: "America/New_York", SD: "America/Chicago", TN: "America/Chicago", TX: "America/Chicago",
  UT: "America/Denver", VT: "America/New_York", VA: "America/New_York", WA: "America/Los_Angeles",
  WV: "America/New_York", WI: "America/Chicago", WY: "America/Denver", PR: "America/Puerto_Rico",
};

/** Parts of split states, by the first three digits of the ZIP code. */
const ZIP_ZONES: Array<{ state: string; prefixes: string[]; zone: string }> = [
  { state: "TX", prefixes: ["798", "799", "885"], zone: "America/Denver" }, // El Paso
  { state: "FL", prefixes: ["324", "325"], zone: "America/Chicago" }, // the Panhandle
  { state: "TN", prefixes: ["373", "374", "376", "377", "378", "379"], zone: "America/New_York" }, // East Tennessee
  { state: "KY", prefixes: ["420", "421", "422", "423", "424"], zone: "America/Chicago" }, // western Kentucky
  { state: "IN", prefixes: ["463", "464", "476", "477"], zone: "America/Chicago" }, // Gary, Evansville
  { state: "ID", prefixes: ["835", "838"], zone: "America/Los_Angeles" }, // the Panhandle
  { state: "NE", prefixes: ["691", "693"], zone: "America/Denver" }, // the west
  { state: "SD", prefixes: ["577"], zone: "America/Denver" }, // the west
];

/** The zones a location may be given: the suggestions' zones, which cover the states Sous knows. */
export const LOCATION_TIME_ZONES: readonly string[] = [...new Set([...Object.values(STATE_ZONES), ...ZIP_ZONES.map((z) => z.zone)])].sort();

// Making an Intl.DateTimeFormat costs far more than using one (a list of 100 licenses made one per row).
const formats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (zone: string) => {
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format;
};

/** A zone this runtime knows (any IANA name, not only the suggested ones). */
export function isValidTimeZone(zone: string): boolean {
  try {
    formatFor(zone);
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

/** The zone suggested for a location from its state and ZIP code; null without a known state. */
export function suggestTimeZone(state: string | null | undefined, zipCode?: string | null): string | null {
  const code = state?.trim().toUpperCase();
  if (!code || !STATE_ZONES[code]) return null;
  const prefix = zipCode?.trim().slice(0, 3);
  const split = prefix ? ZIP_ZONES.find((z) => z.state === code && z.prefixes.includes(prefix)) : undefined;
  return split?.zone ?? STATE_ZONES[code]!;
}

/** The calendar date at `now` in a zone ("YYYY-MM-DD"). */
export function dateInZone(zone: string, now: Date): IsoDate {
  const parts = formatFor(zone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface ZonedLocation {
  state: string | null;
  zipCode?: string | null;
  timeZone?: string | null;
}

/** The zone whose date is the location's today: its own, else the suggestion; null means the server's. */
export function locationTimeZone(location: ZonedLocation): string | null {
  const own = location.timeZone && isValidTimeZone(location.timeZone) ? location.timeZone : null;
  return own ?? suggestTimeZone(location.state, location.zipCode);
}

/** "Today" at a location: the date at `now` in its zone, or the server's date when it has none. */
export function locationToday(location: ZonedLocation, now: Date): IsoDate {
  const zone = locationTimeZone(location);
  return zone ? dateInZone(zone, now) : toIsoDate(now);
}

/** The hour (0–23) at `now` at a location: in its zone, or the server's hour when it has none. */
export function locationHour(location: ZonedLocation, now: Date): number {
  const zone = locationTimeZone(location);
  if (!zone) return now.getHours();
  const hour = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(now);
  return Number(hour) % 24;
}

/**
 * Whether a location's morning has come (issue 32: "the daily reminders go out in each location's morning"):
 * its hour at `now` is `morningHour` or later. The reminders run every hour; a location's are made at the first
 * run of its day past that hour, and later runs add nothing (each reminder is made once).
 */
export const isLocationMorningPast = (location: ZonedLocation, now: Date, morningHour: number): boolean => locationHour(location, now) >= morningHour;
