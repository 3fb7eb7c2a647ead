import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { useCopyBudgets } from "./api";

interface CopyMonthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationId: string;
  fromMonth: string;
  fromLabel: string;
  toMonth: string;
  toLabel: string;
}

const lines = (n: number) => `${n} budget ${n === 1 ? "line" : "lines"}`;

/** Copies every line of the previous month (plans only, actuals start at zero) in one step. */
export function CopyMonthDialog({ open, onOpenChange, locationId, fromMonth, fromLabel, toMonth, toLabel }: CopyMonthDialogProps) {
  const copy = useCopyBudgets();
  const confirm = () => {
    copy.mutate(
      { locationId, fromMonth, toMonth },
      {
        onSuccess: ({ copied, skipped }) => {
          if (copied === 0 && skipped === 0) {
            toast({ title: "Nothing to copy", description: `${fromLabel} has no budget lines.` });
          } else {
            const skippedText = skipped > 0 ? ` ${lines(skipped)} already existed and kept their plan.` : "";
            toast({ title: `Copied ${lines(copied)} from ${fromLabel}`, description: skippedText.trim() || undefined });
          }
          onOpenChange(false);
        },
        onError: (error) => notifyMutationError(error, "Failed to copy budget lines"),
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Copy budget lines from {fromLabel}?</>}
      description={
        <>
          Every category planned in {fromLabel} gets the same planned amount in {toLabel}, with actuals starting at
          zero. Categories {toLabel} already has keep their current plan.
        </>
      }
      confirmLabel="Copy Lines"
      pendingLabel="Copying..."
      pending={copy.isPending}
      onConfirm={confirm}
    />
  );
}
