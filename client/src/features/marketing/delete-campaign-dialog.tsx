import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyMutationError } from "@/app/unauthorized";
import { toastDeletedWithUndo } from "@/features/trash/undo-delete-toast";
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
        toastDeletedWithUndo({ kind: "campaign", id: campaign.id, title: "Marketing campaign deleted successfully", name: campaign.title });
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
      description={<>This removes the campaign from the calendar; you or an administrator can restore it from the Trash (Organization) for 30 days.</>}
      confirmLabel="Delete Campaign"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
