import { ChevronLeft, ChevronRight } from "lucide-react";
import type { CampaignStatusFilter } from "@shared/domain/campaigns";
import type { IsoDate } from "@shared/domain/calendar";
import { PERIOD_VIEW_LABELS, PERIOD_VIEWS, periodLabel, stepPeriod, type PeriodView } from "@shared/domain/period";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CAMPAIGN_STATUS_OPTIONS } from "./campaign-status";

interface PeriodToolbarProps {
  view: PeriodView;
  onViewChange: (view: PeriodView) => void;
  referenceDate: IsoDate;
  onReferenceDateChange: (date: IsoDate) => void;
  status: CampaignStatusFilter;
  onStatusChange: (status: CampaignStatusFilter) => void;
  shown: number;
  total: number;
}

/** View filter, previous/next arrows with the period label, status filter and 'Showing X of Y campaigns'. */
export function PeriodToolbar(props: PeriodToolbarProps) {
  const { view, referenceDate, status } = props;
  const bounded = view !== "all";
  const step = (direction: 1 | -1) => props.onReferenceDateChange(stepPeriod(view, referenceDate, direction));
  const unit = view === "quarter" ? "quarter" : view === "year" ? "year" : "month";

  const viewSelect = (
    <Select value={view} onValueChange={(v) => props.onViewChange(v as PeriodView)}>
      <SelectTrigger className="min-w-0 flex-1 sm:w-32 sm:flex-none" aria-label="View">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PERIOD_VIEWS.map((v) => (
          <SelectItem key={v} value={v}>
            {PERIOD_VIEW_LABELS[v]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  const statusSelect = (
    <Select value={status} onValueChange={(v) => props.onStatusChange(v as CampaignStatusFilter)}>
      <SelectTrigger className="min-w-0 flex-1 sm:w-40 sm:flex-none" aria-label="Status">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All Statuses</SelectItem>
        {CAMPAIGN_STATUS_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="flex items-center gap-1 sm:order-2">
          <Button variant="outline" size="icon" onClick={() => step(-1)} disabled={!bounded} aria-label={`Previous ${unit}`}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h2
            className="min-w-[9.5rem] flex-1 px-2 text-center text-base font-semibold tabular-nums"
            aria-live="polite"
            data-testid="period-label"
          >
            {periodLabel(view, referenceDate)}
          </h2>
          <Button variant="outline" size="icon" onClick={() => step(1)} disabled={!bounded} aria-label={`Next ${unit}`}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex gap-2 sm:contents">
          <div className="flex min-w-0 flex-1 sm:order-1 sm:flex-none">{viewSelect}</div>
          <div className="flex min-w-0 flex-1 sm:order-3 sm:flex-none">{statusSelect}</div>
        </div>
      </div>
      <p className="text-center text-sm text-muted-foreground sm:text-left" data-testid="showing-count">
        Showing {props.shown} of {props.total} campaigns
      </p>
    </div>
  );
}
