import { VENDOR_CATEGORIES, type VendorCategory } from "../schema/vendors-input";
import { daysBetween, type DateInput, type IsoDate } from "./calendar";
import { VENDOR_CATEGORY_LABELS } from "./labels";

/** SPEC section 9: the vendor table cuts addresses at 30 characters. */
export const VENDOR_ADDRESS_MAX = 30;
/** SPEC section 9: at most three per-category cards. */
export const VENDOR_CATEGORY_CARDS_MAX = 3;
/** A next service this close (or past) gets a badge. */
export const VENDOR_SERVICE_WARNING_DAYS = 7;

/** "123 Industrial Parkway, Suite 400" → "123 Industrial Parkway, Suite ..." (30 characters, then "..."). */
export function truncateAddress(address: string, max = VENDOR_ADDRESS_MAX): string {
  return address.length > max ? `${address.slice(0, max)}...` : address;
}

export interface CategoryCount {
  category: VendorCategory;
  label: string;
  count: number;
}

/** Categories present, in option order, with their counts. */
export function vendorCategoryCounts(vendors: readonly { category: string }[]): CategoryCount[] {
  return VENDOR_CATEGORIES.map((category) => ({
    category,
    label: VENDOR_CATEGORY_LABELS[category],
    count: vendors.filter((v) => v.category === category).length,
  })).filter((c) => c.count > 0);
}

/** The category cards: the most numerous categories, at most three (ties in option order). */
export function topVendorCategories(vendors: readonly { category: string }[]): CategoryCount[] {
  return [...vendorCategoryCounts(vendors)].sort((a, b) => b.count - a.count).slice(0, VENDOR_CATEGORY_CARDS_MAX);
}

/** SPEC: search over name, contact name or category (its code or its label), ignoring case. */
export function matchesVendorSearch(
  vendor: { name: string; contactName: string | null; category: string },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const label = VENDOR_CATEGORY_LABELS[vendor.category as VendorCategory] ?? "";
  return [vendor.name, vendor.contactName, vendor.category, label].some((v) => v?.toLowerCase().includes(needle));
}

export type ServiceBadge = { kind: "overdue" | "soon"; label: string; days: number };

/** A badge when the next service date has passed or is within 7 days; null otherwise. */
export function nextServiceBadge(nextServiceDate: IsoDate | null | undefined, today: DateInput): ServiceBadge | null {
  if (!nextServiceDate) return null;
  const days = daysBetween(today, nextServiceDate);
  if (days < 0) return { kind: "overdue", label: "Overdue", days };
  if (days > VENDOR_SERVICE_WARNING_DAYS) return null;
  if (days === 0) return { kind: "soon", label: "Today", days };
  if (days === 1) return { kind: "soon", label: "Tomorrow", days };
  return { kind: "soon", label: `In ${days} days`, days };
}

/** A tel: link target: digits and a leading +, extension dropped; null when nothing is left. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const main = phone.split(/\s*(?:ext\.?|x|#)\s*/i)[0] ?? "";
  const digits = main.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace(/\D/g, "").length > 0 ? `tel:${digits}` : null;
}
