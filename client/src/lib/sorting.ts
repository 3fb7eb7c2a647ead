/** Client-side sorting for list tables: screens hold the location's whole list (ARCHITECTURE "Paged lists"). */

export type SortDirection = "asc" | "desc";

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** What a column sorts by; null and undefined (an empty cell) always go last, whichever the direction. */
export type SortValue = string | number | null | undefined;

export type SortValues<T, K extends string> = Record<K, (row: T) => SortValue>;

/** A click on the sorted column flips it; a click on another column sorts it ascending. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** Numbers by value, text by a case-insensitive collation that reads "Unit 10" after "Unit 9". */
export function compareSortValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

const isEmpty = (v: SortValue): v is null | undefined | "" => v === null || v === undefined || v === "";

/** A sorted copy; without a sort, the rows in their given order. Ties keep their given order. */
export function sortRows<T, K extends string>(rows: readonly T[], sort: SortState<K> | null, values: SortValues<T, K>): T[] {
  if (!sort) return [...rows];
  const value = values[sort.key];
  const sign = sort.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((x, y) => {
      const xEmpty = isEmpty(x.v);
      const yEmpty = isEmpty(y.v);
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
      return sign * compareSortValues(x.v!, y.v!) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

export const ariaSort = (sort: SortState<string> | null, key: string): "ascending" | "descending" | "none" =>
  sort?.key === key ? (sort.direction === "asc" ? "ascending" : "descending") : "none";
