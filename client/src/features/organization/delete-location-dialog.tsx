import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
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
    <AlertDialog open={open && !!location} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {location?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the location together with its licenses, equipment, vendors, budgets, payroll
            records and campaigns. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete succeeds. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Location"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
