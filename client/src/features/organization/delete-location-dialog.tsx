import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import type { LocationDto } from "@/app/locations";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { locationDeleteImpactQuery, useDeleteLocation, type LocationDeleteImpact } from "./api";

interface DeleteLocationDialogProps {
  open: boolean;
  location: LocationDto | null;
  onOpenChange: (open: boolean) => void;
}

const IMPACT_LINES: Array<[keyof LocationDeleteImpact, string, string]> = [
  ["licenses", "license", "licenses"],
  ["equipment", "equipment item", "equipment items"],
  ["vendors", "vendor", "vendors"],
  ["budgets", "budget line", "budget lines"],
  ["campaigns", "marketing campaign", "marketing campaigns"],
  ["payrollWeeks", "payroll week", "payroll weeks"],
];

function ImpactList({ impact }: { impact: LocationDeleteImpact }) {
  const lines = IMPACT_LINES.filter(([key]) => impact[key] > 0);
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">It has no records yet.</p>;
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-sm" aria-label="What will be deleted" data-testid="delete-impact">
      {lines.map(([key, one, many]) => (
        <li key={key}>
          {impact[key]} {impact[key] === 1 ? one : many}
        </li>
      ))}
    </ul>
  );
}

/** Deleting a location takes everything at it: say what, and ask for its name before going ahead. */
export function DeleteLocationDialog({ open, location, onOpenChange }: DeleteLocationDialogProps) {
  const remove = useDeleteLocation();
  const impact = useQuery({ ...locationDeleteImpactQuery(location?.id ?? null), enabled: open && !!location });
  const [typed, setTyped] = React.useState("");
  const inputId = React.useId();

  React.useEffect(() => {
    if (open) setTyped("");
  }, [open]);

  const matches = !!location && typed.trim() === location.name.trim();

  const confirm = async () => {
    if (!location || !matches) return;
    try {
      await remove.mutateAsync(location.id);
    } catch (error) {
      notifyMutationError(error, "Failed to delete location");
      return;
    }
    toast({ title: "Location deleted successfully" });
    onOpenChange(false);
  };

  return (
    <ConfirmDeleteDialog
      open={open && !!location}
      onOpenChange={onOpenChange}
      title={<>Delete {location?.name}?</>}
      description={<>This permanently deletes the location and everything at it, including what is in the trash. This cannot be undone.</>}
      confirmLabel="Delete Location"
      pending={remove.isPending}
      confirmDisabled={!matches || !impact.data}
      onConfirm={() => void confirm()}
    >
      <div className="space-y-3">
        {impact.isLoading ? (
          <Spinner label="Counting its records..." className="py-2" />
        ) : impact.error ? (
          <p className="text-sm text-destructive">Could not count its records: {serverMessage(impact.error)}</p>
        ) : (
          impact.data && (
            <div className="space-y-1">
              <p className="text-sm font-medium">This will delete:</p>
              <ImpactList impact={impact.data} />
            </div>
          )
        )}
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>
            Type <span className="font-semibold">{location?.name}</span> to confirm
          </Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            disabled={remove.isPending}
          />
        </div>
      </div>
    </ConfirmDeleteDialog>
  );
}
