import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={open && !!campaign}
      onOpenChange={onOpenChange}
      title={<>Delete {campaign?.title}?</>}
      description={<>This removes the campaign from the calendar; an administrator can restore it from the Trash (Organization) for 30 days.</>}
      confirmLabel="Delete Campaign"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
