import {
  EQUIPMENT_STATUS_WORDS,
  IMPORT_FIELDS,
  LICENSE_STATUS_WORDS,
  LOCATION_STATUS_WORDS,
  VENDOR_CATEGORY_WORDS,
  VENDOR_SCHEDULE_WORDS,
  cellString,
  licenseTypeFromText,
  parseChoiceCell,
  parseDateCell,
  parseMoneyCell,
  parseMonthCell,
  parseStateCell,
  parseZipCell,
  type ColumnMapping,
  type ImportField,
  type ImportKind,
  type Parsed,
  type RawCell,
  type Synonyms,
} from "@shared/domain/import";
import type { RowProblem } from "@shared/schema/import-views";
import { findCategory, findLocation, type Lookups } from "./lookups";

/** A row read through the mapping: the input for the kind's schema (mapped fields only) and what was wrong. */
export interface ReadRow {
  input: Record<string, unknown>;
  problems: RowProblem[];
}

const CHOICES: Partial<Record<ImportKind, Record<string, Synonyms<string>>>> = {
  locations: { status: LOCATION_STATUS_WORDS },
  licenses: { status: LICENSE_STATUS_WORDS },
  equipment: { status: EQUIPMENT_STATUS_WORDS },
  vendors: { category: VENDOR_CATEGORY_WORDS, schedule: VENDOR_SCHEDULE_WORDS },
};

/** Where a reference field's resolved id goes in the input. */
const REFERENCE_KEYS: Record<string, string> = { location: "locationId", licenseType: "licenseTypeId", category: "categoryId" };

/** Blank cells of these fields mean "the default" for a new record and "unchanged" for an existing one. */
const OMITTED_WHEN_BLANK = new Set(["status", "weekOneActual", "weekTwoActual", "weekThreeActual", "weekFourActual"]);

const isReference = (f: ImportField) => f.type === "location" || f.type === "licenseType" || f.type === "budgetCategory";

function resolveReference(field: ImportField, text: string, lookups: Lookups): Parsed {
  switch (field.type) {
    case "location": {
      const found = findLocation(lookups, text);
      if (found === "ambiguous") return { ok: false, message: `${field.column} "${text}" matches more than one location; use its exact name` };
      return found ? { ok: true, value: found.id } : { ok: false, message: `${field.column} "${text}" is not a location of this organization (by name or address); import locations first` };
    }
    case "licenseType": {
      const name = licenseTypeFromText(text, lookups.licenseTypes.map((t) => t.name));
      const type = name ? lookups.licenseTypes.find((t) => t.name === name) : undefined;
      return type ? { ok: true, value: type.id } : { ok: false, message: `${field.column} "${text}" is not a known license type` };
    }
    default: {
      const category = findCategory(lookups, text);
      if (category) return { ok: true, value: category.id };
      // Unknown names are errors, never new categories: a typo ("Food Cots") would otherwise add a category
      // to every budget screen of the organization. The message lists what the file may use.
      const known = lookups.categories.map((c) => c.name).sort((a, b) => a.localeCompare(b));
      return { ok: false, message: `${field.column} "${text}" is not a budget category of this organization (known: ${known.join(", ")}); add it on the Budget screen first` };
    }
  }
}

function readCell(kind: ImportKind, field: ImportField, cell: RawCell, lookups: Lookups): Parsed {
  switch (field.type) {
    case "date":
      return parseDateCell(cell, field.column);
    case "month":
      return parseMonthCell(cell, field.column);
    case "money":
      return parseMoneyCell(cell, field.column);
    case "state":
      return parseStateCell(cell, field.column);
    case "zip":
      return parseZipCell(cell);
    case "choice":
      return parseChoiceCell(cell, field.column, CHOICES[kind]![field.key]!);
    case "location":
    case "licenseType":
    case "budgetCategory": {
      const text = cellString(cell);
      if (text === null) return { ok: true, value: null };
      return resolveReference(field, text, lookups);
    }
    default:
      return { ok: true, value: cellString(cell) };
  }
}

/** Column index of each mapped field. */
export function columnsOf(kind: ImportKind, headers: readonly string[], mapping: ColumnMapping): Map<string, number> {
  const columns = new Map<string, number>();
  for (const field of IMPORT_FIELDS[kind]) {
    const index = headers.findIndex((h) => h !== "" && mapping[h] === field.key);
    if (index >= 0) columns.set(field.key, index);
  }
  return columns;
}

/** Reads one row's mapped cells into the kind's input shape; unreadable cells become problems. */
export function readRow(kind: ImportKind, cells: readonly RawCell[], columns: Map<string, number>, lookups: Lookups): ReadRow {
  const input: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const index = columns.get(field.key);
    if (index === undefined) continue;
    const parsed = readCell(kind, field, cells[index] ?? null, lookups);
    const key = isReference(field) ? REFERENCE_KEYS[field.key]! : field.key;
    if (!parsed.ok) problems.push({ field: field.column, message: parsed.message });
    else if (parsed.value === null && field.required) problems.push({ field: field.column, message: `${field.column} is required` });
    else if (parsed.value !== null || !OMITTED_WHEN_BLANK.has(key)) input[key] = parsed.value;
  }
  for (const field of IMPORT_FIELDS[kind]) {
    if (field.required && !columns.has(field.key)) problems.push({ field: field.column, message: `${field.column} is required: map a column to it` });
  }
  return { input, problems };
}

/** The template column an input key belongs to (for schema errors reported by path). */
export function columnOfKey(kind: ImportKind, key: string): string {
  const field = IMPORT_FIELDS[kind].find((f) => f.key === key || (isReference(f) && REFERENCE_KEYS[f.key] === key));
  return field?.column ?? "Row";
}

/**
 * A row's cells with the corrections made in the dry run (by template column): an edited cell replaces the
 * file's, or is added when no column of the file is mapped to that field. An empty text blanks the cell.
 */
export function withEdits(
  kind: ImportKind,
  cells: readonly RawCell[],
  columns: Map<string, number>,
  edits: Record<string, string> | undefined,
): { cells: readonly RawCell[]; columns: Map<string, number>; edited: string[] } {
  if (!edits) return { cells, columns, edited: [] };
  const copy = [...cells];
  const rowColumns = new Map(columns);
  const edited: string[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const value = edits[field.column];
    if (value === undefined) continue;
    let index = rowColumns.get(field.key);
    if (index === undefined) {
      index = copy.length;
      rowColumns.set(field.key, index);
    }
    copy[index] = value.trim() === "" ? null : value;
    edited.push(field.column);
  }
  return { cells: copy, columns: rowColumns, edited };
}
