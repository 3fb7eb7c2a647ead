import type { VendorServiceKind } from "../domain/vendor-services";
import type { EquipmentStatus } from "./equipment-input";

// Types only (no Drizzle): the answers of /api/equipment and /api/maintenance-tasks as the server builds them.
// The client reads them through Json<…> (shared/schema/json.ts): the Date fields arrive as ISO strings.

export interface ManualView {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** A list item. `status` is the status the item shows (see effectiveEquipmentStatus). */
export interface EquipmentView {
  id: string;
  locationId: string;
  name: string;
  model: string | null;
  manufacturer: string | null;
  serialNumber: string | null;
  price: string | null;
  purchaseDate: string | null;
  warrantyExpiration: string | null;
  status: EquipmentStatus;
  /** The status as stored (set by people and the daily job). */
  storedStatus: EquipmentStatus;
  manualUrl: string | null;
  manual: ManualView | null;
  notes: string | null;
  maintenance: { taskCount: number; dueCount: number; nextDue: string | null };
  createdAt: Date;
  updatedAt: Date;
}

export interface TaskView {
  id: string;
  equipmentId: string;
  task: string;
  intervalDays: number;
  lastDone: string | null;
  nextDue: string;
  notes: string | null;
  /** Done by a vendor: the kind of service (VENDOR_SERVICES), else null. */
  serviceKind: VendorServiceKind | null;
  due: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type EquipmentDetail = EquipmentView & { extractedData: unknown; tasks: TaskView[] };

/** The answer of POST /api/equipment/upload-manual. */
export interface ManualUploadResult {
  documentId: string;
  document: ManualView;
  /** What the manual reader found (issue 4), or null. The client logs it and can fill a new item from it. */
  extractedData: unknown;
  /** Set when reading failed; the manual is stored all the same. */
  extractionError: string | null;
  /** The item the manual was attached to (with equipmentId). */
  equipment: EquipmentView | null;
}
