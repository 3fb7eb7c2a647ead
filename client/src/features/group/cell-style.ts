import { COMPLIANCE_STATE_LABELS, type ComplianceState } from "@shared/domain/compliance";

/** How a compliance matrix cell looks, in the table and on the phone cards. */
export const CELL_CLASS: Record<ComplianceState, string> = {
  valid: "bg-success/15",
  expiring: "bg-warning/20",
  renewal_submitted: "bg-primary/10",
  expired: "bg-destructive/15 text-destructive",
  missing: "bg-destructive/15 text-destructive font-semibold",
  not_required: "text-muted-foreground",
};

export function cellText(state: ComplianceState): string {
  return state === "not_required" ? "—" : COMPLIANCE_STATE_LABELS[state];
}
