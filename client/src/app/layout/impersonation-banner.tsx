import { Eye, LogOut } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { useStopImpersonation } from "@/features/organizations/api";
import { useAuth } from "../auth";

/** While a super admin browses as an organization: who they are browsing as, and a way back, on every page. */
export function ImpersonationBanner() {
  const { user } = useAuth();
  const stop = useStopImpersonation();
  if (!user?.impersonation) return null;
  const onStop = () =>
    stop
      .mutateAsync()
      .then(() => toast({ title: "Impersonation Stopped", description: "Returned to super admin view" }))
      .catch((error: unknown) => notifyMutationError(error, "Failed to stop impersonation"));
  return (
    <div className="flex items-center justify-between gap-2 border-t bg-warning/10 px-3 py-1.5 sm:px-6" data-testid="impersonation-banner">
      <Badge variant="warning" className="min-w-0" data-testid="impersonation-badge">
        <Eye className="mr-1 size-3 shrink-0" aria-hidden="true" />
        <span className="truncate">Browsing as: {user.impersonation.organizationName}</span>
      </Badge>
      <Button
        size="sm"
        variant="outline"
        className="h-7 shrink-0"
        onClick={() => void onStop()} disabled={stop.isPending}
        aria-label={`Stop browsing as ${user.impersonation.organizationName}`}
      >
        <LogOut aria-hidden="true" />
        {stop.isPending ? "Stopping..." : "Stop"}
      </Button>
    </div>
  );
}
