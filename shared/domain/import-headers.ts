import { IMPORT_FIELDS, type ImportKind } from "./import-fields";
import { normalizeName, type RawCell, cellString } from "./import-values";

/** header text (as in the file) → field key, or "" for a column left out. */
export type ColumnMapping = Record<string, string>;

/** "Permit #", "Permit No." and "Permit Number" are one header. */
const compact = (text: string) =>
  normalizeName(text.replace(/#/g, " number ").replace(/\bno\b\.?/gi, " number ")).replace(/ /g, "");

/** The field a header names by its column name or a synonym, or null. */
export function fieldForHeader(kind: ImportKind, header: string): string | null {
  const key = compact(header);
  if (!key) return null;
  const fields = IMPORT_FIELDS[kind];
  const byColumn = fields.find((f) => compact(f.column) === key || compact(f.key) === key);
  if (byColumn) return byColumn.key;
  return fields.find((f) => f.synonyms.some((s) => compact(s) === key))?.key ?? null;
}

/**
 * Each header's field: the user's choice first, then what the organization chose last time, then the
 * names; a field is taken by one column at most (the first that claims it).
 */
export function mapHeaders(kind: ImportKind, headers: readonly string[], ...choices: readonly (ColumnMapping | undefined)[]): ColumnMapping {
  const known = new Set(IMPORT_FIELDS[kind].map((f) => f.key));
  const taken = new Set<string>();
  const mapping: ColumnMapping = {};
  for (const header of headers) {
    if (!header || header in mapping) continue;
    const chosen = choices.find((c) => c && header in c)?.[header];
    let field = chosen !== undefined ? chosen : fieldForHeader(kind, header) ?? "";
    if (field && (!known.has(field) || taken.has(field))) field = "";
    if (field) taken.add(field);
    mapping[header] = field;
  }
  return mapping;
}

/** How many of a row's cells are headers this kind knows: the header row is the one with the most. */
export function headerScore(kind: ImportKind, row: readonly RawCell[]): number {
  return row.filter((c) => {
    const text = cellString(c);
    return text !== null && fieldForHeader(kind, text) !== null;
  }).length;
}
