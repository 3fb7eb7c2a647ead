import { LogOut } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { displayName, initials, roleLabel } from "@/lib/user";
import { useAuth } from "../auth";
import { SignOutForm } from "@/app/sign-out-form";

/** Avatar (only with a profile image), display name, capitalised role and Sign Out (full-page navigation; the one label for signing out, issue 34). */
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
      <SignOutForm variant="outline" size="sm" className="contents [&>button]:px-2 sm:[&>button]:px-3">
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Sign Out</span>
      </SignOutForm>
    </div>
  );
}
