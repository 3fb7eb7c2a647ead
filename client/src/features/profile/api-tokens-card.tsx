import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { format, formatDistanceToNow } from "date-fns";
import { Copy, KeyRound } from "lucide-react";
import { API_TOKEN_LIFETIMES, type ApiTokenScope, type ApiTokenView, type CreatedApiTokenView } from "@shared/schema/api-tokens-input";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { fieldIssues } from "@/lib/api";
import { apiTokensQuery, useCreateApiToken, useRevokeApiToken } from "./api-tokens-api";

const SCOPE_LABELS: Record<ApiTokenScope, string> = { read: "Read only", read_write: "Read and write" };

function tokenState(t: ApiTokenView): { label: string; live: boolean } {
  if (t.revokedAt) return { label: "Revoked", live: false };
  if (new Date(t.expiresAt) <= new Date()) return { label: "Expired", live: false };
  return { label: `Expires ${format(new Date(t.expiresAt), "MMM d, yyyy")}`, live: true };
}

function NewToken({ created }: { created: CreatedApiTokenView }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      toast({ title: "Token copied" });
    } catch {
      toast({ title: "Copy the token from the field", description: "Your browser did not allow copying." });
    }
  };
  return (
    <div className="space-y-2 rounded-md border border-primary/40 bg-accent/40 p-3" role="status">
      <p className="text-sm">
        Your new token <strong>{created.name}</strong>. Copy it now: <strong>it is shown only once.</strong>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={created.token} aria-label="New API token" className="font-mono text-xs" data-testid="new-api-token" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Send it as <code>Authorization: Bearer &lt;token&gt;</code>. The API is described at <a className="underline" href="/api/docs">/api/docs</a>.</p>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (t: CreatedApiTokenView) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = React.useState("");
  const [scope, setScope] = React.useState<ApiTokenScope>("read");
  const [days, setDays] = React.useState("90");
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    create.mutate(
      { name, scope, expiresInDays: Number(days) },
      {
        onSuccess: (created) => {
          setName("");
          onCreated(created);
        },
        onError: (err) => {
          const issues = fieldIssues(err);
          if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
          else toast({ title: "Failed to create the token", description: err.message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" aria-label="Create API token">
      <div className="space-y-1">
        <Label htmlFor="token-name">Token name</Label>
        <Input id="token-name" value={name} maxLength={80} placeholder="e.g. BI sheet" onChange={(e) => setName(e.target.value)} aria-invalid={!!errors.name} aria-describedby={errors.name ? "token-name-error" : undefined} />
        {errors.name && <p id="token-name-error" className="text-sm text-destructive">{errors.name}</p>}
      </div>
      <div className="space-y-1">
        <Label htmlFor="token-scope">Access</Label>
        <Select value={scope} onValueChange={(v) => setScope(v as ApiTokenScope)}>
          <SelectTrigger id="token-scope" className="sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="read">{SCOPE_LABELS.read}</SelectItem>
            <SelectItem value="read_write">{SCOPE_LABELS.read_write}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="token-expiry">Expires after</Label>
        <Select value={days} onValueChange={setDays}>
          <SelectTrigger id="token-expiry" className="sm:w-32">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {API_TOKEN_LIFETIMES.map((d) => (
              <SelectItem key={d} value={String(d)}>
                {d === 365 ? "1 year" : `${d} days`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create Token"}
      </Button>
    </form>
  );
}

/** Personal access tokens for scripts: create one (shown once), see when each was last used, revoke. */
export function ApiTokensCard() {
  const tokens = useQuery(apiTokensQuery);
  const revoke = useRevokeApiToken();
  const [created, setCreated] = React.useState<CreatedApiTokenView | null>(null);
  const [revoking, setRevoking] = React.useState<ApiTokenView | null>(null);

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          API tokens
        </CardTitle>
        <CardDescription>Let a script or another system use Sous as you, in this organization. Treat a token like a password.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CreateTokenForm onCreated={setCreated} />
        {created && <NewToken created={created} />}
        {tokens.isLoading ? (
          <Spinner label="Loading tokens" />
        ) : (tokens.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">No tokens yet.</p>
        ) : (
          <ul className="divide-y" aria-label="API tokens">
            {(tokens.data ?? []).map((t) => {
              const state = tokenState(t);
              return (
                <li key={t.id} className="flex items-start justify-between gap-3 py-3" data-testid="api-token-row">
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 break-all text-sm font-medium">
                      {t.name}
                      <Badge variant="secondary">{SCOPE_LABELS[t.scope]}</Badge>
                      {!state.live && <Badge variant="outline">{state.label}</Badge>}
                    </p>
                    <p className="break-all text-xs text-muted-foreground">
                      <code>{t.prefix}…</code> · {state.live ? `${state.label} · ` : ""}
                      {t.lastUsedAt ? `Last used ${formatDistanceToNow(new Date(t.lastUsedAt), { addSuffix: true })}` : "Never used"}
                    </p>
                  </div>
                  {state.live && (
                    <Button type="button" variant="outline" size="sm" onClick={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
                      Revoke
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        description={`Scripts using "${revoking?.name ?? ""}" will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke Token"
        pendingLabel="Revoking..."
        confirmVariant="destructive"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast({ title: "Token revoked", description: `${revoking.name} no longer works.` });
              if (created?.id === revoking.id) setCreated(null);
              setRevoking(null);
            },
            onError: (err) => toast({ title: "Failed to revoke the token", description: err.message, variant: "destructive" }),
          })
        }
      />
    </Card>
  );
}
