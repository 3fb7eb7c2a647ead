import { Megaphone } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { useActiveCampaignCount } from "@/features/marketing/api";

/** Active Campaigns: campaigns with status active running this month at the location (SPEC shows a fixed 0). */
export function ActiveCampaignsCard({ locationId }: { locationId: string | null }) {
  const { count, isLoading } = useActiveCampaignCount(locationId);
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-muted-foreground">
            <Link href="/marketing" className="hover:underline">
              Active Campaigns
            </Link>
          </h3>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="dashboard-active-campaigns" aria-busy={isLoading}>
            {isLoading ? "–" : count}
          </p>
          <Badge variant="secondary" className="mt-1">
            This month
          </Badge>
        </div>
        <span className="rounded-md bg-accent p-2 text-accent-foreground">
          <Megaphone className="size-4" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
