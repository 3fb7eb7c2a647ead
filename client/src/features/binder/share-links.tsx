import { useQuery } from "@tanstack/react-query";
import { Copy, Link2 } from "lucide-react";
import * as React from "react";
import { DEFAULT_BINDER_LINK_DAYS, MAX_BINDER_LINK_DAYS } from "@shared/schema/service-records-input";
import { formatDisplayDate } from "@shared/domain/dates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { binderLinksQuery, useCreateBinderLink, useRevokeBinderLink } from "./api";

const when = (iso: string) => formatDisplayDate(iso.slice(0, 10));

/** Read-only links to the binder for an inspector or an insurer: make one for N days, see who made each, revoke. */
export function ShareLinks({ locationId }: { locationId: string }) {
  const links = useQuery(binderLinksQuery(locationId, true));
  const create = useCreateBinderLink(locationId);
  const revoke = useRevokeBinderLink(locationId);
  const [days, setDays] = React.useState(String(DEFAULT_BINDER_LINK_DAYS));
  const [made, setMade] = React.useState<string | null>(null);
  const id = React.useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(Number(days), {
      onSuccess: (link) => setMade(link.url),
      onError: (error) => notifyMutationError(error, "Failed to create the link"),
    });
  };
  const copy = async () => {
    if (!made) return;
    await navigator.clipboard?.writeText(made).catch(() => undefined);
    toast({ title: "Link copied" });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Share with an inspector or insurer</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-days`}>Valid for (days)</Label>
            <Input id={`${id}-days`} type="number" inputMode="numeric" min={1} max={MAX_BINDER_LINK_DAYS} className="w-28" value={days} onChange={(e) => setDays(e.target.value)} />
          </div>
          <Button type="submit" disabled={create.isPending}>
            <Link2 aria-hidden="true" />
            {create.isPending ? "Creating..." : "Create read-only link"}
          </Button>
        </form>
        {made && (
          <div className="space-y-2 rounded-md border p-3" role="status">
            <p className="text-sm">Anyone with this link can see this location's binder until it expires. It is shown only now:</p>
            <Input readOnly value={made} aria-label="Shared link" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
        )}
        {links.isLoading ? null : links.error ? (
          <p className="text-sm text-destructive">Could not load the links: {serverMessage(links.error)}</p>
        ) : (links.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">No links yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Shared links">
            {links.data!.map((l) => (
              <li key={l.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="binder-link">
                <div className="text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    Made by {l.createdBy} on {when(l.createdAt)}
                    {l.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">{l.revokedAt ? "Revoked" : "Expired"}</Badge>}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {l.revokedAt ? `Revoked ${when(l.revokedAt)}` : `Expires ${when(l.expiresAt)}`} ·{" "}
                    {l.lastOpenedAt ? `last opened ${when(l.lastOpenedAt)} (${l.openCount} opening${l.openCount === 1 ? "" : "s"})` : "never opened"}
                  </p>
                </div>
                {l.active && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(l.id, {
                        onSuccess: () => toast({ title: "Link revoked" }),
                        onError: (error) => notifyMutationError(error, "Failed to revoke the link"),
                      })
                    }
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
