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
import { notifyMutationError } from "@/app/unauthorized";
import { type EquipmentDto, useDeleteEquipment } from "./api";

interface DeleteEquipmentDialogProps {
  open: boolean;
  item: EquipmentDto | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

export function DeleteEquipmentDialog({ open, item, onOpenChange, onDeleted }: DeleteEquipmentDialogProps) {
  const remove = useDeleteEquipment();

  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: "Equipment deleted successfully" });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => notifyMutationError(error, "Failed to delete equipment"),
    });
  };

  return (
    <AlertDialog open={open && !!item} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {item?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the item with its maintenance tasks{item?.manual ? " and its manual" : ""}. This
            cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Equipment"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
