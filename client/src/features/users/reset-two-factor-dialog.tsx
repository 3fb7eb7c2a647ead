import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { useResetUserTwoFactor, type UserDto } from "./api";
import { displayName } from "./format";

/**
 * An administrator turns a member's two-factor sign-in off: a lost phone, or an authenticator that someone else
 * enrolled with the member's password. The member is signed out and told; where it is required they enrol again.
 */
export function ResetTwoFactorDialog({ open, onOpenChange, user }: { open: boolean; onOpenChange: (open: boolean) => void; user: UserDto | null }) {
  const reset = useResetUserTwoFactor();
  if (!user) return null;
  const name = displayName(user);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reset two-factor sign-in of ${name}?`}
      description="Their authenticator and recovery codes stop working and every session of theirs ends. They sign in with their password and set up two-factor sign-in again."
      confirmLabel="Reset Two-Factor"
      pendingLabel="Resetting..."
      confirmVariant="destructive"
      pending={reset.isPending}
      onConfirm={() =>
        reset.mutate(user.id, {
          onSuccess: () => {
            toast({ title: "Two-factor sign-in reset", description: `${name} was signed out and will set it up again.` });
            onOpenChange(false);
          },
          onError: (error) => notifyMutationError(error, "Failed to reset two-factor sign-in"),
        })
      }
    />
  );
}
