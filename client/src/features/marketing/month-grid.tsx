import * as React from "react";
import { format } from "date-fns";
import { isoToLocalDate, toIsoDate, type IsoDate } from "@shared/domain/calendar";
import { formatDisplayDate } from "@shared/domain/dates";
import { cn } from "@/lib/utils";
import type { CampaignDto } from "./api";
import { BAR_CLASS, CAMPAIGN_STATUS_LABELS } from "./campaign-status";
import { monthGrid } from "./month-grid-layout";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

interface MonthGridProps {
  referenceDate: IsoDate;
  campaigns: CampaignDto[];
  onSelectDate: (date: IsoDate) => void;
  onOpenCampaign: (campaign: CampaignDto) => void;
}

/** The reference month with every campaign drawn as a bar across its days (one bar per week it touches). */
export function MonthGrid({ referenceDate, campaigns, onSelectDate, onOpenCampaign }: MonthGridProps) {
  const weeks = React.useMemo(() => monthGrid(referenceDate, campaigns), [referenceDate, campaigns]);
  const today = toIsoDate(new Date());

  return (
    <div>
      <div role="group" aria-label={`${format(isoToLocalDate(referenceDate), "MMMM yyyy")} campaigns`}>
        <div className="grid grid-cols-7 border-b text-center text-xs font-medium text-muted-foreground" aria-hidden="true">
          {WEEKDAYS.map((d) => (
            <div key={d} className="py-2">
              {d}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div
            key={week.days[0]!.date}
            className="relative grid grid-cols-7 border-b last:border-b-0"
            style={{ gridTemplateRows: `2rem repeat(${week.laneCount}, 1.75rem) 0.5rem` }}
          >
            {week.days.map((day, i) => (
              <button
                key={day.date}
                type="button"
                aria-current={day.date === referenceDate ? "date" : undefined}
                // The reference calendar is the keyboard path to a date; here a click is a shortcut.
                tabIndex={-1}
                aria-label={formatDisplayDate(day.date)}
                onClick={() => onSelectDate(day.date)}
                className={cn(
                  "flex flex-col items-start justify-start border-l px-0.5 pt-1 text-xs first:border-l-0 sm:px-1.5 hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
                  !day.inMonth && "bg-muted/40 text-muted-foreground",
                  day.date === referenceDate && "bg-accent/60",
                )}
                style={{ gridColumn: i + 1, gridRow: "1 / -1" }}
              >
                <span
                  className={cn(
                    "inline-flex size-6 items-center justify-center rounded-full tabular-nums",
                    day.date === today && "bg-primary font-semibold text-primary-foreground",
                  )}
                >
                  {day.day}
                </span>
              </button>
            ))}
            {week.bars.map((bar) => {
              const c = bar.campaign;
              return (
                <button
                  key={c.id}
                  type="button"
                  onClick={() => onOpenCampaign(c)}
                  title={`${c.title}: ${formatDisplayDate(c.startDate)} – ${formatDisplayDate(c.endDate)} (${CAMPAIGN_STATUS_LABELS[c.status]})`}
                  aria-label={`${c.title}, ${formatDisplayDate(c.startDate)} to ${formatDisplayDate(c.endDate)}, ${CAMPAIGN_STATUS_LABELS[c.status]}`}
                  data-testid="campaign-bar"
                  className={cn(
                    "z-10 mx-0.5 my-0.5 truncate border px-1 text-left text-[11px] font-medium leading-5 sm:px-2 sm:text-xs shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    BAR_CLASS[c.status],
                    bar.continuesBefore ? "-ml-px rounded-l-none border-l-0" : "rounded-l-md",
                    bar.continuesAfter ? "-mr-px rounded-r-none border-r-0" : "rounded-r-md",
                  )}
                  style={{ gridColumn: `${bar.startColumn + 1} / span ${bar.span}`, gridRow: bar.lane + 2 }}
                >
                  {bar.continuesBefore && <span aria-hidden="true">… </span>}
                  {c.title}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
