/**
 * The recurring services a vendor performs at a restaurant (issue 32, point 5) and what an inspector asks to see
 * for each. A maintenance task may carry one of these kinds: it is then "done by a vendor", and its completions
 * are the proof kept in the inspection binder. New locations are offered one task of each kind.
 */
export const VENDOR_SERVICES = [
  { kind: "hood_cleaning", label: "Hood cleaning", item: "Kitchen exhaust hood", intervalDays: 90 },
  { kind: "fire_suppression", label: "Fire suppression inspection", item: "Fire suppression system", intervalDays: 182 },
  { kind: "pest_control", label: "Pest control", item: "Pest control (premises)", intervalDays: 30 },
  { kind: "grease_trap", label: "Grease trap pumping", item: "Grease trap", intervalDays: 90 },
  { kind: "refrigeration", label: "Refrigeration service", item: "Refrigeration", intervalDays: 182 },
] as const;

export type VendorServiceKind = (typeof VENDOR_SERVICES)[number]["kind"];
export const VENDOR_SERVICE_KINDS = VENDOR_SERVICES.map((s) => s.kind) as [VendorServiceKind, ...VendorServiceKind[]];

export function vendorServiceLabel(kind: string | null | undefined): string | null {
  return VENDOR_SERVICES.find((s) => s.kind === kind)?.label ?? null;
}
