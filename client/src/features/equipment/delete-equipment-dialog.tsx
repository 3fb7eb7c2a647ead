import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={open && !!item}
      onOpenChange={onOpenChange}
      title={<>Delete {item?.name}?</>}
      description={
        <>
          This moves the item with its maintenance tasks{item?.manual ? " and its manual" : ""} to the trash; an administrator
          can restore it from the Trash (Organization) for 30 days.
        </>
      }
      confirmLabel="Delete Equipment"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
