import { ShieldAlert } from "lucide-react";
import { warrantyBadge } from "@shared/domain/equipment";
import { equipmentStatusLabel } from "@shared/domain/labels";
import type { EquipmentStatus } from "@shared/schema/equipment";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const STATUS_VARIANTS: Record<EquipmentStatus, NonNullable<BadgeProps["variant"]>> = {
  working: "success",
  maintenance_due: "warning",
  broken: "destructive",
};

export function StatusBadge({ status }: { status: EquipmentStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status] ?? "outline"} data-testid="status-badge">
      {equipmentStatusLabel(status)}
    </Badge>
  );
}

/** Only when the warranty has ended or ends within 30 days. */
export function WarrantyBadge({ warrantyExpiration, today }: { warrantyExpiration: string | null; today: string }) {
  const badge = warrantyBadge(warrantyExpiration, today);
  if (!badge) return null;
  return (
    <Badge
      variant={badge.kind === "expired" ? "secondary" : "warning"}
      className="gap-1 font-medium"
      data-testid="warranty-badge"
    >
      <ShieldAlert className="size-3" aria-hidden="true" />
      {badge.label}
    </Badge>
  );
}

/** A task's due state: "Overdue" after its day, "Due today" on it. */
export function TaskDueBadge({ nextDue, today }: { nextDue: string; today: string }) {
  if (nextDue > today) return null;
  return (
    <Badge variant={nextDue < today ? "destructive" : "warning"} data-testid="task-due-badge">
      {nextDue < today ? "Overdue" : "Due today"}
    </Badge>
  );
}
