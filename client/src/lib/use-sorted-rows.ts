import * as React from "react";
import { nextSort, type SortState, type SortValues, sortRows } from "./sorting";

/** Sort state for one table: the rows in order, the current sort and the header's click handler. */
export function useSortedRows<T, K extends string>(rows: readonly T[], values: SortValues<T, K>, initial: SortState<K> | null = null) {
  const [sort, setSort] = React.useState<SortState<K> | null>(initial);
  const sorted = React.useMemo(() => sortRows(rows, sort, values), [rows, sort, values]);
  const onSort = React.useCallback((key: K) => setSort((current) => nextSort(current, key)), []);
  return { rows: sorted, sort, onSort };
}
