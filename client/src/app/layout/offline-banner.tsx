import { format, isToday } from "date-fns";
import { WifiOff } from "lucide-react";
import { useOfflineStatus } from "../offline-status";

const when = (date: Date) => (isToday(date) ? format(date, "h:mm a") : format(date, "MMM d, h:mm a"));

/** Says so whenever the screen shows what was kept from an earlier visit instead of fresh data. */
export function OfflineBanner() {
  const { offline, lastUpdated } = useOfflineStatus();
  if (!offline) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center gap-2 border-b border-warning/40 bg-warning/15 px-4 py-2 text-sm text-foreground print:hidden"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>offline — last updated {lastUpdated ? when(lastUpdated) : "at your last visit"}</span>
    </div>
  );
}
