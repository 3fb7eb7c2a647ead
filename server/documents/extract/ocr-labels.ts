// Date labels OCR mangled past the label lexicon: spaces lost and letters dropped ("Dateofsue:" for "Date of Issue:",
// "Expirat1onDate"). The label's letters are compared with the known labels' letters, a couple of edits allowed.
import type { Field } from "./types";
import { none } from "./types";
import type { Line } from "./doc";
import { parseDate } from "./dates";
import { distance, ocrLetters } from "./date-context";
import { DOUBTED } from "./plausibility";

export const ISSUE_LABEL_LETTERS = [
  "dateofissue",
  "dateofissuance",
  "issuedate",
  "dateissued",
  "issuedon",
  "effectivedate",
  "dateeffective",
];
export const EXPIRY_LABEL_LETTERS = [
  "expirationdate",
  "dateofexpiration",
  "expirydate",
  "expireson",
  "validthrough",
  "validuntil",
];

const letters = (s: string) =>
  ocrLetters(s.toLowerCase()).replace(/[^a-z]/g, "");

/** The label's letters are one of `keys`'s within two edits (one for short ones), but not exactly (the lexicon has those). */
export function nearLabel(label: string, keys: string[]): boolean {
  const l = letters(label);
  if (l.length < 6) return false;
  return keys.some((k) => {
    const allowed = k.length >= 10 ? 2 : 1;
    return (
      Math.abs(l.length - k.length) <= allowed && distance(l, k) <= allowed
    );
  });
}

/**
 * A date beside a mangled label, in its cell after a colon ("Dateofsue: Jun 22, 2026") or in the next cell. Taken
 * below the "please check" threshold: the label was guessed.
 */
export function mangledLabelDate(lines: Line[], keys: string[]): Field {
  for (const l of lines) {
    for (let j = 0; j < l.cells.length; j++) {
      const cell = l.cells[j]!;
      const m =
        /^([A-Za-z0-9 .]{6,28}?)\s*[:;]\s*(\S.*)?$/.exec(cell) ??
        (/\d/.test(cell) ? null : /^([A-Za-z .]{6,28})$/.exec(cell));
      if (!m || !nearLabel(m[1]!, keys)) continue;
      const value = m[2] ?? l.cells[j + 1];
      const iso = value ? parseDate(value) : null;
      if (iso) return { value: iso, confidence: DOUBTED };
    }
  }
  return none();
}
