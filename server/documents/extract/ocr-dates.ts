// Dates whose slashes the OCR read as the figure 1 ("7/1/26" → "711126", "2/3/26" → "2/3126"), or whose month's
// leading zero it read as a 9 ("93/12/2026"): put back only where
// a date is expected — a cell under or beside a date's label, or one end of a range whose other end is a date —
// and only when one reading alone makes a date. A date put back so is never shown as sure (the reader doubts it).
import { dateRole } from "./date-context";
import { findDates, MONTH_ABBREVIATIONS, monthName, parseDate } from "./dates";

/** The one month/day/year reading of a token whose separators may be slashes or a 1 read for them, or null. */
export function slashesReadAsOne(token: string): string | null {
  if (!/^\d[\d/]{4,8}\d$/.test(token) || !token.includes("1") || (token.match(/\//g) ?? []).length > 1) return null;
  const readings = new Set<string>();
  for (let i = 1; i < token.length - 3; i++) {
    if (!/[1/]/.test(token[i]!)) continue;
    for (let j = i + 2; j < token.length - 2; j++) {
      if (!/[1/]/.test(token[j]!) || (token[i] !== "1" && token[j] !== "1")) continue;
      const [m, d, y] = [token.slice(0, i), token.slice(i + 1, j), token.slice(j + 1)];
      if (m.length > 2 || d.length > 2 || !/^\d+$/.test(m + d + y) || (y.length !== 2 && y.length !== 4)) continue;
      const iso = parseDate(`${m}/${d}/${y}`);
      if (iso) readings.add(`${m}/${d}/${y}`);
    }
  }
  return readings.size === 1 ? [...readings][0]! : null;
}

/** A month's leading zero the OCR read as a 9, 8 or 6 ("93/12/2026" for 03/12/2026): the one reading, or null. */
export function zeroReadAsFigure(token: string): string | null {
  const m = /^[986]([1-9])\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(token);
  if (!m) return null;
  const put = `0${m[1]}/${m[2]}/${m[3]}`;
  return parseDate(put) ? put : null;
}

// The month short or in full ("Dec18,2025", "March9,2026").
const GLUED_MONTH = new RegExp(`\\b${monthName}\\.?(\\d{1,2}),\\s?(\\d{4})\\b`, "gi");

const DIGIT_MONTH = /\b(\d{1,2})-([A-Za-z0-9]{3})-(\d{4})\b/g;
/** Digits OCR reads for a month's letters: 0 for o, 1 for i, l or t, 5 for s, 8 for b. */
const DIGIT_LETTERS: Record<string, string> = { "0": "o", "1": "ilt", "5": "s", "8": "b" };

/** The one month abbreviation a token with both letters and digits reads as, or null. */
function monthFromDigits(token: string): string | null {
  if (!/\d/.test(token) || !/[a-z]/i.test(token)) return null;
  const lower = token.toLowerCase();
  const fits = MONTH_ABBREVIATIONS.filter((m) => [...m].every((ch, i) => lower[i] === ch || (DIGIT_LETTERS[lower[i]!] ?? "").includes(ch)));
  return fits.length === 1 ? fits[0]! : null;
}

const DATE_WORD = /\b(?:date|dated|valid|term|period)\b/i;
const namesADate = (s: string) => dateRole(s) !== null || DATE_WORD.test(s);

/**
 * The OCR text with such dates put back, and the dates (ISO) put back. A token is read as a date when its cell is
 * only the token (or a range "token - date"), and its label — the cell to its left, the cells of the line above, or
 * the words before it in its cell — names a date.
 */
export function repairOcrDates(text: string): { text: string; repaired: Set<string> } {
  const repaired = new Set<string>();
  // A month's name run into its day ("Dec18,2025"): the spaces OCR lost put back.
  const spaced = text.replace(GLUED_MONTH, (_m, month: string, day: string, year: string) => {
    const put = `${month} ${day}, ${year}`;
    const iso = parseDate(put);
    // A month spelled in full ("January2, 2027") is read past doubt: only a space was lost.
    if (iso && month.length <= 4) repaired.add(iso);
    return put;
  });
  // A month's letters read as digits in a day-month-year date ("06-0c1-2025": O and t read as 0 and 1).
  const lettered = spaced.replace(DIGIT_MONTH, (all, day: string, month: string, year: string) => {
    const name = monthFromDigits(month);
    if (!name) return all;
    const put = `${day}-${name}-${year}`;
    const iso = parseDate(put);
    if (!iso) return all;
    repaired.add(iso);
    return put;
  });
  // A table's rules read as "|" between dates ("|AB-1|Mar 7, 2026|Mar 6, 2027|"): the cells they part.
  const lines = lettered.split("\n").map((l) => ((l.match(/\|/g) ?? []).length >= 2 && findDates(l).length >= 2 ? l.replace(/^\s*\|\s*|\s*\|\s*$/g, "").replace(/\s*\|\s*/g, "\t") : l));
  const out = lines.map((line, i) => {
    const cells = line.split("\t");
    const above = lines[i - 1] ?? "";
    return cells
      .map((cell, j) => {
        const m = /^(\s*(?:[A-Za-z ]{0,20}[:\s])?)(\d[\d/]{4,8}\d)(\s*(?:[-–—]\s*(.*))?)$/.exec(cell);
        if (!m) return cell;
        const other = m[4]?.trim();
        const otherIsDate = other ? findDates(other).length > 0 || slashesReadAsOne(other) !== null : false;
        if (other && !otherIsDate) return cell;
        const label = `${m[1]} ${j > 0 ? cells[j - 1] : ""} ${above}`;
        if (!namesADate(label) && !otherIsDate) return cell;
        const fix = (t: string) => {
          const r = findDates(t).length > 0 ? null : (slashesReadAsOne(t) ?? zeroReadAsFigure(t));
          if (r) repaired.add(parseDate(r)!);
          return r ?? t;
        };
        const first = fix(m[2]!);
        const rest = other && !findDates(other).length ? m[3]!.replace(other, fix(other)) : m[3]!;
        return `${m[1]}${first}${rest}`;
      })
      .join("\t");
  });
  return { text: out.join("\n"), repaired };
}
