import { LogOut } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { displayName, initials, roleLabel } from "@/lib/user";
import { useAuth } from "../auth";

/** Avatar (only with a profile image), display name, capitalised role and Logout (full-page navigation). */
export function UserArea() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      {user.profileImageUrl && (
        <Avatar className="size-8">
          <AvatarImage src={user.profileImageUrl} alt="" />
          <AvatarFallback>{initials(user)}</AvatarFallback>
        </Avatar>
      )}
      <div className="hidden min-w-0 flex-col leading-tight md:flex">
        <span className="max-w-[12rem] truncate text-sm font-medium" data-testid="user-display-name">
          {displayName(user)}
        </span>
        <span className="text-xs text-muted-foreground" data-testid="user-role">
          {roleLabel(user.role)}
        </span>
      </div>
      <Button asChild variant="outline" size="sm" className="px-2 sm:px-3">
        <a href="/api/logout">
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </a>
      </Button>
    </div>
  );
}
