import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyMutationError } from "@/app/unauthorized";
import { toastDeletedWithUndo } from "@/features/trash/undo-delete-toast";
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
        toastDeletedWithUndo({ kind: "equipment", id: item.id, title: "Equipment deleted successfully", name: item.name });
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
