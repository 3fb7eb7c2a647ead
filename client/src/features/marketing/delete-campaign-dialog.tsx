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
import { type CampaignDto, useDeleteCampaign } from "./api";

interface DeleteCampaignDialogProps {
  open: boolean;
  campaign: CampaignDto | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteCampaignDialog({ open, campaign, onOpenChange }: DeleteCampaignDialogProps) {
  const remove = useDeleteCampaign();

  const confirm = () => {
    if (!campaign) return;
    remove.mutate(campaign.id, {
      onSuccess: () => {
        toast({ title: "Marketing campaign deleted successfully" });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to delete marketing campaign"),
    });
  };

  return (
    <AlertDialog open={open && !!campaign} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {campaign?.title}?</AlertDialogTitle>
          <AlertDialogDescription>This permanently removes the campaign from the calendar. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete succeeds. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Campaign"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
