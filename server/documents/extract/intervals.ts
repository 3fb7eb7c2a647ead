// Maintenance intervals in days, by the convention of the fixtures README: daily 1, weekly 7,
// every two weeks 14, monthly 30, every N months N × 30, quarterly 90, semi-annually 180,
// annually / yearly / every twelve months 365, every N days N.

const NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, eighteen: 18, twenty: 20, thirty: 30, sixty: 60, ninety: 90, other: 2,
  // "every second week", "every third month", "every sixth month".
  second: 2, third: 3, fourth: 4, sixth: 6,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
/** "3" or "three" of a unit, in days; twelve months are a year. */
function countOfUnits(count: string, unit: string): number {
  const n = /^\d+$/.test(count) ? Number(count) : NUMBERS[count.toLowerCase()]!;
  const u = unit.toLowerCase();
  return u === "month" && n === 12 ? 365 : n * UNIT_DAYS[u]!;
}

export interface IntervalMatch {
  days: number;
  index: number;
  length: number;
}

const numberWord = `(\\d{1,3}|${Object.keys(NUMBERS).join("|")})`;
const patterns: { re: RegExp; days: (m: RegExpExecArray) => number | null }[] = [
  // "at the end of each day", "at the close of every day", "at the start of every shift", "after each day of
  // use", "end of every week": the unit's interval (a shift is a part of a day: a daily job).
  {
    re: /\b(?:(?:at\s+the\s+)?(?:end|close|start|beginning)\s+of\s+(?:each|every|the|your)(?:\s+(?:operating|working|business|trading|service))?\s+(day|shift|week|month)(?:['’]s\s+(?:production|service|use|operation|work|trading|cooking|baking|business))?|after\s+(?:each|every)\s+(day|shift)(?:\s+of\s+(?:use|operation|service))?)\b/gi,
    days: (m) => ({ day: 1, shift: 1, week: 7, month: 30 })[(m[1] ?? m[2])!.toLowerCase() as "day"],
  },
  // "At the close of business each day", "at the end of service": the day's close, a daily job.
  {
    re: /\b(?:at\s+the\s+)?(?:end|close)\s+of\s+(?:business|service|trading)(?:\s+(?:each|every)\s+day)?\b/gi,
    days: () => 1,
  },
  // "on a monthly basis", "on a weekly basis": the whole phrase is the interval (the job is what is left).
  {
    re: /\bon\s+an?\s+(daily|nightly|weekly|bi-?weekly|fortnightly|monthly|quarterly|semi-?annual|annual|yearly)\s+basis\b/gi,
    days: (m) => ({ daily: 1, nightly: 1, weekly: 7, biweekly: 14, fortnightly: 14, monthly: 30, quarterly: 90, semiannual: 180, annual: 365, yearly: 365 })[m[1]!.toLowerCase().replace("-", "") as "daily"],
  },
  // "every shift", "each shift", "per shift", "once a shift": a job done more often than daily is a daily job.
  { re: /\b(?:every|each|per|once\s+(?:a|per|each))\s+shift\b/gi, days: () => 1 },
  {
    // "every 3 months", "every 3 mo.", "every 2 yrs", "every 2 wks"; OCR may drop the spaces around a figure
    // ("Every6months").
    re: new RegExp(`\\b(?:every|each|once\\s+every)(?:\\s+|(?=\\d))${numberWord}(?:\\s*\\(\\d+\\))?(?:[\\s-]+|(?<=\\d))(day|week|wk|month|mo|mth|year|yr)s?\\b\\.?`, "gi"),
    days: (m) => countOfUnits(m[1]!, ({ wk: "week", mo: "month", mth: "month", yr: "year" } as Record<string, string>)[m[2]!.toLowerCase()] ?? m[2]!),
  },
  {
    re: /\b(?:every|each|once\s+(?:a|per|each|every))\s+(day|week|fortnight|month|quarter|year)\b/gi,
    days: (m) => ({ day: 1, week: 7, fortnight: 14, month: 30, quarter: 90, year: 365 })[m[1]!.toLowerCase() as "day"],
  },
  // "every 500 hours or 3 months, whichever comes first": the calendar half of a mixed schedule.
  {
    re: new RegExp(`\\b${numberWord}\\s+(day|week|month|year)s?(?=,?\\s+whichever\\s+(?:comes|occurs|is|happens)\\s+(?:first|sooner|earlier))`, "gi"),
    days: (m) => countOfUnits(m[1]!, m[2]!),
  },
  // "after each use", "after every use": the finest a calendar schedule goes is daily (the product's rule).
  { re: /\bafter\s+(?:each|every)\s+use\b/gi, days: () => 1 },
  // "every evening", "each night": daily.
  { re: /\b(?:every|each)\s+(?:evening|night|morning)\b/gi, days: () => 1 },
  // "every 6-12 months", "every 3–4 weeks": the shorter interval, so the job is not late.
  {
    re: /\b(?:every|each)\s+(\d{1,3})\s*(?:-|–|—|to)\s*\d{1,3}\s+(day|week|month|year)s?\b/gi,
    days: (m) => Number(m[1]) * UNIT_DAYS[m[2]!.toLowerCase()]!,
  },
  // A table cell that is nothing but a period: "3 mo", "6 mos.", "12 months", "2 wks".
  {
    re: /^\s*(\d{1,2})\s*(mo|mos|mth|mths|months?|wks?|weeks?|yrs?|years?|days?)\.?\s*$/gi,
    days: (m) => {
      const u = m[2]!.toLowerCase();
      const unit = u.startsWith("m") ? 30 : u.startsWith("w") ? 7 : u.startsWith("y") ? 365 : 1;
      const n = Number(m[1]);
      return unit === 30 && n === 12 ? 365 : n * unit;
    },
  },
  // A matrix column head or table cell that is a bare unit: "Day", "Week", "Month", "Quarter", "Year".
  {
    re: /^\s*(day|shift|week|month|quarter|year)\s*$/gi,
    days: (m) => ({ day: 1, shift: 1, week: 7, month: 30, quarter: 90, year: 365 })[m[1]!.toLowerCase() as "day"],
  },
  // "6-monthly", "3-monthly", "2-weekly": every N months or weeks, as British schedules say it.
  {
    re: /\b(\d{1,2})-(monthly|weekly)\b/gi,
    days: (m) => (m[2]!.toLowerCase() === "monthly" ? (Number(m[1]) === 12 ? 365 : Number(m[1]) * 30) : Number(m[1]) * 7),
  },
  // "twice daily", "three times a day": still a daily job.
  { re: /\b(?:twice|two\s+times|three\s+times)\s+(?:daily|a\s+day|per\s+day)\b/gi, days: () => 1 },
  { re: /\b(?:twice|two\s+times|2\s*(?:x|×|times))\s+(?:a|per|each)\s+(year|month)\b/gi, days: (m) => (m[1]!.toLowerCase() === "year" ? 180 : 15) },
  // "four times a year", "3 times per year": every 12/N months (quarterly for four).
  {
    re: /\b(three|four|six|twelve|[3-9]|1[02])\s*(?:x|×|times)\s+(?:a|per|each)\s+year\b/gi,
    days: (m) => {
      const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBERS[m[1]!.toLowerCase()]!;
      return 12 % n === 0 ? (12 / n) * 30 : Math.round(365 / n);
    },
  },
  { re: /\btwice[\s-](yearly|monthly)\b/gi, days: (m) => (m[1]!.toLowerCase() === "yearly" ? 180 : 15) },
  {
    // "Bi-monthly" is read as every two months, as maintenance schedules use it.
    re: /\b(daily|nightly|weekly|bi-?weekly|fortnightly|monthly|bi-?monthly|quarterly|semi-?annually|semi-?annual|bi-?annually|bi-?annual|half-?yearly|annually|annual|yearly)\b/gi,
    days: (m) => {
      const w = m[1]!.toLowerCase().replace("-", "");
      const table: Record<string, number> = {
        daily: 1, nightly: 1, weekly: 7, biweekly: 14, fortnightly: 14, monthly: 30, bimonthly: 60, quarterly: 90,
        semiannually: 180, semiannual: 180, halfyearly: 180, biannually: 180, biannual: 180, annually: 365, annual: 365, yearly: 365,
      };
      return table[w] ?? null;
    },
  },
];

/** Maintenance intervals stated in `text`, in order of position. */
export function findIntervals(text: string): IntervalMatch[] {
  const found: IntervalMatch[] = [];
  for (const { re, days } of patterns) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.index + f.length && end > f.index)) continue;
      const d = days(m);
      if (d) found.push({ days: d, index: start, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Words a schedule heading may hold beside its interval: "Weekly Cleaning Procedure", "Once a Year (Service Technician)". */
const HEADING_WORDS =
  /^(?:tasks?|maintenance|cleaning|checks?|checklist|care|procedures?|schedule|service|servicing|inspections?|items?|jobs?|routine|operator|user|staff|technician|qualified|authori[sz]ed|by|the|a|an|of|and|or|to|do|be|done|performed|required|recommended|preventive|preventative|periodic|scheduled|level|\d|[a-d]|step|part|section|kitchen|crew|employees?|owner|manager|personnel|shift|end|start|close|closing|opening|each|every|at|after|before|use|minimum|least|lists?|tasks?)$/i;

/** The words a letter-spaced schedule heading may be made of ("E V E RY S I X M O N T H S"). */
const SPACED_VOCABULARY = new Set([
  ...Object.keys(NUMBERS),
  ...["day", "days", "week", "weeks", "month", "months", "quarter", "year", "years", "shift", "night", "evening", "morning"],
  ...["daily", "nightly", "weekly", "biweekly", "fortnightly", "monthly", "bimonthly", "quarterly", "semiannually", "semiannual"],
  ...["annually", "annual", "yearly", "every", "each", "once", "a", "per", "twice", "after", "use", "end", "of", "the", "at", "close"],
  ...["tasks", "task", "maintenance", "cleaning", "checks", "care", "service", "schedule", "procedure", "procedures", "and", "or"],
]);

/**
 * A heading set letter-spaced, its letters read apart and sometimes in pairs ("D A I LY", "E V E RY S I X M O N T H S"),
 * put back into words of the interval vocabulary; null when the line is not letter-spaced or does not divide so.
 */
export function unspaceHeading(line: string): string | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length < 4 || !tokens.every((w) => /^[A-Za-z-]{1,2}$/.test(w)) || tokens.filter((w) => w.length === 1).length < tokens.length / 2) return null;
  const letters = tokens.join("").replace(/-/g, "").toLowerCase();
  // Fewest words that cover every letter (most headings are two or three words).
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= letters.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 14); start < end; start++) {
      const prev = best[start];
      const word = letters.slice(start, end);
      if (prev && SPACED_VOCABULARY.has(word) && (!best[end] || prev.length + 1 < best[end]!.length)) best[end] = [...prev, word];
    }
  }
  return best[letters.length]?.join(" ") ?? null;
}

