import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/components/ui/use-toast";
import type { LocationDto } from "@/app/locations";
import { notifyMutationError } from "@/app/unauthorized";
import { useDeleteLocation } from "./api";

interface DeleteLocationDialogProps {
  open: boolean;
  location: LocationDto | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteLocationDialog({ open, location, onOpenChange }: DeleteLocationDialogProps) {
  const remove = useDeleteLocation();

  const confirm = async () => {
    if (!location) return;
    try {
      await remove.mutateAsync(location.id);
    } catch (error) {
      notifyMutationError(error, "Failed to delete location");
      return;
    }
    toast({ title: "Location deleted successfully" });
    onOpenChange(false);
  };

  return (
    <ConfirmDeleteDialog
      open={open && !!location}
      onOpenChange={onOpenChange}
      title={<>Delete {location?.name}?</>}
      description={
        <>
          This permanently deletes the location together with its licenses, equipment, vendors, budgets, payroll
          records and campaigns. This cannot be undone.
        </>
      }
      confirmLabel="Delete Location"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
