import * as React from "react";
import { Copy } from "lucide-react";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type CreatedWebhookEndpointView, type WebhookEvent } from "@shared/schema/webhooks-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { fieldIssues } from "@/lib/api";
import { useAddEndpoint } from "./api";

/** The signing secret of an endpoint just added: shown here once, never again. */
export function NewSecret({ created }: { created: CreatedWebhookEndpointView }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast({ title: "Secret copied" });
    } catch {
      toast({ title: "Copy the secret from the field", description: "Your browser did not allow copying." });
    }
  };
  return (
    <div className="space-y-2 rounded-md border border-primary/40 bg-accent/40 p-3" role="status">
      <p className="break-all text-sm">
        Endpoint added: <strong>{created.url}</strong>. Copy its signing secret now: <strong>it is shown only once.</strong>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={created.secret} aria-label="Signing secret" className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Each delivery carries <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> headers (Standard Webhooks): verify them with this
        secret.
      </p>
    </div>
  );
}

export function AddEndpointForm({ onAdded }: { onAdded: (created: CreatedWebhookEndpointView) => void }) {
  const add = useAddEndpoint();
  const [url, setUrl] = React.useState("");
  const [description, setDescription] = React.useState("");
  const [events, setEvents] = React.useState<WebhookEvent[]>([]);
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const toggle = (event: WebhookEvent, on: boolean) => setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    add.mutate(
      { url: url.trim(), events, ...(description.trim() ? { description: description.trim() } : {}) },
      {
        onSuccess: (created) => {
          setUrl("");
          setDescription("");
          setEvents([]);
          onAdded(created);
        },
        onError: (err) => {
          const issues = fieldIssues(err);
          if (issues.length > 0) setErrors(Object.fromEntries(issues.map((i) => [i.path.split(".")[0]!, i.message])));
          else toast({ title: "Failed to add the endpoint", description: err.message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div className="space-y-1">
        <Label htmlFor="webhook-url">Endpoint URL</Label>
        <Input
          id="webhook-url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/sous-webhook"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={Boolean(errors.url)}
          aria-describedby={errors.url ? "webhook-url-error" : undefined}
        />
        {errors.url && (
          <p id="webhook-url-error" className="text-sm text-destructive">
            {errors.url}
          </p>
        )}
      </div>
      <div className="space-y-1">
        <Label htmlFor="webhook-description">Description (optional)</Label>
        <Input id="webhook-description" value={description} onChange={(e) => setDescription(e.target.value)} placeholder="e.g. Team chat" />
      </div>
      <fieldset className="space-y-2" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
        <legend className="text-sm font-medium">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex min-h-11 items-center gap-3 text-sm sm:min-h-0">
              <Checkbox checked={events.includes(event)} onCheckedChange={(on) => toggle(event, on === true)} />
              {WEBHOOK_EVENT_LABELS[event]}
            </label>
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="text-sm text-destructive">
            {errors.events}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Adding..." : "Add Endpoint"}
      </Button>
    </form>
  );
}
