import { COMPLIANCE_STATUS_LABELS, type ComplianceStatus } from "@shared/domain/compliance";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANT: Record<ComplianceStatus, BadgeProps["variant"]> = {
  compliant: "success",
  expiring: "warning",
  non_compliant: "destructive",
  no_state: "outline",
  nothing_required: "secondary",
};

export function ComplianceBadge({ status }: { status: ComplianceStatus }) {
  return <Badge variant={VARIANT[status]}>{COMPLIANCE_STATUS_LABELS[status]}</Badge>;
}
