import { KeyRound, LogOut } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRefreshAuthUser } from "@/features/profile/two-factor-api";
import { TwoFactorSetup } from "@/features/profile/two-factor-setup";
import { AddPasskeyForm } from "@/features/profile/passkeys-card";
import { SignOutForm } from "@/app/sign-out-form";

/**
 * Shown instead of the app when the organization or the platform requires two-factor sign-in and this account has
 * not set it up: the server answers nothing else until it has.
 */
export function TwoFactorEnrolment() {
  const refresh = useRefreshAuthUser();
  return (
    <main className="flex min-h-screen items-start justify-center bg-muted/40 p-4 sm:items-center">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            Set up two-factor sign-in
          </CardTitle>
          <CardDescription>Your organization requires a code from an authenticator app when you sign in. Set it up to continue.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <TwoFactorSetup onDone={() => void refresh()} />
          <div className="space-y-2 border-t pt-4">
            <p className="text-sm text-muted-foreground">Or add a passkey: your device's fingerprint, face or screen lock.</p>
            <AddPasskeyForm onAdded={() => void refresh()} />
          </div>
          <SignOutForm variant="ghost" size="sm">
            <LogOut aria-hidden="true" /> Sign Out
          </SignOutForm>
        </CardContent>
      </Card>
    </main>
  );
}
