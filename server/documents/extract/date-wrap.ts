// A date wrapped inside its cell: "June 1, 2026 — May 31," on one line and "2027" alone under it (a narrow box,
// a term printed across a column). The year goes back onto the date it ends, so ranges and labels read it whole.

const MONTH_DAY_COMMA = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,$/i;
const YEAR = /^(?:19|20)\d{2}$/;

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
