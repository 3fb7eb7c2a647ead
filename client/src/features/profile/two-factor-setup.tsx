import { Copy, ExternalLink } from "lucide-react";
import * as React from "react";
import { groupInFours } from "@shared/domain/grouped-key";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { RecoveryCodes } from "./recovery-codes";
import { messageOf, useEnableTwoFactor, useStartTwoFactor } from "./two-factor-api";

async function copyKey(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toast({ title: "Key copied", description: "Paste it into your authenticator app." });
  } catch {
    toast({ title: "Copy the key from the screen", description: "Your browser did not allow copying." });
  }
}

/**
 * Enrolment: on the phone that holds the authenticator, open the otpauth:// link (or copy the key); elsewhere scan
 * the QR code (or type the key, shown in groups of four); confirm with a code, then keep the recovery codes.
 * `onDone` runs when the user has seen the codes.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = React.useState("");
  const [codes, setCodes] = React.useState<string[] | null>(null);
  const { mutate: begin } = start;
  const begun = React.useRef(false);

  // Once: every setup call makes a new key, and the one shown must be the one waiting on the server.
  React.useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    begin();
  }, [begin]);

  if (codes) {
    return (
      <div className="space-y-4">
        <RecoveryCodes codes={codes} />
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    );
  }
  if (start.isError) return <p className="text-sm text-destructive">{messageOf(start.error)}</p>;
  if (!start.data) return <Spinner label="Preparing" />;

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        enable.mutate(code, {
          onSuccess: (r) => {
            if (r.pendingConfirmation)
              toast({ title: "Check your e-mail", description: "Your organization asks you to confirm two-factor sign-in from the link we sent." });
            setCodes(r.recoveryCodes);
          },
        });
      }}
    >
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).</li>
        <li>On this phone, tap “Open in authenticator app”; on another device, scan the QR code. Or copy or type the key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img src={start.data.qrCode} alt="QR code for your authenticator app" className="size-44 rounded-md border bg-white p-1" />
        <div className="w-full min-w-0 space-y-2 text-sm">
          <Button asChild className="w-full sm:w-auto">
            <a href={start.data.otpauthUrl}>
              <ExternalLink aria-hidden="true" /> Open in authenticator app
            </a>
          </Button>
          <p className="text-muted-foreground" id="totp-key-label">
            Key
          </p>
          <code
            className="block rounded bg-muted px-2 py-1 font-mono tracking-wide"
            data-testid="totp-secret"
            aria-labelledby="totp-key-label"
          >
            {groupInFours(start.data.secret)}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={() => void copyKey(start.data.secret)}>
            <Copy aria-hidden="true" /> Copy key
          </Button>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="totp-code">Code from the app</Label>
        <Input
          id="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          aria-describedby={enable.isError ? "totp-error" : undefined}
        />
        {enable.isError && (
          <p id="totp-error" role="alert" className="text-sm text-destructive">
            {messageOf(enable.error)}
          </p>
        )}
      </div>
      <Button type="submit" disabled={code.length !== 6 || enable.isPending}>
        {enable.isPending ? "Checking..." : "Turn On"}
      </Button>
    </form>
  );
}
