import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyMutationError } from "@/app/unauthorized";
import { toastDeletedWithUndo } from "@/features/trash/undo-delete-toast";
import { type VendorDto, useDeleteVendor } from "./api";

interface DeleteVendorDialogProps {
  open: boolean;
  vendor: VendorDto | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteVendorDialog({ open, vendor, onOpenChange }: DeleteVendorDialogProps) {
  const remove = useDeleteVendor();
  const confirm = () => {
    if (!vendor) return;
    remove.mutate(vendor.id, {
      onSuccess: () => {
        toastDeletedWithUndo({ kind: "vendor", id: vendor.id, title: "Vendor deleted successfully", name: vendor.name });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to delete vendor"),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={open && !!vendor}
      onOpenChange={onOpenChange}
      title={<>Delete {vendor?.name}?</>}
      description={<>This removes the vendor from this location's directory; you or an administrator can restore it from the Trash (Organization) for 30 days.</>}
      confirmLabel="Delete Vendor"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
