const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

/** The three-letter abbreviations of the months, January first. */
export const MONTH_ABBREVIATIONS = Object.keys(MONTHS).filter((m) => m.length === 3);

/** A month's name, short or in full, as one capturing group (lower case: use with the "i" flag). */
export const monthName =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/** A day of the month written as an ordinal word; "twenty-" or "thirty-" before it adds its tens. */
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
  thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};

// Each pattern returns [year, month, day] from its groups.
const patterns: { re: RegExp; parts: (m: RegExpExecArray) => [number, number, number] }[] = [
  // 2026-03-15, 2026/03/15
  {
    re: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g,
    parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // March 15, 2026 · Mar. 15 2026 · Sept 3rd, 2026 · MAR-15-2026 ("Monday, March 9, 2026": the weekday is left before it)
  {
    re: new RegExp(`\\b${monthName}\\.?(?:\\s+|-)(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+|-)(\\d{4})\\b`, "gi"),
    parts: (m) => [Number(m[3]), monthOf(m[1]!), Number(m[2])],
  },
  // 15-MAR-2026 · 15 March 2026 · 15 Mar. 2026
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${monthName}\\.?[\\s-]+(\\d{4})\\b`, "gi"),
    parts: (m) => [Number(m[3]), monthOf(m[2]!), Number(m[1])],
  },
  // 9-Mar-26 · 09-MAR-26: a short year only with the month spelled and dashes both sides
  {
    re: new RegExp(`\\b(\\d{1,2})-${monthName}-(\\d{2})\\b`, "gi"),
    parts: (m) => [2000 + Number(m[3]), monthOf(m[2]!), Number(m[1])],
  },
  // "9th of March 2026", "1st of July, 2026"
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)\\s+of\\s+${monthName}\\.?,?\\s+(\\d{4})\\b`, "gi"),
    parts: (m) => [Number(m[3]), monthOf(m[2]!), Number(m[1])],
  },
  // "the 12th day of February, 2026" (a certificate's formal date)
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+day\\s+of\\s+${monthName}\\.?,?\\s+(\\d{4})\\b`, "gi"),
    parts: (m) => [Number(m[3]), monthOf(m[2]!), Number(m[1])],
  },
  // "the eleventh day of May, 2026", "this twenty-first day of August, 2026" (a formal date with the day in words)
  {
    re: new RegExp(`\\b(?:(twenty|thirty)[\\s-]?)?(${Object.keys(ORDINALS).join("|")})\\s+day\\s+of\\s+${monthName}\\.?,?\\s+(\\d{4})\\b`, "gi"),
    parts: (m) => [Number(m[4]), monthOf(m[3]!), (m[1] ? (m[1].toLowerCase() === "twenty" ? 20 : 30) : 0) + ORDINALS[m[2]!.toLowerCase()]!],
  },
  // "the last day of June 2027" (a term that runs to a month's end): the month's last day, worked out in iso().
  {
    re: new RegExp(`\\b(?:the\\s+)?last\\s+day\\s+of\\s+${monthName}\\.?,?\\s+(\\d{4})\\b`, "gi"),
    parts: (m) => [Number(m[2]), monthOf(m[1]!), 31],
  },
  // 03/15/2026 · 3-15-2026 · 03.15.26 (US order; day first when the first number exceeds 12). Must stay last:
  // findDates marks its readings ambiguous when both numbers could be the month.
  {
    re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g,
    parts: (m) => {
      let a = Number(m[1]);
      let b = Number(m[2]);
      if (a > 12 && b <= 12) [a, b] = [b, a];
      const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
      return [y, a, b];
    },
  },
];

const NUMERIC = patterns[patterns.length - 1]!.re;
const WEEKDAY_BEFORE = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:\.?,?\s+|[.,])$/i;

function monthOf(name: string): number {
  return MONTHS[name.toLowerCase().slice(0, 3)] ?? 0;
}

function iso(y: number, m: number, d: number, lastDay = false): string | null {
  if (y < 1950 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d === 31 && lastDay) d = days;
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export interface FoundDate {
  iso: string;
  index: number;
  length: number;
  /** All figures, both of the first two 12 or less and unequal ("06-01-26"): `iso` reads the month first, this the day first. */
  dayFirst?: string;
  /** What the printed figures prove of their order: a first number over 12 is a day, a second one over 12 is one too. */
  proves?: "month-first" | "day-first";
}

/** Every date written in `text`, in order of position (overlapping matches resolved by order). */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: [number, number][] = [];
  for (const { re, parts } of patterns) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const [y, mo, d] = parts(m);
      const value = iso(y, mo, d, /last\s+day/i.test(m[0]));
      if (!value) continue;
      taken.push([start, end]);
      // "Monday, March 9, 2026" (also "Monday.March 9, 2026", the OCR's space lost): the weekday belongs to the date,
      // so the words before it are the label's.
      const weekday = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 12), start))?.[0].length ?? 0;
      const date: FoundDate = { iso: value, index: start - weekday, length: end - start + weekday };
      if (re === NUMERIC) {
        const a = Number(m[1]);
        const b = Number(m[2]);
        if (a > 12) date.proves = "day-first";
        else if (b > 12) date.proves = "month-first";
        else if (a !== b) date.dayFirst = iso(y, b, a) ?? undefined;
      }
      found.push(date);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first date in `text`, as YYYY-MM-DD, or null. */
export function parseDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}

export type NumericOrder = "month-first" | "day-first";

/**
 * The order of the figures in the document's all-figure dates, when some date of it proves one ("06-15-26" can only
 * be month first, "15-06-26" day first) and none proves the other; null when nothing tells (US agencies print the
 * month first, so an ambiguous date is read that way, but not as sure).
 */
export function numericOrder(text: string): NumericOrder | null {
  const proofs = new Set(findDates(text).flatMap((d) => (d.proves ? [d.proves] : [])));
  return proofs.size === 1 ? [...proofs][0]! : null;
}
