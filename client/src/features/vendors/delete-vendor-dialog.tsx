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
        toast({ title: "Vendor deleted successfully" });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to delete vendor"),
    });
  };
  return (
    <AlertDialog open={open && !!vendor} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {vendor?.name}?</AlertDialogTitle>
          <AlertDialogDescription>This removes the vendor from this location's directory. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Vendor"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
