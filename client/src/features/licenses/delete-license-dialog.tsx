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
        toast({ title: "License deleted successfully" });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to delete license"),
    });
  };

  return (
    <AlertDialog open={open && !!license} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {archived
              ? "This license is archived. Deleting it permanently removes the license and its document; this cannot be undone."
              : "Archiving keeps the license for your records while removing it from the active view. Deleting permanently removes the license and its document; this cannot be undone."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* Plain buttons, not AlertDialogAction: the dialog stays open until the call succeeds. */}
          {!archived && (
            <Button variant="secondary" onClick={onArchive} disabled={pending}>
              {archive.isPending ? "Archiving..." : "Archive"}
            </Button>
          )}
          <Button variant="destructive" onClick={onDelete} disabled={pending}>
            {remove.isPending ? "Deleting..." : "Delete Permanently"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
