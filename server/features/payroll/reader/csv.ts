import type { Cell } from "./grid";

export type Delimiter = "," | ";" | "\t";
const DELIMITERS: readonly Delimiter[] = [",", ";", "\t"];
const SAMPLE_RECORDS = 50;

/** RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks. */
export function parseDelimited(text: string, delimiter: Delimiter, maxRecords = Infinity): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = "";
  };
  while (i < n && records.length < maxRecords) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === delimiter) {
      record.push(field);
      field = "";
    } else if (ch === "\r" || ch === "\n") {
      endRecord();
      if (ch === "\r" && text[i + 1] === "\n") i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (records.length < maxRecords && (field !== "" || record.length > 0)) endRecord();
  return records;
}

/** Excel's "sep=;" first line names the delimiter. */
function declaredDelimiter(text: string): Delimiter | null {
  const match = /^sep=(.)\r?\n/i.exec(text);
  const ch = match?.[1];
  return ch === "," || ch === ";" || ch === "\t" ? ch : null;
}

/**
 * The delimiter that splits the sample into the most consistent multi-field records: the most common
 * field count (above 1) weighted by how many records share it. Null when nothing splits the text.
 */
export function detectDelimiter(text: string): Delimiter | null {
  const declared = declaredDelimiter(text);
  if (declared) return declared;
  let best: { delimiter: Delimiter; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const records = parseDelimited(text, delimiter, SAMPLE_RECORDS).filter((r) => r.some((f) => f.trim() !== ""));
    const counts = new Map<number, number>();
    for (const r of records) if (r.length > 1) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
    let score = 0;
    // A table has at least two records (a header and a row) splitting into the same number of fields.
    for (const [fields, times] of counts) if (times >= 2) score = Math.max(score, times * 1000 + fields);
    if (score > 0 && (!best || score > best.score)) best = { delimiter, score };
  }
  return best?.delimiter ?? null;
}

export function csvRows(text: string, delimiter: Delimiter): Cell[][] {
  return parseDelimited(text, delimiter).map((record) => record.map((field) => (field.trim() === "" ? null : field)));
}
