import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Marks a header cell the cue counts: a column that can lie out of view beside the sticky first one. */
export const SCROLL_COLUMN = { "data-scroll-column": "" } as const;

interface HiddenColumns {
  before: number;
  after: number;
}

/** The columns (headers marked with SCROLL_COLUMN) that lie wholly or partly outside the region's visible part. */
function measureHidden(region: HTMLElement): HiddenColumns {
  const heads = [...region.querySelectorAll<HTMLElement>("thead [data-scroll-column]")];
  const sticky = region.querySelector<HTMLElement>("thead th:first-child");
  const view = region.getBoundingClientRect();
  const left = sticky ? sticky.getBoundingClientRect().right : view.left;
  let before = 0;
  let after = 0;
  for (const head of heads) {
    const box = head.getBoundingClientRect();
    if (box.right > view.right + 1) after++;
    else if (box.left < left - 1) before++;
  }
  return { before, after };
}

/**
 * A wide table that scrolls sideways inside its card, never the page: the first column sticks (give it
 * `sticky left-0`), the region is focusable so arrow keys scroll it, and while columns lie out of view a cue says
 * how many ("4 more types →") and scrolls to them when pressed.
 */
export function ScrollCueTable({
  label,
  noun,
  className,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  /** What a column is, singular and plural: ["type", "types"]. */
  noun: readonly [string, string];
  /** Classes of the <table> itself. */
  className?: string;
  /** The table's header, body and footer. */
  children: React.ReactNode;
}) {
  const regionRef = React.useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = React.useState<HiddenColumns>({ before: 0, after: 0 });

  React.useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const update = () => {
      // A cell scrolled into view (by focus or scrollIntoView) must stop beside the sticky column, not under it.
      const sticky = region.querySelector<HTMLElement>("thead th:first-child");
      region.style.scrollPaddingLeft = `${sticky?.offsetWidth ?? 0}px`;
      setHidden((current) => {
        const next = measureHidden(region);
        return next.before === current.before && next.after === current.after ? current : next;
      });
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(region);
    const table = region.querySelector("table");
    if (table) observer.observe(table);
    region.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      region.removeEventListener("scroll", update);
    };
  }, []);

  const scrollBy = (direction: 1 | -1) => {
    const region = regionRef.current;
    if (!region) return;
    const sticky = region.querySelector<HTMLElement>("thead th:first-child");
    const page = region.clientWidth - (sticky?.offsetWidth ?? 0);
    region.scrollBy({ left: direction * Math.max(page * 0.8, 80), behavior: "smooth" });
  };

  const plural = (n: number) => (n === 1 ? noun[0] : noun[1]);
  return (
    <div className="space-y-2">
      {(hidden.before > 0 || hidden.after > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-2 px-3 pt-3 print:hidden" data-testid="scroll-cue">
          {hidden.before > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => scrollBy(-1)}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              {`${hidden.before} ${plural(hidden.before)} before`}
            </Button>
          ) : (
            <span />
          )}
          {hidden.after > 0 && (
            <Button variant="outline" size="sm" onClick={() => scrollBy(1)}>
              {`${hidden.after} more ${plural(hidden.after)}`}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
      <div
        ref={regionRef}
        className="relative w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table className={cn("w-full min-w-max caption-bottom text-sm", className)}>{children}</table>
      </div>
    </div>
  );
}
