import type * as React from "react";
import { cn } from "@/lib/utils";

interface TableProps extends React.ComponentProps<"table"> {
  /** Accessible name for the scroll region (it is focusable so keyboard users can scroll it). */
  label?: string;
}

/** The wrapper scrolls horizontally on narrow screens instead of squashing columns. */
export function Table({ className, label, ...props }: TableProps) {
  return (
    <div
      className="relative w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="region"
      aria-label={label}
      tabIndex={label ? 0 : undefined}
    >
      <table className={cn("w-full min-w-max caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

/** Columns a list table drops first on narrow screens, shown from the named breakpoint up (priority order). */
export const SHOW_FROM = { xl: "hidden xl:table-cell", "2xl": "hidden 2xl:table-cell" } as const;

/**
 * The column that takes the room the others leave and cuts its text to fit (use TruncatedText inside).
 * max-width 0 lets an auto-layout cell shrink below its content; the width share decides how much it gets.
 */
export const FLEX_COLUMN = "w-full max-w-0";

/** A column that keeps its content on one line and takes no more room than that (dates, money, actions). */
export const TIGHT_COLUMN = "w-px whitespace-nowrap";

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      className={cn("border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "h-11 px-3 text-left align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-3 align-middle [&:has([role=checkbox])]:pr-0", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />;
}
