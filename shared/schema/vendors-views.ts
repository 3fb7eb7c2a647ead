import type { VendorCategory, VendorSchedule } from "./vendors-input";

// Types only (no Drizzle): the answer of /api/vendors as the server builds it (server/features/vendors/routes.ts).
// The client reads it through Json<…> (shared/schema/json.ts): the Date fields arrive as ISO strings.

/** A vendor as the API answers it: the row without its trash columns. */
export interface VendorView {
  id: string;
  locationId: string;
  name: string;
  category: VendorCategory;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  schedule: VendorSchedule | null;
  nextServiceDate: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}
