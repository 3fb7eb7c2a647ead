import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import * as React from "react";

/** How far a finger pulls down from the top of the page before letting go refreshes (CSS pixels). */
export const PULL_THRESHOLD = 80;

type Phase = { kind: "idle" } | { kind: "pulling"; distance: number } | { kind: "refreshing" };

/** A pull that starts inside an open dialog, a menu or a scrolling region is theirs, not the page's. */
function startsOnPage(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (document.body.hasAttribute("data-scroll-locked")) return false;
  return !target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-own-scroll]');
}

/**
 * Pull-to-refresh on touch screens (issue 22): the installed app has no browser reload gesture, and the screens keep
 * their lists until something changes them (data is never stale on its own, SPEC section 9). Pulling down from the
 * top of any signed-in screen reads every shown list again; the browser's own gesture (a full reload) is turned off
 * while it is mounted. Keyboard and mouse users have the browser's reload.
 */
export function PullToRefresh() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = React.useState<Phase>({ kind: "idle" });
  const phaseRef = React.useRef(phase);
  phaseRef.current = phase;

  React.useEffect(() => {
    let startY: number | null = null;
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 && event.touches.length === 1 && startsOnPage(event.target) ? event.touches[0]!.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null || phaseRef.current.kind === "refreshing") return;
      const distance = event.touches[0]!.clientY - startY;
      setPhase(distance > 0 && window.scrollY <= 0 ? { kind: "pulling", distance } : { kind: "idle" });
    };
    const onEnd = () => {
      const current = phaseRef.current;
      startY = null;
      if (current.kind !== "pulling") return;
      if (current.distance < PULL_THRESHOLD) {
        setPhase({ kind: "idle" });
        return;
      }
      setPhase({ kind: "refreshing" });
      void queryClient.invalidateQueries({ refetchType: "active" }).finally(() => setPhase({ kind: "idle" }));
    };
    // The browser's own gesture would reload the whole page on top of this one.
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = "contain";
    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchmove", onMove, { passive: true });
    window.addEventListener("touchend", onEnd);
    window.addEventListener("touchcancel", onEnd);
    return () => {
      root.style.overscrollBehaviorY = before;
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchmove", onMove);
      window.removeEventListener("touchend", onEnd);
      window.removeEventListener("touchcancel", onEnd);
    };
  }, [queryClient]);

  const ready = phase.kind === "pulling" && phase.distance >= PULL_THRESHOLD;
  const text = phase.kind === "refreshing" ? "Refreshing…" : ready ? "Release to refresh" : "Pull to refresh";
  const offset = phase.kind === "pulling" ? Math.min(phase.distance, PULL_THRESHOLD * 1.5) / 2 : PULL_THRESHOLD / 2;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center">
      {phase.kind !== "idle" && (
        <span
          data-testid="pull-to-refresh"
          style={{ transform: `translateY(${offset}px)` }}
          className="flex items-center gap-2 rounded-full border bg-background px-3 py-1.5 text-sm shadow"
        >
          {phase.kind === "refreshing" && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {text}
        </span>
      )}
    </div>
  );
}
