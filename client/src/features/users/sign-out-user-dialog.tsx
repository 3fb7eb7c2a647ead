import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { useEndUserSessions, type UserDto } from "./api";
import { displayName } from "./format";

/** An administrator signs a user out of every device (a lost phone, a shared computer). */
export function SignOutUserDialog({ open, onOpenChange, user }: { open: boolean; onOpenChange: (open: boolean) => void; user: UserDto | null }) {
  const end = useEndUserSessions();
  if (!user) return null;
  const name = displayName(user);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Sign out ${name} everywhere?`}
      description="Every session of this account ends at once. They keep their access and can sign in again."
      confirmLabel="Sign Out Everywhere"
      pendingLabel="Signing out..."
      confirmVariant="destructive"
      pending={end.isPending}
      onConfirm={() =>
        end.mutate(user.id, {
          onSuccess: ({ ended }) => {
            toast({ title: "Signed out everywhere", description: `${ended} session${ended === 1 ? "" : "s"} of ${name} ended.` });
            onOpenChange(false);
          },
          onError: (error) => notifyMutationError(error, "Failed to sign out the user"),
        })
      }
    />
  );
}
