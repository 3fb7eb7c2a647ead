import { stripLeader, type Line } from "./doc";

/**
 * Words that make a cell a field label rather than a value, across all documents: used to tell a
 * header row ("LICENSE NO. | ACCOUNT NO.") from a value row.
 */
const labelWord =
  /^(?:[A-Za-z/()&'.-]+\s+){0,4}(?:no\.?|number|num|#|date|issued|expires|expiration|name|names?\(s\)|owner(?:\(s\))?|licensee|permittee|operator|tenant|occupant|landlord|record|address|location|premises|id|type|level|paid|group|load|district|edition|inspection|inspected|issuance|system|activity|use|county|series|valuation|description|contractor|basis|through|thru|until|from|effective|d\/b\/a|dba|as|serial|model|class|fee|receipt|parcel|account|acct|frequency|interval|task|who|holder|to)\s*[:#.]?$/i;

export function isLabelCell(cell: string): boolean {
  if (/\d{2,}/.test(cell) && !/#\s*$/.test(cell)) return false;
  // A label is short and has no sentence punctuation inside ("Doing Business As", "Valid From", "Acct #").
  return labelWord.test(cell.trim()) && cell.split(/\s+/).length <= 5 && !/[,;]/.test(cell) && !/^(of|as|the|to|and|for|an?)\s/.test(cell.trim());
}

/**
 * Some documents print each value above its label (certificates with rules to sign on). The
 * document's first row of labels tells: a value row of the same shape just above it and not below.
 */
export function valuesAboveLabels(lines: Line[]): boolean {
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.cells.length < 2 || !l.cells.every(isLabelCell)) continue;
    const above = lines[i - 1]!;
    return above.cells.length === l.cells.length && !above.cells.some(isLabelCell);
  }
  return false;
}

export interface Candidate {
  value: string;
  /** How the value was tied to its label; later parsers weigh it. */
  how: "same-cell" | "next-cell" | "below" | "above" | "next-line";
  line: number;
  /** The label cell the value was paired with. */
  label: string;
}

/**
 * Values printed next to a label matching `label` (anchored at the start of a cell):
 * in the same cell after the label, in the next cell, under it in a header row, over it in a
 * footer row (certificates print labels under the values), or on the next line.
 */
export function labelledValues(lines: Line[], label: RegExp): Candidate[] {
  const out: Candidate[] = [];
  const aboveFirst = valuesAboveLabels(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    line.cells.forEach((cell, j) => {
      const m = label.exec(cell);
      if (!m || m.index !== 0) return;
      const rest = stripLeader(cell.slice(m[0].length));
      if (rest !== "") out.push({ value: rest, how: "same-cell", line: i, label: cell });
      const labelsHere = line.cells.filter((c) => isLabelCell(c)).length;
      const next = line.cells[j + 1];
      if (next !== undefined && !isLabelCell(next)) out.push({ value: next, how: "next-cell", line: i, label: cell });
      // OCR specks or dot leaders read as cells between a label and its value: the cells further right.
      if (rest === "" && next !== undefined && labelsHere <= 1) {
        for (const further of line.cells.slice(j + 2)) {
          if (isLabelCell(further)) break;
          out.push({ value: further, how: "next-cell", line: i, label: cell });
        }
      }
      const below = lines[i + 1];
      const above = lines[i - 1];
      const aloneAbove = aboveFirst && rest === "" && next === undefined && above?.cells.length === 1 && line.cells.length === 1;
      if (aloneAbove && !isLabelCell(above!.cells[0]!)) {
        out.push({ value: above!.cells[0]!, how: "above", line: i - 1, label: cell });
      }
      if (labelsHere >= 2) {
        if (aboveFirst && above && above.cells.length === line.cells.length && !above.cells.every(isLabelCell)) {
          out.push({ value: above.cells[j]!, how: "above", line: i - 1, label: cell });
          return;
        }
        // OCR specks between labels: pair the k-th label with the k-th value.
        const k = line.cells.slice(0, j).filter((c) => isLabelCell(c)).length;
        if (below && below.cells.length === labelsHere && below.cells.length !== line.cells.length && !below.cells.every(isLabelCell)) {
          out.push({ value: below.cells[k]!, how: "below", line: i + 1, label: cell });
        }
        if (below && below.cells.length === line.cells.length && !below.cells.every(isLabelCell)) {
          out.push({ value: below.cells[j]!, how: "below", line: i + 1, label: cell });
        }
        if (above && above.cells.length === line.cells.length && !above.cells.every(isLabelCell)) {
          out.push({ value: above.cells[j]!, how: "above", line: i - 1, label: cell });
        }
        if (below && below.cells.length > j && below.cells.length !== line.cells.length) {
          out.push({ value: below.cells[j]!, how: "below", line: i + 1, label: cell });
        }
      } else if (rest === "" && next === undefined) {
        if (below && !isLabelCell(below.cells[0]!)) {
          out.push({ value: below.cells.length === 1 ? below.cells[0]! : below.text, how: "next-line", line: i + 1, label: cell });
        }
        // A value OCR placed on a line of its own just above its label.
        if (above && above.cells.length === 1 && line.cells.length === 1 && !isLabelCell(above.cells[0]!)) {
          out.push({ value: above.cells[0]!, how: "above", line: i - 1, label: cell });
        }
      }
    });
  }
  return out;
}
