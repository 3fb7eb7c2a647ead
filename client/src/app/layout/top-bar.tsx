import { Eye } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "../auth";
import { LocationSelector } from "./location-selector";
import { MobileDrawer } from "./mobile-drawer";
import { NotificationBell } from "./notification-bell";
import { UserArea } from "./user-area";

export function ImpersonationBadge({ className }: { className?: string }) {
  const { user } = useAuth();
  if (!user?.impersonation) return null;
  return (
    <Badge variant="warning" className={className} data-testid="impersonation-badge">
      <Eye className="mr-1 size-3" aria-hidden="true" />
      Browsing as: {user.impersonation.organizationName}
    </Badge>
  );
}

export function TopBar() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <MobileDrawer />
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <LocationSelector />
          <ImpersonationBadge className="hidden md:inline-flex" />
        </div>
        <NotificationBell />
        <UserArea />
      </div>
      {user?.impersonation && (
        <div className="border-t bg-warning/10 px-3 py-1.5 md:hidden">
          <ImpersonationBadge />
        </div>
      )}
    </header>
  );
}
