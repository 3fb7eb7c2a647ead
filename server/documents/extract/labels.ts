import { stripLeader, type Line } from "./doc";

/**
 * Words that make a cell a field label rather than a value, across all documents: used to tell a
 * header row ("LICENSE NO. | ACCOUNT NO.") from a value row.
 */
const labelWord =
  /^(?:[A-Za-z/()&'.-]+\s+){0,4}(?:no\.?|number|num|#|date|issued|expires|expiration|name|names?\(s\)|owner(?:\(s\))?|licensee|permittee|operator|tenant|address|location|premises|id|type|level|paid|group|load|district|edition|inspection|system|activity|use|county|series|valuation|description|contractor|basis|through|until|effective|d\/b\/a|dba|serial|model|class|fee|receipt|parcel|account|frequency|interval|task|who)\s*[:#.]?$/i;

export function isLabelCell(cell: string): boolean {
  if (/\d{2,}/.test(cell) && !/#\s*$/.test(cell)) return false;
  return labelWord.test(cell.trim()) && cell.split(/\s+/).length <= 5;
}

export interface Candidate {
  value: string;
  /** How the value was tied to its label; later parsers weigh it. */
  how: "same-cell" | "next-cell" | "below" | "above" | "next-line";
  line: number;
}

/**
 * Values printed next to a label matching `label` (anchored at the start of a cell):
 * in the same cell after the label, in the next cell, under it in a header row, over it in a
 * footer row (certificates print labels under the values), or on the next line.
 */
export function labelledValues(lines: Line[], label: RegExp): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    line.cells.forEach((cell, j) => {
      const m = label.exec(cell);
      if (!m || m.index !== 0) return;
      const rest = stripLeader(cell.slice(m[0].length));
      if (rest !== "") out.push({ value: rest, how: "same-cell", line: i });
      const labelsHere = line.cells.filter((c) => isLabelCell(c)).length;
      const next = line.cells[j + 1];
      if (next !== undefined && !isLabelCell(next)) out.push({ value: next, how: "next-cell", line: i });
      const below = lines[i + 1];
      const above = lines[i - 1];
      if (labelsHere >= 2) {
        if (below && below.cells.length === line.cells.length && !below.cells.every(isLabelCell)) {
          out.push({ value: below.cells[j]!, how: "below", line: i + 1 });
        }
        if (above && above.cells.length === line.cells.length && !above.cells.every(isLabelCell)) {
          out.push({ value: above.cells[j]!, how: "above", line: i - 1 });
        }
        if (below && below.cells.length > j && below.cells.length !== line.cells.length) {
          out.push({ value: below.cells[j]!, how: "below", line: i + 1 });
        }
      } else if (rest === "" && next === undefined) {
        if (below && !isLabelCell(below.cells[0]!)) {
          out.push({ value: below.cells.length === 1 ? below.cells[0]! : below.text, how: "next-line", line: i + 1 });
        }
        // A value OCR placed on a line of its own just above its label.
        if (above && above.cells.length === 1 && line.cells.length === 1 && !isLabelCell(above.cells[0]!)) {
          out.push({ value: above.cells[0]!, how: "above", line: i - 1 });
        }
      }
    });
  }
  return out;
}
