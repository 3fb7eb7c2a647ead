import { vendorCategoryLabel } from "@shared/domain/labels";
import { nextServiceBadge } from "@shared/domain/vendors";
import { Badge } from "@/components/ui/badge";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge variant="secondary" data-testid="category-badge">
      {vendorCategoryLabel(category)}
    </Badge>
  );
}

/** Only when the next service has passed or is within 7 days. */
export function ServiceBadge({ nextServiceDate, today }: { nextServiceDate: string | null; today: string }) {
  const badge = nextServiceBadge(nextServiceDate, today);
  if (!badge) return null;
  return (
    <Badge variant={badge.kind === "overdue" ? "destructive" : "warning"} data-testid="service-badge">
      {badge.label}
    </Badge>
  );
}
