import type { Cell } from "./grid";

export type Delimiter = "," | ";" | "\t";
const DELIMITERS: readonly Delimiter[] = [",", ";", "\t"];
const SAMPLE_RECORDS = 50;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;

/** RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks. */
export function parseDelimited(text: string, delimiter: Delimiter, maxRecords = Infinity): string[][] {
  const records: string[][] = [];
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  let record: string[] = [];
  let i = 0;
  while (i < n && records.length < maxRecords) {
    // A field: quoted when its first non-blank character is a quote.
    let j = i;
    while (j < n && (text.charCodeAt(j) === SPACE || (text.charCodeAt(j) === TAB && delim !== TAB))) j++;
    let field: string;
    if (j < n && text.charCodeAt(j) === QUOTE) {
      let value = "";
      let from = j + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) {
          value += text.slice(from);
          j = n;
          break;
        }
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
          continue;
        }
        j = close + 1;
        break;
      }
      // Anything between the closing quote and the delimiter is kept, as spreadsheet apps do.
      let k = j;
      while (k < n && text.charCodeAt(k) !== delim && text.charCodeAt(k) !== CR && text.charCodeAt(k) !== LF) k++;
      field = value + text.slice(j, k);
      j = k;
    } else {
      j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === delim || c === CR || c === LF) break;
        j++;
      }
      field = text.slice(i, j);
    }
    record.push(field);
    if (j >= n) {
      records.push(record);
      record = [];
      i = n;
      break;
    }
    const c = text.charCodeAt(j);
    if (c === delim) {
      i = j + 1;
      if (i >= n) {
        record.push("");
        records.push(record);
        record = [];
      }
      continue;
    }
    records.push(record);
    record = [];
    i = c === CR && text.charCodeAt(j + 1) === LF ? j + 2 : j + 1;
  }
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

/** Records as grid rows; parsing stops after maxRecords (a caller passes its limit + 1 to detect "too many"). */
export function csvRows(text: string, delimiter: Delimiter, maxRecords = Infinity): Cell[][] {
  return parseDelimited(text, delimiter, maxRecords).map((record) => record.map((field) => (field.trim() === "" ? null : field)));
}
