import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { stateName } from "@shared/domain/us-states";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { SelectOptions } from "@/components/select-options";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { US_STATE_OPTIONS } from "@/lib/us-states";
import { copyPreviewQuery, useCopyRequirements, type CopyPlanDto } from "./api";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function PreviewText({ plan }: { plan: CopyPlanDto }) {
  const to = stateName(plan.toState);
  const from = stateName(plan.fromState);
  if (plan.sourceCount === 0) return <>{from} has no requirements to copy.</>;
  if (plan.changes === 0) return <>{to} already has the same requirements as {from}. Nothing would change.</>;
  return (
    <>
      <strong>{plural(plan.changes, "requirement")}</strong> in {to} will change: {plan.inserted} added and {plan.updated} updated with{" "}
      {from}'s values.
      {plan.unchanged > 0 && ` ${plural(plan.unchanged, "requirement")} already match.`}
    </>
  );
}

/** Copy from State: every requirement of the chosen state onto the state on screen, after confirmation. */
export function CopyStateDialog({ open, onOpenChange, toState }: { open: boolean; onOpenChange: (open: boolean) => void; toState: string }) {
  const [fromState, setFromState] = React.useState<string | null>(null);
  const copy = useCopyRequirements();
  const preview = useQuery({ ...copyPreviewQuery(fromState, toState), enabled: open && !!fromState && fromState !== toState });

  React.useEffect(() => {
    if (open) setFromState(null);
  }, [open]);

  const confirm = () => {
    if (!fromState) return;
    copy.mutate(
      { fromState, toState },
      {
        onSuccess: (plan) => {
          toast({
            title: "State requirements updated successfully",
            description: `Copied ${plural(plan.changes, "requirement")} from ${stateName(plan.fromState)} to ${stateName(plan.toState)}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => notifyMutationError(error, "Failed to update requirements"),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Copy from State</DialogTitle>
          <DialogDescription>
            Replace {stateName(toState)}'s requirements with another state's, for every license type that state has.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="copy-from-state">Copy from</Label>
          <Select value={fromState ?? ""} onValueChange={setFromState}>
            <SelectTrigger id="copy-from-state">
              <SelectValue placeholder="Select state" />
            </SelectTrigger>
            <SelectContent>
              <SelectOptions options={US_STATE_OPTIONS.filter((option) => option.value !== toState)} />
            </SelectContent>
          </Select>
        </div>
        <div className="min-h-12 rounded-md bg-muted p-3 text-sm" aria-live="polite" data-testid="copy-preview">
          {!fromState ? (
            <span className="text-muted-foreground">Choose the state to copy from to see what changes.</span>
          ) : preview.isLoading ? (
            <Spinner label="Counting changes..." size="sm" className="justify-start" />
          ) : preview.error ? (
            <span className="text-destructive">{serverMessage(preview.error) ?? "Could not count the changes."}</span>
          ) : preview.data ? (
            <PreviewText plan={preview.data} />
          ) : null}
        </div>
        <DialogFormFooter
          onCancel={() => onOpenChange(false)}
          submitLabel={preview.data ? `Copy ${plural(preview.data.changes, "requirement")}` : "Copy"}
          pendingLabel="Copying..."
          pending={copy.isPending}
          submitDisabled={!preview.data || preview.data.changes === 0}
          onSubmit={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
