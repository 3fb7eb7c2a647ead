import { toCsv } from "@shared/domain/csv";
import { equipmentStatusLabel } from "@shared/domain/labels";
import type { EquipmentDto } from "./api";

const HEADER = [
  "Name",
  "Manufacturer",
  "Model",
  "Serial Number",
  "Purchase Date",
  "Price",
  "Warranty Expiration",
  "Status",
  "Tasks Due",
  "Next Maintenance",
  "Manual",
  "Notes",
];

/** The list as CSV: dates as YYYY-MM-DD and prices as plain decimals, so spreadsheets can compute with them. */
export function equipmentCsv(items: readonly EquipmentDto[]): string {
  return toCsv(
    HEADER,
    items.map((i) => [
      i.name,
      i.manufacturer,
      i.model,
      i.serialNumber,
      i.purchaseDate,
      i.price,
      i.warrantyExpiration,
      equipmentStatusLabel(i.status),
      i.maintenance.dueCount,
      i.maintenance.nextDue,
      i.manual?.name ?? null,
      i.notes,
    ]),
  );
}
