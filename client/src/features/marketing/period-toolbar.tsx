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

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Select value={view} onValueChange={(v) => props.onViewChange(v as PeriodView)}>
          <SelectTrigger className="w-32" aria-label="View">
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
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" onClick={() => step(-1)} disabled={!bounded} aria-label={`Previous ${unit}`}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h2
            className="min-w-[9.5rem] px-2 text-center text-base font-semibold tabular-nums"
            aria-live="polite"
            data-testid="period-label"
          >
            {periodLabel(view, referenceDate)}
          </h2>
          <Button variant="outline" size="icon" onClick={() => step(1)} disabled={!bounded} aria-label={`Next ${unit}`}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <Select value={status} onValueChange={(v) => props.onStatusChange(v as CampaignStatusFilter)}>
          <SelectTrigger className="w-40" aria-label="Status">
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
      </div>
      <p className="text-sm text-muted-foreground" data-testid="showing-count">
        Showing {props.shown} of {props.total} campaigns
      </p>
    </div>
  );
}
