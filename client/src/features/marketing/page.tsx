import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { AlertTriangle, CalendarDays, MapPin, Megaphone, Plus } from "lucide-react";
import * as React from "react";
import {
  campaignsInPeriod,
  summarizeCampaigns,
  type CampaignStatusFilter,
} from "@shared/domain/campaigns";
import { addDaysIso, isoToLocalDate, toIsoDate, type IsoDate } from "@shared/domain/calendar";
import { periodLabel, periodRange, type PeriodView } from "@shared/domain/period";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { useSelectedLocation } from "@/app/selected-location";
import { serverMessage } from "@/app/unauthorized";
import { useDialogTarget } from "@/lib/use-dialog-target";
import { ALL_LOCATIONS, type CampaignDto, campaignsQuery } from "./api";
import { CampaignFormDialog } from "./campaign-form-dialog";
import { CampaignRow } from "./campaign-row";
import { DeleteCampaignDialog } from "./delete-campaign-dialog";
import { MonthGrid } from "./month-grid";
import { PeriodToolbar } from "./period-toolbar";
import { ReferenceCalendar } from "./reference-calendar";
import { SummaryCards } from "./summary-cards";

type Scope = "location" | "all";

/** Every day of the reference month on which one of the campaigns runs. */
function daysWithCampaigns(campaigns: CampaignDto[], referenceDate: IsoDate): Set<IsoDate> {
  const month = periodRange("month", referenceDate);
  const days = new Set<IsoDate>();
  for (const c of campaigns) {
    const from = c.startDate > month.start ? c.startDate : month.start;
    const to = c.endDate < month.end ? c.endDate : month.end;
    for (let d = from; d <= to; d = addDaysIso(d, 1)) days.add(d);
  }
  return days;
}

export default function MarketingPage() {
  const { can } = useAuth();
  const seesAll = can("group.view");
  const { locations, selectedLocation } = useSelectedLocation();
  const [scope, setScope] = React.useState<Scope>("location");
  const [view, setView] = React.useState<PeriodView>("month");
  const [referenceDate, setReferenceDate] = React.useState<IsoDate>(() => toIsoDate(new Date()));
  const [status, setStatus] = React.useState<CampaignStatusFilter>("all");
  const [adding, setAdding] = React.useState(false);
  const edit = useDialogTarget<CampaignDto>();
  const remove = useDialogTarget<CampaignDto>();

  const allView = seesAll && scope === "all";
  const queryScope = allView ? ALL_LOCATIONS : (selectedLocation?.id ?? null);
  const { data, isLoading, error } = useQuery(campaignsQuery(queryScope));
  const campaigns = React.useMemo(() => data ?? [], [data]);

  const byStatus = React.useMemo(
    () => (status === "all" ? campaigns : campaigns.filter((c) => c.status === status)),
    [campaigns, status],
  );
  const inPeriod = React.useMemo(() => campaignsInPeriod(campaigns, view, referenceDate), [campaigns, view, referenceDate]);
  const shown = React.useMemo(() => campaignsInPeriod(byStatus, view, referenceDate), [byStatus, view, referenceDate]);
  const summary = React.useMemo(() => summarizeCampaigns(inPeriod), [inPeriod]);
  const campaignDays = React.useMemo(() => daysWithCampaigns(byStatus, referenceDate), [byStatus, referenceDate]);
  const label = periodLabel(view, referenceDate);

  if (!selectedLocation) {
    return (
      <div>
        <PageHeader title="Marketing Calendar" subtitle="Plan and track marketing campaigns" />
        <EmptyStateCard
          icon={MapPin}
          title={locations.length === 0 ? "No locations yet" : "No location selected"}
          description={
            locations.length === 0
              ? "Campaigns belong to a location. Add a location on the Organization page first."
              : "Choose a location in the top bar to see its campaigns."
          }
        />
      </div>
    );
  }

  const subtitle = allView
    ? "Plan and track marketing campaigns across all locations"
    : `Plan and track marketing campaigns for ${selectedLocation.name}`;

  return (
    <div>
      <PageHeader
        title="Marketing Calendar"
        subtitle={subtitle}
        actions={
          <>
            {seesAll && locations.length > 1 && (
              <Select value={scope} onValueChange={(v) => setScope(v as Scope)}>
                <SelectTrigger className="w-40" aria-label="Show campaigns of">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="location">This Location</SelectItem>
                  <SelectItem value="all">All Locations</SelectItem>
                </SelectContent>
              </Select>
            )}
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add Campaign
            </Button>
          </>
        }
      />

      <div className="space-y-6">
        <Card>
          <CardContent className="p-3 sm:p-4">
            <PeriodToolbar
              view={view}
              onViewChange={setView}
              referenceDate={referenceDate}
              onReferenceDateChange={setReferenceDate}
              status={status}
              onStatusChange={setStatus}
              shown={shown.length}
              total={campaigns.length}
            />
          </CardContent>
        </Card>

        <SummaryCards summary={summary} filtered={shown.length} period={label} />

        <div className="grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Reference Date</CardTitle>
              <CardDescription>{format(isoToLocalDate(referenceDate), "EEEE, MMM dd, yyyy")}</CardDescription>
            </CardHeader>
            <CardContent className="flex justify-center">
              <ReferenceCalendar value={referenceDate} onChange={setReferenceDate} campaignDays={campaignDays} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-base">Campaigns</CardTitle>
              <CardDescription>{view === "all" ? "All time" : label}</CardDescription>
            </CardHeader>
            <CardContent className="p-0 sm:p-0">
              {isLoading ? (
                <PageSpinner label="Loading campaigns..." />
              ) : error ? (
                <EmptyState icon={AlertTriangle} title="Could not load campaigns" description={serverMessage(error)} />
              ) : shown.length === 0 ? (
                <EmptyState
                  icon={Megaphone}
                  title="No campaigns found for the selected filters"
                  description={campaigns.length === 0 ? "Add your first campaign to start planning." : "Try another period or status."}
                  action={
                    campaigns.length === 0 && (
                      <Button variant="outline" onClick={() => setAdding(true)}>
                        <Plus aria-hidden="true" />
                        Add Campaign
                      </Button>
                    )
                  }
                />
              ) : (
                <ul className="divide-y border-t" aria-label="Campaigns">
                  {shown.map((campaign) => (
                    <li key={campaign.id}>
                      <CampaignRow campaign={campaign} showLocation={allView} onEdit={edit.start} onDelete={can("records.delete") ? remove.start : undefined} />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              {format(isoToLocalDate(referenceDate), "MMMM yyyy")} at a glance
            </CardTitle>
            <CardDescription>Each bar spans a campaign&apos;s days. Select a bar to edit the campaign.</CardDescription>
          </CardHeader>
          <CardContent>
            <MonthGrid
              referenceDate={referenceDate}
              campaigns={byStatus}
              onSelectDate={setReferenceDate}
              onOpenCampaign={edit.start}
            />
          </CardContent>
        </Card>
      </div>

      <CampaignFormDialog
        open={adding}
        onOpenChange={setAdding}
        locationId={selectedLocation.id}
        locations={allView ? locations : undefined}
        defaultStartDate={referenceDate}
      />
      <CampaignFormDialog
        open={edit.open}
        onOpenChange={edit.setOpen}
        campaign={edit.target}
        locationId={edit.target?.locationId ?? selectedLocation.id}
        locations={allView ? locations : undefined}
        defaultStartDate={referenceDate}
      />
      <DeleteCampaignDialog open={remove.open} onOpenChange={remove.setOpen} campaign={remove.target} />
    </div>
  );
}
