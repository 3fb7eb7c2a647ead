import { KeyRound, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRefreshAuthUser } from "@/features/profile/two-factor-api";
import { TwoFactorSetup } from "@/features/profile/two-factor-setup";

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
          <Button asChild variant="ghost" size="sm">
            <a href="/api/logout">
              <LogOut aria-hidden="true" /> Sign Out
            </a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
