import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Webhook } from "lucide-react";
import { WEBHOOK_EVENT_LABELS, type CreatedWebhookEndpointView, type WebhookEndpointView } from "@shared/schema/webhooks-input";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { AddEndpointForm, NewSecret } from "./add-endpoint-form";
import { useDeleteEndpoint, useUpdateEndpoint, webhooksQuery } from "./api";
import { DeliveriesList } from "./deliveries-list";

const failed = (title: string) => (err: Error) => toast({ title, description: err.message, variant: "destructive" });

function EndpointRow({ endpoint, onDelete }: { endpoint: WebhookEndpointView; onDelete: () => void }) {
  const update = useUpdateEndpoint();
  const [showDeliveries, setShowDeliveries] = React.useState(false);
  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      { onSuccess: () => toast({ title: enabled ? "Endpoint turned on" : "Endpoint turned off" }), onError: failed("Failed to change the endpoint") },
    );
  return (
    <li className="space-y-3 py-4" data-testid="webhook-endpoint">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="break-all">{endpoint.url}</span>
            {endpoint.enabled ? <Badge variant="success">On</Badge> : <Badge variant="destructive">Off</Badge>}
          </p>
          {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
          {endpoint.disabledReason && <p className="text-sm text-destructive">{endpoint.disabledReason}</p>}
          <p className="text-xs text-muted-foreground">{endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(" · ")}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((v) => !v)}>
            {showDeliveries ? "Hide deliveries" : "Deliveries"}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={update.isPending} onClick={() => setEnabled(!endpoint.enabled)}>
            {endpoint.enabled ? "Turn off" : "Turn on"}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </Button>
        </div>
      </div>
      {showDeliveries && <DeliveriesList endpointId={endpoint.id} url={endpoint.url} />}
    </li>
  );
}

/** Organization → Webhooks (administrators): endpoints, their deliveries, and adding one (secret shown once). */
export function WebhooksCard() {
  const endpoints = useQuery(webhooksQuery);
  const remove = useDeleteEndpoint();
  const [created, setCreated] = React.useState<CreatedWebhookEndpointView | null>(null);
  const [deleting, setDeleting] = React.useState<WebhookEndpointView | null>(null);

  return (
    <Card className="my-6" id="webhooks">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Webhook className="size-5 text-primary" aria-hidden="true" />
          Webhooks
        </CardTitle>
        <CardDescription>
          Tell your other systems (a team chat, a BI sheet, payroll) when something happens in Sous. Failed deliveries are retried; an endpoint failing for a day is
          turned off and administrators are notified.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {created && <NewSecret created={created} />}
        <AddEndpointForm onAdded={setCreated} />
        {endpoints.isLoading ? (
          <Spinner label="Loading webhook endpoints" />
        ) : (endpoints.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">No endpoints yet.</p>
        ) : (
          <ul className="divide-y border-t" aria-label="Webhook endpoints">
            {(endpoints.data ?? []).map((e) => (
              <EndpointRow key={e.id} endpoint={e} onDelete={() => setDeleting(e)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this endpoint?"
        description={`${deleting?.url ?? ""} will receive no more events, and its delivery history is deleted.`}
        confirmLabel="Delete Endpoint"
        pendingLabel="Deleting..."
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              if (created?.id === deleting.id) setCreated(null);
              toast({ title: "Endpoint deleted" });
            },
            onError: failed("Failed to delete the endpoint"),
          })
        }
      />
    </Card>
  );
}
