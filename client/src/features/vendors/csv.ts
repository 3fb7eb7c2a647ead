import { toCsv } from "@shared/domain/csv";
import { vendorCategoryLabel, vendorScheduleLabel } from "@shared/domain/labels";
import type { VendorDto } from "./api";

const HEADER = ["Name", "Category", "Contact Name", "Phone", "Email", "Address", "Schedule", "Next Service", "Notes"];

/** The directory as CSV, with the full address and dates as YYYY-MM-DD. */
export function vendorsCsv(vendors: readonly VendorDto[]): string {
  return toCsv(
    HEADER,
    vendors.map((v) => [
      v.name,
      vendorCategoryLabel(v.category),
      v.contactName,
      v.phone,
      v.email,
      v.address,
      v.schedule ? vendorScheduleLabel(v.schedule) : null,
      v.nextServiceDate,
      v.notes,
    ]),
  );
}
