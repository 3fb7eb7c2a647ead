import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import { DayPicker, type ChevronProps } from "react-day-picker";
import { addMonthsIso, isoToLocalDate, toCalendarDate, toIsoDate, type IsoDate } from "@shared/domain/calendar";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon className={cn("size-4", className)} aria-hidden="true" />;
}

interface ReferenceCalendarProps {
  value: IsoDate;
  onChange: (date: IsoDate) => void;
  /** Days on which at least one shown campaign runs: underlined. */
  campaignDays: ReadonlySet<IsoDate>;
}

/** SPEC: a single-date calendar sets the reference date. Its month follows the reference date. */
export function ReferenceCalendar({ value, onChange, campaignDays }: ReferenceCalendarProps) {
  const selected = React.useMemo(() => isoToLocalDate(value), [value]);
  const hasCampaign = React.useCallback((day: Date) => campaignDays.has(toIsoDate(day)), [campaignDays]);

  const onMonthChange = (month: Date) => {
    const from = toCalendarDate(value);
    const to = toCalendarDate(month);
    onChange(addMonthsIso(value, (to.year - from.year) * 12 + (to.month - from.month)));
  };

  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(day: Date) => onChange(toIsoDate(day))}
      month={selected}
      onMonthChange={onMonthChange}
      weekStartsOn={0}
      showOutsideDays
      modifiers={{ hasCampaign }}
      modifiersClassNames={{
        hasCampaign: "[&>button]:underline [&>button]:decoration-primary [&>button]:decoration-2 [&>button]:underline-offset-4",
      }}
      components={{ Chevron }}
      classNames={{
        root: "w-fit",
        months: "relative flex flex-col",
        month: "space-y-3",
        month_caption: "flex h-9 items-center justify-center",
        caption_label: "text-sm font-semibold",
        nav: "absolute inset-x-0 top-0 z-10 flex items-center justify-between",
        button_previous: cn(buttonVariants({ variant: "outline", size: "icon" }), "size-9"),
        button_next: cn(buttonVariants({ variant: "outline", size: "icon" }), "size-9"),
        month_grid: "border-collapse",
        weekdays: "",
        weekday: "size-10 text-xs font-medium text-muted-foreground",
        week: "",
        day: "p-0 text-center text-sm",
        day_button:
          "size-10 rounded-md transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        selected:
          "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground",
        today: "[&>button]:font-bold [&>button]:ring-1 [&>button]:ring-primary/50",
        outside: "text-muted-foreground/60",
        disabled: "opacity-50",
        hidden: "invisible",
      }}
    />
  );
}
