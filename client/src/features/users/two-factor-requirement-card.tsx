import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { messageOf, twoFactorQuery, useSetOrganizationRequirement, useSetPlatformRequirement } from "@/features/profile/two-factor-api";

/**
 * An organization admin requires two-factor sign-in of the organization's accounts; a super admin, in the platform
 * view, of every account. Accounts signing in through the identity provider are not asked.
 */
export function TwoFactorRequirementCard({ scope }: { scope: "organization" | "platform" }) {
  const status = useQuery(twoFactorQuery);
  const setOrganization = useSetOrganizationRequirement();
  const setPlatform = useSetPlatformRequirement();
  const mutation = scope === "platform" ? setPlatform : setOrganization;
  if (!status.data) return null;
  const on = scope === "platform" ? status.data.platformRequires : status.data.organizationRequires;
  const id = `require-two-factor-${scope}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Sign-in security
        </CardTitle>
        <CardDescription>
          People without two-factor sign-in are asked to set it up before they can continue. Turn it on for your own account first.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{scope === "platform" ? "Require two-factor sign-in on the whole platform" : "Require two-factor sign-in for this organization"}</Label>
        <Switch
          id={id}
          checked={on}
          disabled={mutation.isPending}
          onCheckedChange={(checked) =>
            mutation.mutate(checked, {
              onSuccess: () => toast({ title: checked ? "Two-factor sign-in is now required" : "Two-factor sign-in is no longer required" }),
              onError: (err) => toast({ title: "Failed to change the requirement", description: messageOf(err), variant: "destructive" }),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
