import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { toastDeletedWithUndo } from "@/features/trash/undo-delete-toast";
import { type LicenseDto, useArchiveLicense, useDeleteLicense } from "./api";

interface DeleteLicenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  license: LicenseDto | null;
}

/** Cancel, Archive (kept for the records, out of the active view) or Delete Permanently (with its document). */
export function DeleteLicenseDialog({ open, onOpenChange, license }: DeleteLicenseDialogProps) {
  const archive = useArchiveLicense();
  const remove = useDeleteLicense();
  const pending = archive.isPending || remove.isPending;
  const archived = license?.status === "archived";
  const name = license?.licenseType?.name ?? "this license";

  const onArchive = () => {
    if (!license) return;
    archive.mutate(license.id, {
      onSuccess: () => {
        toast({ title: "License archived successfully" });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to archive license"),
    });
  };

  const onDelete = () => {
    if (!license) return;
    remove.mutate(license.id, {
      onSuccess: () => {
        toastDeletedWithUndo({ kind: "license", id: license.id, title: "License deleted successfully", name });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to delete license"),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open && !!license}
      onOpenChange={onOpenChange}
      title={<>Delete {name}?</>}
      description={
        archived
          ? "This license is archived. Deleting it moves the license and its document to the trash; you or an administrator can restore it from the Trash (Organization) for 30 days."
          : "Archiving keeps the license for your records while removing it from the active view. Deleting moves the license and its document to the trash; you or an administrator can restore it from the Trash (Organization) for 30 days."
      }
      confirmLabel="Delete Permanently"
      pending={pending}
      confirming={remove.isPending}
      onConfirm={onDelete}
      extraActions={
        // A plain button too: the dialog stays open until the archive succeeds.
        !archived && (
          <Button variant="secondary" onClick={onArchive} disabled={pending}>
            {archive.isPending ? "Archiving..." : "Archive"}
          </Button>
        )
      }
    />
  );
}
