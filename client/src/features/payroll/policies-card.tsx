import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Scale, Trash2 } from "lucide-react";
import * as React from "react";
import { describeStep } from "@shared/domain/tip-policy";
import type { TipPolicyDto } from "@shared/schema/tip-policies-input";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useAuth } from "@/app/auth";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { notifyMutationError } from "@/app/unauthorized";
import { toastWithUndo } from "@/features/trash/undo-delete-toast";
import { savePolicy, tipPoliciesQuery, useDeletePolicy } from "./policies-api";
import { PolicyEditorDialog } from "./policy-editor-dialog";

interface PoliciesCardProps {
  locationId: string;
  state: string | null;
}

/** The location's tip policies: each said in words, with edit and delete; a new one through the editor. */
export function PoliciesCard({ locationId, state }: PoliciesCardProps) {
  const policies = useQuery(tipPoliciesQuery(locationId));
  const [editing, setEditing] = React.useState<{
    open: boolean;
    policy: TipPolicyDto | null;
  }>({ open: false, policy: null });
  const [deleting, setDeleting] = React.useState<TipPolicyDto | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const remove = useDeletePolicy();
  // Staff see the policies a manager set; they do not change them.
  const canManage = useAuth().can("tipPolicies.manage");

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Scale className="size-5 text-primary" aria-hidden="true" />
            Tip Policies
          </CardTitle>
          <CardDescription>
            Tip-outs, pools and card-fee withholding, set once for this location
            and applied to any calculation.
          </CardDescription>
        </div>
        {canManage && (
          <Button
            size="sm"
            className="shrink-0"
            onClick={() => setEditing({ open: true, policy: null })}
          >
            <Plus aria-hidden="true" />
            New Policy
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {policies.isLoading ? (
          <Spinner label="Loading tip policies..." className="py-4" />
        ) : !policies.data || policies.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No tip policies yet. Calculations pay tips as reported or pooled by
            hours.
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Tip policies">
            {policies.data.map((p) => (
              <li
                key={p.id}
                className="flex items-start justify-between gap-3 px-3 py-2.5"
              >
                <div className="min-w-0">
                  <p className="font-medium">{p.name}</p>
                  <ol className="list-decimal pl-5 text-xs text-muted-foreground">
                    {p.rules.steps.map((step, i) => (
                      <li key={i}>{describeStep(step)}</li>
                    ))}
                  </ol>
                </div>
                {canManage && (
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Edit ${p.name}`}
                      onClick={() => setEditing({ open: true, policy: p })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:text-destructive"
                      aria-label={`Delete ${p.name}`}
                      onClick={() => {
                        setDeleting(p);
                        setConfirmOpen(true);
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <PolicyEditorDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        locationId={locationId}
        state={state}
        policy={editing.policy}
      />
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete this tip policy?"
        description={`"${deleting?.name ?? ""}" will be deleted. Calculations already made with it keep their payouts.`}
        confirmLabel="Delete Policy"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setConfirmOpen(false);
              // Undo writes the policy again (a new one with the same name and rules; calculations keep their copy).
              toastWithUndo({
                title: `Tip policy "${deleting.name}" deleted`,
                name: `Tip policy "${deleting.name}"`,
                undo: () => savePolicy({ locationId: deleting.locationId, name: deleting.name, rules: deleting.rules }),
              });
            },
            onError: (error) =>
              notifyMutationError(error, "Failed to delete the tip policy"),
          })
        }
      />
    </Card>
  );
}