/** A line that is nothing but an interval ("Every day", "Monthly tasks", "WEEKLY PROCEDURE"): a schedule heading. */
export function headingInterval(line: string): number | null {
  const t = (unspaceHeading(line) ?? line).replace(/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-D][.)])\s+/, "").replace(/[:.\-–—]+$/, "").trim();
  // An aside in brackets ("EVERY DAY (after the last bake, oven cooled)") says when, not what: not counted.
  if (t.replace(/\([^)]*\)|\[[^\]]*\]/g, " ").trim().split(/\s+/).length > 7) return null;
  let m = findIntervals(t);
  // "Daily (End of Each Shift)": the aside's interval restates the heading's.
  if (m.length > 1) m = findIntervals(t.replace(/\([^)]*\)|\[[^\]]*\]/g, (a) => " ".repeat(a.length)));
  if (m.length !== 1) return null;
  // An aside in brackets ("(by the operator)", "(end of each shift)") says who or when, never what.
  const rest = (t.slice(0, m[0]!.index) + " " + t.slice(m[0]!.index + m[0]!.length)).replace(/\([^)]*\)|\[[^\]]*\]/g, " ").replace(/[()[\]:,\-–—/&]+/g, " ").trim();
  return rest === "" || rest.split(/\s+/).every((w) => HEADING_WORDS.test(w)) ? m[0]!.days : null;
}
