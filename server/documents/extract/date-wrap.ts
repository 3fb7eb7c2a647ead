// A date wrapped inside its cell: "June 1, 2026 — May 31," on one line and "2027" alone under it (a narrow box,
// a term printed across a column). The year goes back onto the date it ends, so ranges and labels read it whole; a
// stamp's year printed over its month and day goes after them.

const MONTH_DAY_COMMA = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,$/i;
const YEAR = /^(?:19|20)\d{2}$/;
/** A stamp's word (or two) and a year alone after it: "APPROVED 2026", "RECEIVED 2026". */
const STAMP_YEAR = /^([A-Za-z]+(?:\s+[A-Za-z]+)?)\s+((?:19|20)\d{2})$/;
const MONTH_DAY = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?$/i;

/**
 * The text with each year that a cell's date lost to the next line put back: the next line is the year alone
 * (then dropped), or a row of as many cells whose cell in the same column is the year (then left in place, so
 * the columns of that row stay where they are).
 */
export function joinWrappedYears(text: string): string {
  const rows = text.split("\n").map((l) => l.split("\t"));
  for (let i = 0; i + 1 < rows.length; i++) {
    const row = rows[i]!;
    const next = rows[i + 1]!;
    // A stamp's date: its word and the year on one line, the month and day under them ("APPROVED 2026" / "Mar 16").
    const stamp = STAMP_YEAR.exec(row[row.length - 1]!.trim());
    if (stamp && next.length === 1 && MONTH_DAY.test(next[0]!.trim())) {
      row[row.length - 1] = `${stamp[1]} ${next[0]!.trim()}, ${stamp[2]}`;
      rows.splice(i + 1, 1);
      continue;
    }
    const alone = next.length === 1 && YEAR.test(next[0]!.trim());
    let joinedAlone = false;
    row.forEach((cell, k) => {
      if (!MONTH_DAY_COMMA.test(cell.trim())) return;
      if (alone && k === 0 && !joinedAlone) {
        row[k] = `${cell.trimEnd()} ${next[0]!.trim()}`;
        joinedAlone = true;
      } else if (!alone && next.length === row.length && YEAR.test(next[k]!.trim())) row[k] = `${cell.trimEnd()} ${next[k]!.trim()}`;
    });
    if (joinedAlone) rows.splice(i + 1, 1);
  }
  return rows.map((r) => r.join("\t")).join("\n");
}
