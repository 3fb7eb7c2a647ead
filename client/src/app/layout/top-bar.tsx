import { ImpersonationBanner } from "./impersonation-banner";
import { LocationSelector } from "./location-selector";
import { MobileDrawer } from "./mobile-drawer";
import { NotificationBell } from "./notification-bell";
import { UserArea } from "./user-area";

export function TopBar() {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <MobileDrawer />
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <LocationSelector />
        </div>
        <NotificationBell />
        <UserArea />
      </div>
      <ImpersonationBanner />
    </header>
  );
}
