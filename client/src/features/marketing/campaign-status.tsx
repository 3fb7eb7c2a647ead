import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_OPTIONS } from "@shared/domain/labels";
import type { CampaignStatus } from "@shared/schema/marketing";
import { Badge, type BadgeProps } from "@/components/ui/badge";

export { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_OPTIONS };

const BADGE_VARIANT: Record<CampaignStatus, BadgeProps["variant"]> = {
  planned: "secondary",
  active: "success",
  completed: "outline",
  cancelled: "destructive",
};

/** Bar colours in the month grid, one per status (the status is also in each bar's label). */
export const BAR_CLASS: Record<CampaignStatus, string> = {
  planned: "border-primary/40 bg-accent text-accent-foreground",
  active: "border-success bg-success text-success-foreground",
  completed: "border-border bg-muted text-muted-foreground",
  cancelled: "border-destructive/40 bg-destructive/10 text-destructive line-through",
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={BADGE_VARIANT[status] ?? "outline"}>{CAMPAIGN_STATUS_LABELS[status] ?? status}</Badge>;
}
