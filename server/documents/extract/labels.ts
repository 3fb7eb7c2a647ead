import { stripLeader, type Line } from "./doc";
import { dateRole } from "./date-context";
import { labelLetters } from "./ocr-confusions";
import { rowInForce, tableRows } from "./table-rows";

/**
 * Words that make a cell a field label rather than a value, across all documents: used to tell a
 * header row ("LICENSE NO. | ACCOUNT NO.") from a value row.
 */
const labelWord =
  /^(?:[A-Za-z/()&'.-]+\s+){0,4}(?:no\.?|number|num|#|date|issued|expires|expiration|name|names?\(s\)|owner(?:\(s\))?|licensee|permittee|operator|tenant|occupant|landlord|record|address|location|premises|id|type|level|paid|group|load|district|edition|inspection|inspected|issue|issuance|on|system|activity|use|county|series|valuation|description|contractor|applicant|basis|through|thru|until|from|effective|d\/b\/a|dba|as|serial|model|class|fee|receipt|parcel|account|acct|frequency|interval|task|who|holder|to|hours|conditions|restrictions|endorsements|remarks|seats|capacity)\s*[:#.]?$/i;

/** The number of a form's box before its caption ("1 LICENSE NUMBER", "3. EXPIRATION", "(4) LICENSEE", "5a Owner"). */
const boxNumber = /^(?:\(\d{1,2}[a-z]?\)|\d{1,2}[a-z]?[.)]?)\s+(?=[A-Za-z])/;

/** A caption's qualifier in brackets after it ("Trade name (DBA)", "Event site (street address)", "Permittee (facility name)"). */
const qualifier = /\s*\([^()]{1,30}\)\s*[:.]?$/;

export function isLabelCell(raw: string): boolean {
  const cell = raw.replace(boxNumber, "").replace(qualifier, "");
  if (/\d{2,}/.test(cell) && !/#\s*$/.test(cell)) return false;
  // A label is short and has no sentence punctuation inside ("Doing Business As", "Valid From", "Acct #").
  return labelWord.test(labelLetters(cell.trim().replace(/^[“”"'‘’«»]+/, ""))) && cell.split(/\s+/).length <= 5 && !/[,;]/.test(cell) && !/^(of|as|the|to|and|for|an?)\s/.test(cell.trim());
}

/** The rest of a label's cell that only qualifies the caption: "(as registered)", "(street)", "entity", "of record holder". */
function isQualifier(rest: string, label: string): boolean {
  if (/^\([^()]{1,30}\)\s*[:.]?$/.test(rest)) return true;
  // After a colon the words are a value, however written ("Expires: never").
  if (/[:.]\s*$/.test(label)) return false;
  // A capitals caption going on after "of" or "for" ("BUSINESS / OWNER OF SIGN"): no value begins so.
  if (/^(?:of|for)\s+[A-Za-z]+(?:\s+[A-Za-z]+)?$/i.test(rest.trim()) && rest === rest.toUpperCase() && label === label.toUpperCase()) return true;
  return /^[a-z][a-z ]{0,30}[:.]?$/.test(rest) && rest.trim().split(/\s+/).length <= 3;
}

/** A cell OCR made of specks: fewer than two letters or digits, or a box's dotted fill read as letters ("oo", "oo oo"). */
const speck = (cell: string) => cell.replace(/[^A-Za-z0-9]/g, "").length < 2 || /^(?:o{2,3}\s*)+$/.test(cell.trim());

/** A cell that names a field: a label, or a word that says what a date is ("Last Inspected", "Good Through"). */
function labelish(cell: string): boolean {
  return isLabelCell(cell) || (!/\d/.test(cell) && cell.split(/\s+/).length <= 4 && dateRole(cell) !== null);
}

/** A row of labels: two or more cells, at least half of them labels (OCR specks aside). */
function isLabelRow(l: Line | undefined): boolean {
  if (!l || l.cells.length < 2) return false;
  const cells = l.cells.filter((c) => !speck(c));
  return cells.length >= 1 && cells.filter(labelish).length * 2 >= cells.length;
}

/** Two cells, a label and then a value that is plainly one: a date, a number, a company, or several words. */
function isPairRow(l: Line): boolean {
  const cells = l.cells.filter((c) => !speck(c));
  if (cells.length !== 2 || !labelish(cells[0]!) || labelish(cells[1]!)) return false;
  const v = cells[1]!;
  return /\d{3,}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(v) || /\b(?:LLC|L\.L\.C\.|Inc|Corp|Co|Ltd|LP|Company)\.?$/i.test(v) || v.split(/\s+/).length >= 3;
}

/** A row of values in the same columns as `labels`: as many cells (specks aside), most of them not labels. */
function isValueRowFor(row: Line | undefined, labels: Line): boolean {
  if (!row) return false;
  const cells = row.cells.filter((c) => !speck(c));
  return cells.length === labels.cells.length && cells.filter(labelish).length * 2 < cells.length;
}

/**
 * Some documents print each value above its label (certificates with rules to sign on). Every row of
 * labels votes: a value row of the same shape just above it, or just below it. On a grid every label
 * row has values below and all but the first have values above; values over labels give the reverse.
 */
export function valuesAboveLabels(lines: Line[]): boolean {
  let above = 0;
  let below = 0;
  lines.forEach((l, i) => {
    // A label with its value beside it ("Operator | Oyster Run Hospitality LLC", "Issued | 05-Jan-2026")
    // is a pair, not a row of labels: the pair above it is not its value row.
    if (!isLabelRow(l) || isPairRow(l)) return;
    if (isValueRowFor(lines[i - 1], l) && !isLabelRow(lines[i - 1])) above++;
    if (isValueRowFor(lines[i + 1], l) && !isLabelRow(lines[i + 1])) below++;
  });
  return above > below;
}

/** The cells of a row without OCR specks, so that columns line up with the label row. */
const solidCells = (l: Line) => l.cells.filter((c) => !speck(c));

export interface Candidate {
  value: string;
  /** How the value was tied to its label; later parsers weigh it. */
  how: "same-cell" | "next-cell" | "below" | "above" | "next-line" | "table-row";
  line: number;
  /** The label cell the value was paired with. */
  label: string;
  /** The line of that label. */
  at?: number;
}

/**
 * Values printed next to a label matching `label` (anchored at the start of a cell): in the same
 * cell after the label, in the next cell, in the same column of the row under it (a grid) or over it
 * (certificates print labels under the values), or on the line below or above a label on its own.
 * Neighbours in the document's usual direction come first; the other direction is the fallback
 * the value parser may take when the first does not parse.
 */
export function labelledValues(lines: Line[], label: RegExp): Candidate[] {
  const out: Candidate[] = [];
  const aboveFirst = valuesAboveLabels(lines);
  const directions = aboveFirst ? ([-1, 1] as const) : ([1, -1] as const);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    line.cells.forEach((cell, j) => {
      // A quote mark or speck OCR read before the label ("“C.0. No."), and digits printed for letters.
      // A box's edge read as a bracket ("[ BUSINESS NAME") too.
      // A bullet or circle OCR read as a sign ("© SITE: …") is such a speck too.
      const quote = /^[“”"'‘’«»|*[©®•·]+\s*/.exec(cell)?.[0].length ?? 0;
      const lead = quote + (boxNumber.exec(cell.slice(quote))?.[0].length ?? 0);
      const m = label.exec(labelLetters(cell.slice(lead)));
      if (!m || m.index !== 0) return;
      // What follows the label in its cell; OCR specks ("LICENSE #»") are not a value.
      // A qualifier in brackets between the label and its value ("Occupant (tenant) Birch Lane Noodles, Inc.").
      const after = stripLeader(cell.slice(lead + m[0].length)).replace(/^\([^()]{1,30}\)\s+(?=\S)/, "");
      // A qualifier of the label is no value: words in brackets ("Business name (as registered)") or lower-case
      // words going on with the caption ("Legal name of business entity").
      const rest = /[A-Za-z0-9]/.test(after) && !isQualifier(after, m[0]) ? after : "";
      if (rest !== "") out.push({ value: rest, how: "same-cell", line: i, label: cell, at: i });
      const labelsHere = line.cells.filter((c, k) => k === j || isLabelCell(c)).length;
      const next = line.cells[j + 1];
      // In a row of labels under a row of values, the cell beside a label is another label OCR
      // garbled ("Legal Name | LUBA"): the value over the label comes first.
      if (rest === "" && aboveFirst && isLabelRow(line) && isValueRowFor(lines[i - 1], line) && !isLabelRow(lines[i - 1])) {
        const col = solidCells(line).indexOf(cell);
        if (col !== -1) out.push({ value: solidCells(lines[i - 1]!)[col]!, how: "above", line: i - 1, label: cell, at: i });
      }
      if (next !== undefined && !isLabelCell(next)) out.push({ value: next, how: "next-cell", line: i, label: cell, at: i });
      // OCR specks or dot leaders read as cells between a label and its value: the cells further right.
      if (rest === "" && next !== undefined && labelsHere <= 1) {
        for (const further of line.cells.slice(j + 2)) {
          if (isLabelCell(further)) break;
          out.push({ value: further, how: "next-cell", line: i, label: cell, at: i });
        }
      }
      // A value in the label's own cell comes first; the neighbours below stay as fallbacks, since
      // OCR may have read the value's label as "Name OT BUS1Nness" and the value sits beside it.
      if (rest !== "" && (next !== undefined || rest.split(/\s+/).length > 3)) return;
      const how = (d: -1 | 1) => (d === 1 ? "below" : "above") as Candidate["how"];
      if (line.cells.length >= 2) {
        // A label in a row of cells: the value in the same column of the row over or under it.
        // A table of several licenses under a row of headings: the row in force, or the first as a guess.
        const rows = rest === "" ? tableRows(lines, i, (l) => l.cells, isLabelCell) : [];
        if (rows.length >= 2) {
          const live = rowInForce(lines, i, rows, (l) => l.cells);
          const at = live ?? rows[0]!;
          out.push({ value: lines[at]!.cells[j]!, how: live === null ? "table-row" : "below", line: at, label: cell, at: i });
          return;
        }
        const solid = solidCells(line);
        const col = solid.indexOf(cell);
        for (const d of directions) {
          const row = lines[i + d];
          if (!row || isLabelRow(row)) continue;
          const cells = solidCells(row);
          if (cells.length === solid.length && col !== -1) out.push({ value: cells[col]!, how: how(d), line: i + d, label: cell, at: i });
          else if (d === 1 && cells.length === 1 && col !== -1 && solidCells(lines[i + 2] ?? row).length === solid.length && !isLabelRow(lines[i + 2])) {
            // A line of another column read in between (a letterhead beside the form): the row of values under it.
            out.push({ value: solidCells(lines[i + 2]!)[col]!, how: "below", line: i + 2, label: cell, at: i });
          } else if (d === 1 && cells.length === labelsHere && labelsHere < line.cells.length) {
            // OCR specks between labels: the k-th label's value is the k-th value.
            const k = line.cells.slice(0, j).filter((c) => isLabelCell(c)).length;
            out.push({ value: cells[k]!, how: "below", line: i + 1, label: cell, at: i });
          } else if (d === 1 && cells.length > j && cells.length !== line.cells.length && !aboveFirst) {
            out.push({ value: cells[j]!, how: "below", line: i + 1, label: cell, at: i });
          }
        }
        return;
      }
      // A label on a line of its own: the value on the line under it, or over it.
      for (const d of directions) {
        const row = lines[i + d];
        // A line that opens with another label of the same field ("OCCUPANT" over "Business (tenant) | Use") is no value.
        if (!row || isLabelCell(row.cells[0]!) || label.test(labelLetters(row.cells[0]!))) continue;
        if (d === 1) out.push({ value: row.cells.length === 1 ? row.cells[0]! : row.text, how: "next-line", line: i + 1, label: cell, at: i });
        else if (row.cells.length === 1) out.push({ value: row.cells[0]!, how: "above", line: i - 1, label: cell, at: i });
      }
    });
  }
  return out;
}

/** How much a value tied to its label this way counts: beside it most, on the line under or over it a little less. */
export const HOW_WEIGHT: Record<Candidate["how"], number> = {
  "same-cell": 1,
  "next-cell": 1,
  below: 0.95,
  above: 0.9,
  "next-line": 0.9,
  // One row of a table listing several licenses, none said to be in force: a guess for a person to check.
  "table-row": 0.6,
};
