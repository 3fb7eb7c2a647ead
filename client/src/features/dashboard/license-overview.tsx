import { FileText, Plus } from "lucide-react";
import { Link } from "wouter";
import { dashboardLicenseBadge, type BadgeTone } from "@shared/domain/expiry";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardLicenseDto } from "./api";

const VARIANTS: Record<BadgeTone, NonNullable<BadgeProps["variant"]>> = {
  danger: "destructive",
  warning: "warning",
  info: "outline",
  success: "success",
  neutral: "secondary",
};

/** The first 4 licenses with 'Expires MM/dd' (within 30 days) or 'Valid MM/dd', View All and Add New License. */
export function LicenseOverview({
  licenses,
  locationName,
  today,
}: {
  licenses: DashboardLicenseDto[];
  locationName: string;
  today: string;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base sm:text-lg">License Overview</CardTitle>
        <Button variant="link" asChild className="h-auto p-0">
          <Link href="/licenses">View All</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {licenses.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No licenses found</p>
        ) : (
          <ul className="divide-y" aria-label="License overview">
            {licenses.map((license) => {
              const badge = dashboardLicenseBadge(license.expirationDate, today);
              return (
                <li key={license.id} className="flex items-center justify-between gap-3 py-2.5" data-testid="overview-item">
                  <div className="flex min-w-0 items-center gap-3">
                    <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{license.name}</p>
                      <p className="truncate text-xs text-muted-foreground">{locationName}</p>
                    </div>
                  </div>
                  <Badge variant={VARIANTS[badge.tone]}>{badge.label}</Badge>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="outline" asChild className="w-full">
          <Link href="/licenses">
            <Plus aria-hidden="true" />
            Add New License
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
