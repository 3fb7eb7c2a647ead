import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { displayName, roleLabel } from "@/lib/user";
import { useAuth } from "../auth";
import { SidebarNav } from "./sidebar-nav";

/** On phones the top bar has no room for the name and role, so the drawer shows them. */
function DrawerUser() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="border-t border-sidebar-border px-5 py-3 text-sm">
      <div className="truncate font-medium">{displayName(user)}</div>
      <div className="text-xs text-muted-foreground">{roleLabel(user.role)}</div>
    </div>
  );
}

/**
 * Small screens: a slide-in drawer over an overlay. Radix Dialog gives the focus trap, Escape,
 * overlay click to close and focus back on the menu button.
 */
export function MobileDrawer() {
  const [open, setOpen] = React.useState(false);

  // The drawer is hidden from the lg breakpoint on; close it so its focus trap and scroll lock go too.
  React.useEffect(() => {
    const query = window.matchMedia("(min-width: 1024px)");
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="drawer-overlay"
          className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 lg:hidden"
        />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-sidebar-border bg-sidebar text-sidebar-foreground shadow-xl duration-300 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <div className="flex h-full flex-col">
            <div className="min-h-0 flex-1">
              <SidebarNav onNavigate={() => setOpen(false)} />
            </div>
            <DrawerUser />
          </div>
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" className="absolute right-2 top-3" aria-label="Close navigation menu">
              <X className="size-5" aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
