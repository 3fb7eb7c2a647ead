import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { RecoveryCodes } from "./recovery-codes";
import { messageOf, twoFactorQuery, useDisableTwoFactor, useNewRecoveryCodes } from "./two-factor-api";
import { TwoFactorSetup } from "./two-factor-setup";

/** A code-confirmed action: turning two-factor off, or making new recovery codes. */
function CodeDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  run: (code: string, done: () => void) => void;
  pending: boolean;
  error: string | null;
  children?: React.ReactNode;
}) {
  const [code, setCode] = React.useState("");
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children ?? (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              props.run(code, () => setCode(""));
            }}
          >
            <Label htmlFor="confirm-code">Code from your authenticator app or a recovery code</Label>
            <Input id="confirm-code" autoComplete="one-time-code" value={code} maxLength={20} onChange={(e) => setCode(e.target.value)} />
            {props.error && (
              <p role="alert" className="text-sm text-destructive">
                {props.error}
              </p>
            )}
            <Button type="submit" disabled={!code.trim() || props.pending}>
              {props.confirmLabel}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Two-factor sign-in on Profile: turn on (QR code and recovery codes), new recovery codes, turn off. */
export function TwoFactorCard() {
  const status = useQuery(twoFactorQuery);
  const disable = useDisableTwoFactor();
  const renew = useNewRecoveryCodes();
  const [setupOpen, setSetupOpen] = React.useState(false);
  const [offOpen, setOffOpen] = React.useState(false);
  const [renewOpen, setRenewOpen] = React.useState(false);
  const [newCodes, setNewCodes] = React.useState<string[] | null>(null);

  const s = status.data;
  if (!s || !s.localAccount) return null;
  const required = s.organizationRequires || s.platformRequires;

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Two-factor sign-in
          {/* A passkey is a second factor too (it meets an organization's requirement): not "Off" then. */}
          <Badge variant={s.enabled || s.passkeys > 0 ? "default" : "secondary"} data-testid="two-factor-state">
            {s.enabled ? "On" : s.passkeys > 0 ? "On with passkeys" : "Off"}
          </Badge>
        </CardTitle>
        <CardDescription>
          Signing in asks for a code from an authenticator app on your phone as well as your password.
          {required && " Your organization requires it."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {s.enabled && (
          <p className="text-sm text-muted-foreground">
            {s.recoveryCodesLeft} of 10 recovery codes left.
          </p>
        )}
        {!s.enabled && s.awaitingEmailConfirmation && (
          <p className="text-sm text-muted-foreground" role="status">
            Your organization asks you to confirm it: follow the link in the e-mail we sent you.
          </p>
        )}
        {!s.enabled && !s.awaitingEmailConfirmation && s.passkeys > 0 && (
          <p className="text-sm text-muted-foreground">
            Your passkeys already sign you in with two factors. An authenticator app adds another way in.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {s.enabled ? (
            <>
              <Button type="button" variant="outline" size="sm" onClick={() => setRenewOpen(true)}>
                New recovery codes
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setOffOpen(true)}>
                Turn off
              </Button>
            </>
          ) : (
            <Button type="button" size="sm" onClick={() => setSetupOpen(true)}>
              Turn on two-factor sign-in
            </Button>
          )}
        </div>
      </CardContent>

      <Dialog open={setupOpen} onOpenChange={setSetupOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Turn on two-factor sign-in</DialogTitle>
            <DialogDescription>Link an authenticator app to your account.</DialogDescription>
          </DialogHeader>
          {setupOpen && (
            <TwoFactorSetup
              onDone={() => {
                setSetupOpen(false);
                toast({ title: "Two-factor sign-in is on" });
              }}
            />
          )}
        </DialogContent>
      </Dialog>

      <CodeDialog
        open={offOpen}
        onOpenChange={setOffOpen}
        title="Turn off two-factor sign-in?"
        description={required ? "Your organization requires it: you will be asked to set it up again." : "Signing in will ask only for your password."}
        confirmLabel="Turn Off"
        pending={disable.isPending}
        error={disable.isError ? messageOf(disable.error) : null}
        run={(code, done) =>
          disable.mutate(code, {
            onSuccess: () => {
              done();
              setOffOpen(false);
              toast({ title: "Two-factor sign-in is off" });
            },
          })
        }
      />

      <CodeDialog
        open={renewOpen}
        onOpenChange={(open) => {
          setRenewOpen(open);
          if (!open) setNewCodes(null);
        }}
        title="New recovery codes"
        description="Your earlier recovery codes stop working."
        confirmLabel="Make New Codes"
        pending={renew.isPending}
        error={renew.isError ? messageOf(renew.error) : null}
        run={(code, done) => renew.mutate(code, { onSuccess: (r) => (done(), setNewCodes(r.recoveryCodes)) })}
      >
        {newCodes ? <RecoveryCodes codes={newCodes} /> : undefined}
      </CodeDialog>
    </Card>
  );
}
