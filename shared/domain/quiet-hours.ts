/** Quiet hours: whole hours [start, end) in a time zone, across midnight when start > end (22 → 7). */
export interface QuietHoursSetting {
  start: number;
  end: number;
  timeZone: string;
}

/** The hour and minute `at` shows in `timeZone`. */
function clockAt(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get("hour") % 24, minute: get("minute") };
}

export function isQuietAt(q: QuietHoursSetting, at: Date): boolean {
  const { hour } = clockAt(at, q.timeZone);
  return q.start < q.end ? hour >= q.start && hour < q.end : hour >= q.start || hour < q.end;
}

/**
 * When a push raised at `at` may be sent: `at` itself outside quiet hours, else the first whole hour at which they
 * end (found by stepping to each next hour, so daylight-saving changes and half-hour zones need no special case).
 */
export function pushAllowedFrom(q: QuietHoursSetting | null, at: Date): Date {
  if (!q || !isQuietAt(q, at)) return at;
  const { minute } = clockAt(at, q.timeZone);
  let next = new Date(at.getTime() - minute * 60_000 - at.getUTCSeconds() * 1000 - at.getUTCMilliseconds() + 3_600_000);
  for (let i = 0; i < 25 && isQuietAt(q, next); i++) next = new Date(next.getTime() + 3_600_000);
  return next;
}
