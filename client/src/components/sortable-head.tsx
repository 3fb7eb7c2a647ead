import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { ariaSort, type SortState } from "@/lib/sorting";
import { cn } from "@/lib/utils";

interface SortableHeadProps<K extends string> {
  label: string;
  sortKey: K;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
  className?: string;
  /** Right-aligned columns (money, counts) put the arrow before the label. */
  align?: "left" | "right";
}

/** A column header that sorts: a real button (keyboard operable) and aria-sort on the header cell. */
export function SortableHead<K extends string>({ label, sortKey, sort, onSort, className, align = "left" }: SortableHeadProps<K>) {
  const state = ariaSort(sort, sortKey);
  const Icon = state === "none" ? ArrowUpDown : state === "ascending" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={state} className={cn(align === "right" && "text-right", className)}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-sm font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          align === "right" && "flex-row-reverse",
          state !== "none" && "text-foreground",
        )}
      >
        {label}
        <Icon className={cn("size-3.5 shrink-0", state === "none" && "opacity-50")} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
