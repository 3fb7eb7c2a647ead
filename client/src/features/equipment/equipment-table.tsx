import { Wrench } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { equipmentStatusLabel } from "@shared/domain/labels";
import { formatDollars } from "@shared/domain/money";
import { SortableHead } from "@/components/sortable-head";
import { TruncatedText } from "@/components/truncated-text";
import {
  FLEX_COLUMN,
  SHOW_FROM,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TIGHT_COLUMN,
} from "@/components/ui/table";
import type { SortValues } from "@/lib/sorting";
import { useSortedRows } from "@/lib/use-sorted-rows";
import { cn } from "@/lib/utils";
import type { EquipmentDto } from "./api";
import { StatusBadge, WarrantyBadge } from "./badges";
import { EquipmentActions, type EquipmentActionHandlers } from "./equipment-actions";

const dateOrDash = (date: string | null) => (date ? formatDisplayDate(date) : "—");
const priceOrDash = (price: string | null) => (price ? formatDollars(price) : "—");

function DueNote({ item }: { item: EquipmentDto }) {
  const n = item.maintenance.dueCount;
  if (n === 0) return null;
  return (
    <span className="flex items-center gap-1 text-xs text-muted-foreground">
      <Wrench className="size-3" aria-hidden="true" />
      {n} task{n === 1 ? "" : "s"} due
    </span>
  );
}

interface EquipmentTableProps extends EquipmentActionHandlers {
  items: EquipmentDto[];
  today: string;
}

type SortKey = "name" | "model" | "purchaseDate" | "price" | "status";

const SORT_VALUES: SortValues<EquipmentDto, SortKey> = {
  name: (i) => i.name,
  model: (i) => i.model,
  purchaseDate: (i) => i.purchaseDate,
  price: (i) => (i.price === null ? null : Number(i.price)),
  status: (i) => equipmentStatusLabel(i.status),
};

/**
 * SPEC columns from md up, Model and Purchase Date only from xl (they give way first); the name takes the room
 * left and is cut with its full text in a tooltip, so the actions never leave the screen. Stacked cards on phones.
 */
export function EquipmentTable({ items, today, ...actions }: EquipmentTableProps) {
  const { rows, sort, onSort } = useSortedRows(items, SORT_VALUES);
  const head = { sort, onSort };
  return (
    <>
      <div className="hidden md:block">
        <Table label="Equipment" className="min-w-0">
          <TableHeader>
            <TableRow>
              <SortableHead label="Equipment" sortKey="name" {...head} className={FLEX_COLUMN} />
              <SortableHead label="Model" sortKey="model" {...head} className={SHOW_FROM.xl} />
              <SortableHead label="Purchase Date" sortKey="purchaseDate" {...head} className={SHOW_FROM.xl} />
              <SortableHead label="Price" sortKey="price" {...head} align="right" />
              <SortableHead label="Status" sortKey="status" {...head} />
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={item.id} data-testid="equipment-row">
                <TableCell className={FLEX_COLUMN}>
                  <TruncatedText text={item.name} className="font-medium" />
                  {item.manufacturer && <TruncatedText text={item.manufacturer} className="text-xs text-muted-foreground" />}
                  <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
                    <WarrantyBadge warrantyExpiration={item.warrantyExpiration} today={today} />
                  </div>
                </TableCell>
                <TableCell className={cn(SHOW_FROM.xl, "max-w-[10rem] text-sm")}>
                  <TruncatedText text={item.model || "—"} />
                </TableCell>
                <TableCell className={cn(SHOW_FROM.xl, TIGHT_COLUMN)}>{dateOrDash(item.purchaseDate)}</TableCell>
                <TableCell className={cn(TIGHT_COLUMN, "text-right tabular-nums")}>{priceOrDash(item.price)}</TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <div className="flex flex-col items-start gap-1">
                    <StatusBadge status={item.status} />
                    <DueNote item={item} />
                  </div>
                </TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <EquipmentActions item={item} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label="Equipment">
        {rows.map((item) => (
          <li key={item.id} className="py-3 first:pt-0 last:pb-0" data-testid="equipment-row">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-medium">{item.name}</p>
                {item.manufacturer && <p className="break-words text-xs text-muted-foreground">{item.manufacturer}</p>}
              </div>
              <StatusBadge status={item.status} />
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Model</dt>
                <dd className="break-words">{item.model || "—"}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Purchase Date</dt>
                <dd>{dateOrDash(item.purchaseDate)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Price</dt>
                <dd className="whitespace-nowrap tabular-nums">{priceOrDash(item.price)}</dd>
              </div>
            </dl>
            <div className="mt-2 flex flex-wrap items-center gap-2 empty:hidden">
              <WarrantyBadge warrantyExpiration={item.warrantyExpiration} today={today} />
              <DueNote item={item} />
            </div>
            <div className="-mr-2 mt-1">
              <EquipmentActions item={item} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
