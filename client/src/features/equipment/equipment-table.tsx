import { Wrench } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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

/** SPEC columns from md up; stacked cards on phones with the same actions. */
export function EquipmentTable({ items, today, ...actions }: EquipmentTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <Table label="Equipment">
          <TableHeader>
            <TableRow>
              <TableHead>Equipment</TableHead>
              <TableHead>Model</TableHead>
              <TableHead>Purchase Date</TableHead>
              <TableHead className="text-right">Price</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid="equipment-row">
                <TableCell className="max-w-[20rem]">
                  <div className="break-words font-medium">{item.name}</div>
                  {item.manufacturer && <div className="break-words text-xs text-muted-foreground">{item.manufacturer}</div>}
                  <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
                    <WarrantyBadge warrantyExpiration={item.warrantyExpiration} today={today} />
                  </div>
                </TableCell>
                <TableCell className="text-sm">{item.model || "—"}</TableCell>
                <TableCell className="whitespace-nowrap">{dateOrDash(item.purchaseDate)}</TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">{priceOrDash(item.price)}</TableCell>
                <TableCell>
                  <div className="flex flex-col items-start gap-1">
                    <StatusBadge status={item.status} />
                    <DueNote item={item} />
                  </div>
                </TableCell>
                <TableCell>
                  <EquipmentActions item={item} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label="Equipment">
        {items.map((item) => (
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
                <dd className="tabular-nums">{priceOrDash(item.price)}</dd>
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
