import { ConfirmDialog, type ConfirmDialogProps } from "@/components/confirm-dialog";

type ConfirmDeleteDialogProps = Omit<ConfirmDialogProps, "pendingLabel" | "confirmVariant">;

/**
 * The confirmation every delete goes through: a destructive button (e.g. "Delete Vendor") that reads
 * "Deleting..." while pending, and stays open until the delete has succeeded.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} confirmVariant="destructive" pendingLabel="Deleting..." />;
}
