import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { WEBHOOK_EVENT_LABELS, type WebhookDeliveryState } from "@shared/schema/webhooks-input";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { deliveriesQuery } from "./api";

const STATE: Record<WebhookDeliveryState, { label: string; variant: "success" | "destructive" | "outline" }> = {
  pending: { label: "Pending", variant: "outline" },
  succeeded: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

/** An endpoint's latest deliveries: event, state, the endpoint's response code, attempts, when. */
export function DeliveriesList({ endpointId, url }: { endpointId: string; url: string }) {
  const deliveries = useQuery(deliveriesQuery(endpointId));
  if (deliveries.isLoading) return <Spinner label="Loading deliveries" />;
  const rows = deliveries.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={`Deliveries to ${url}`}>
      {rows.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm" data-testid="webhook-delivery">
          <span className="font-medium">{WEBHOOK_EVENT_LABELS[d.event]}</span>
          <Badge variant={STATE[d.state].variant}>{STATE[d.state].label}</Badge>
          <span className="text-muted-foreground">{d.responseStatus === null ? "No response" : `HTTP ${d.responseStatus}`}</span>
          <span className="text-muted-foreground">
            {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
          </span>
          <span className="text-muted-foreground">{formatDistanceToNow(new Date(d.lastAttemptAt ?? d.createdAt), { addSuffix: true })}</span>
          {d.error && d.state !== "succeeded" && <span className="w-full break-words text-xs text-destructive">{d.error}</span>}
        </li>
      ))}
    </ul>
  );
}
