import type { Field } from "./types";
import { isLabelCell, valuesAboveLabels } from "./labels";
import { findDates } from "./dates";
import type { Line } from "./doc";

export type DateRole = "issue" | "expiry" | "other";

// Words that say what a date is. OCR misreads a letter or two ("Eftective", "Expres"), so words are
// compared with a small edit distance.
const ROLE_WORDS: Record<DateRole, string[]> = {
  issue: ["issued", "issue", "issuance", "effective", "granted", "from", "certified", "certification", "commencing", "commences", "beginning", "begins", "starting", "starts"],
  expiry: ["expires", "expiration", "expiry", "expiring", "through", "thru", "until", "renewal", "ending", "ends", "terminating", "void"],
  other: ["inspection", "inspected", "printed", "revised", "rev", "form", "exam", "birth", "paid", "notice", "received", "applied", "application", "resolution"],
};

export function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length]!;
}

/** Digits OCR reads for letters inside words: "1ssued" → "issued", "Exp1res" → "expires", "0n" → "on". */
export function ocrLetters(s: string): string {
  return s.replace(/[a-z]*[01][a-z]*/gi, (w) => (/[a-z]{2}/i.test(w) ? w.replace(/1/g, "i").replace(/0/g, "o") : w));
}

const BUSINESS_BEGAN = /\b(?:business|operations?)\s+(?:start(?:ed|ing)?|open(?:ed|ing)?|began|commenced)\b|\b(?:start|opening|commencement)\s+of\s+(?:business|operations?)\b|\bdate\s+(?:business|operations?)\s+(?:started|opened|began|commenced)\b/i;

/** The role the words of a label or the words before a date give it; null when none. */
export function dateRole(context: string): DateRole | null {
  // The day the business began ("Business start date", "Date business opened", "Start of operations") is the
  // business's, not the license's: its start words name no term.
  if (BUSINESS_BEGAN.test(context)) return "other";
  const words = ocrLetters(context.toLowerCase()).match(/[a-z]{3,}/g) ?? [];
  // The word nearest the date decides.
  for (const w of words.reverse()) {
    for (const role of ["other", "expiry", "issue"] as DateRole[]) {
      for (const k of ROLE_WORDS[role]) {
        const allowed = k.length >= 8 ? 2 : k.length >= 5 ? 1 : 0;
        if (w === k || (allowed > 0 && Math.abs(w.length - k.length) <= allowed && distance(w, k) <= allowed)) return role;
      }
    }
  }
  return null;
}

/**
 * Every date with the words that say what it is: the text before it in its cell, the cell to its left,
 * or the label at the same column in the row of labels above or below (grids, values over labels).
 */
export interface DateWithRole {
  iso: string;
  role: DateRole | null;
  /** The date fills its cell (a field's value), rather than sitting inside a sentence. */
  alone: boolean;
}

export function datesWithRoles(lines: Line[]): DateWithRole[] {
  const out: DateWithRole[] = [];
  // Where a value's label row is: under it on documents that print values above their labels.
  const labelRows = valuesAboveLabels(lines) ? [1, -1] : [-1, 1];
  lines.forEach((line, i) => {
    line.cells.forEach((cell, j) => {
      for (const d of findDates(cell)) {
        // Only label-sized context counts: "through" inside a sentence about a tax period says nothing.
        const short = (s: string) => s.trim().split(/\s+/).length <= 5;
        const before = cell.slice(0, d.index);
        let role = short(before) ? dateRole(before) : null;
        if (!role && j > 0 && short(line.cells[j - 1]!)) role = dateRole(line.cells[j - 1]!);
        for (const k of labelRows.map((o) => i + o)) {
          const row = lines[k];
          if (role || !row || row.cells.length !== line.cells.length) continue;
          // A cell that holds a date is a value with its label ("Renewal Due: 06/30/2027"), not a row of labels.
          const labels = row.cells.filter((c) => short(c) && (isLabelCell(c) || dateRole(c)) && findDates(c).length === 0);
          if (labels.length >= Math.ceil(row.cells.length / 2) && short(row.cells[j]!) && findDates(row.cells[j]!).length === 0) role = dateRole(row.cells[j]!);
        }
        out.push({ iso: d.iso, role, alone: cell.trim().length <= d.length + 3 });
      }
    });
  });
  return out;
}

/** The first date of `role` by context, at a confidence lower than a labelled one. */
export function dateByRole(lines: Line[], role: DateRole): Field {
  const hit = datesWithRoles(lines).find((d) => d.role === role);
  return hit ? { value: hit.iso, confidence: 0.55 } : { value: null, confidence: 0 };
}
