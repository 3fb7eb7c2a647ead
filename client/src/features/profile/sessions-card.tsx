import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { Laptop, LogOut, Smartphone } from "lucide-react";
import type { SessionView } from "@shared/schema/sessions-input";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { sessionsQuery, useEndOtherSessions, useEndSession } from "./api";

const MOBILE = /iPhone|iPad|Android/;
const failed = (title: string) => (err: Error) => toast({ title, description: err.message, variant: "destructive" });

function SessionRow({ session, onEnd, ending }: { session: SessionView; onEnd: () => void; ending: boolean }) {
  const Icon = MOBILE.test(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="session-row">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {session.device}
            {session.current && <Badge variant="secondary">This device</Badge>}
            {session.pushOn && <Badge variant="outline">Push on</Badge>}
            {session.impersonating && <Badge variant="warning">Browsing as an organization</Badge>}
          </p>
          <p className="break-all text-xs text-muted-foreground">
            {session.ip ?? "Unknown address"} · {session.current ? "Active now" : `Last seen ${formatDistanceToNow(new Date(session.lastSeenAt), { addSuffix: true })}`}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button type="button" variant="outline" size="sm" disabled={ending} onClick={onEnd} aria-label={`Sign out ${session.device}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where the user is signed in: end one session, or every other one. */
export function SessionsCard() {
  const sessions = useQuery(sessionsQuery);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirmOthers, setConfirmOthers] = React.useState(false);

  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Laptop className="size-5 text-primary" aria-hidden="true" />
          Where you're signed in
        </CardTitle>
        <CardDescription>Sign out a device you no longer use or do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isLoading ? (
          <Spinner label="Loading sessions" />
        ) : (
          <>
            <ul className="divide-y" aria-label="Active sessions">
              {(sessions.data ?? []).map((s) => (
                <SessionRow
                  key={s.id}
                  session={s}
                  ending={endOne.isPending}
                  onEnd={() =>
                    endOne.mutate(s.id, {
                      onSuccess: () => toast({ title: "Signed out", description: `${s.device} was signed out.` }),
                      onError: failed("Failed to sign out the session"),
                    })
                  }
                />
              ))}
            </ul>
            {others > 0 && (
              <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setConfirmOthers(true)}>
                <LogOut aria-hidden="true" /> Sign out all other sessions
              </Button>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out all other sessions?"
        description={`${others} other session${others === 1 ? "" : "s"} will be signed out. This device stays signed in.`}
        confirmLabel="Sign Out Others"
        pendingLabel="Signing out..."
        confirmVariant="destructive"
        pending={endOthers.isPending}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: () => {
              setConfirmOthers(false);
              toast({ title: "Other sessions signed out" });
            },
            onError: failed("Failed to sign out other sessions"),
          })
        }
      />
    </Card>
  );
}
