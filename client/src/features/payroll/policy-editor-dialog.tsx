import { Plus, Trash2 } from "lucide-react";
import * as React from "react";
import { CARD_FEE_FORBIDDEN_STATES, POOL_SPLITS, ROLE_KINDS, SPLIT_LABELS, tipPolicyProblems, type RoleKind } from "@shared/domain/tip-policy";
import type { TipPolicyDto } from "@shared/schema/tip-policies-input";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/app/unauthorized";
import { cn } from "@/lib/utils";
import { type DraftStep, draftToRules, NEW_POLICY, type PolicyDraft, removeRole, renameRole, rulesToDraft } from "./policy-draft";
import { useSavePolicy } from "./policies-api";

const KIND_LABELS: Record<RoleKind, string> = { staff: "Staff", manager: "Manager / supervisor", owner: "Owner" };
const STEP_TITLES: Record<DraftStep["kind"], string> = { tip_out: "Tip-out", pool: "Pool", card_fee: "Card-fee withholding" };

export const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";

function RoleChecks({ legend, roles, chosen, onChange }: { legend: string; roles: string[]; chosen: string[]; onChange: (next: string[]) => void }) {
  const id = React.useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {roles.map((role, i) => (
          <div key={`${role}-${i}`} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${i}`}
              checked={chosen.includes(role)}
              onCheckedChange={(on) => onChange(on ? [...chosen, role] : chosen.filter((r) => r !== role))}
            />
            <Label htmlFor={`${id}-${i}`} className="font-normal">
              {role || "(unnamed)"}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

interface StepEditorProps {
  step: DraftStep;
  index: number;
  roles: string[];
  onChange: (step: DraftStep) => void;
  onRemove: () => void;
}

function StepEditor({ step, index, roles, onChange, onRemove }: StepEditorProps) {
  const id = React.useId();
  const title = `Step ${index + 1}: ${STEP_TITLES[step.kind]}`;
  return (
    <section className="space-y-3 rounded-md border p-3" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{title}</h4>
        <Button type="button" variant="ghost" size="icon" className="size-8" onClick={onRemove} aria-label={`Remove step ${index + 1}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {step.kind === "tip_out" && (
        <>
          <RoleChecks legend="Who tips out" roles={roles} chosen={step.fromRoles} onChange={(fromRoles) => onChange({ ...step, fromRoles })} />
          <RoleChecks legend="Who receives it" roles={roles} chosen={step.toRoles} onChange={(toRoles) => onChange({ ...step, toRoles })} />
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-pct`}>Percent</Label>
              <Input id={`${id}-pct`} inputMode="decimal" value={step.percent} onChange={(e) => onChange({ ...step, percent: e.target.value })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-base`}>Of their</Label>
              <select id={`${id}-base`} className={selectClass} value={step.base} onChange={(e) => onChange({ ...step, base: e.target.value as "tips" | "sales" })}>
                <option value="tips">tips</option>
                <option value="sales">sales</option>
              </select>
            </div>
          </div>
        </>
      )}
      {step.kind === "pool" && (
        <>
          <RoleChecks legend="Roles in the pool" roles={roles} chosen={step.roles} onChange={(chosen) => onChange({ ...step, roles: chosen })} />
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-split`}>Split</Label>
            <select id={`${id}-split`} className={selectClass} value={step.split} onChange={(e) => onChange({ ...step, split: e.target.value as typeof step.split })}>
              {POOL_SPLITS.map((s) => (
                <option key={s} value={s}>
                  {SPLIT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          {step.split === "points_hours" && step.roles.length > 0 && (
            <fieldset className="space-y-1.5">
              <legend className="text-sm font-medium">Points per role</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {step.roles.map((role) => (
                  <div key={role} className="space-y-1">
                    <Label htmlFor={`${id}-pts-${role}`} className="font-normal">
                      {role} points
                    </Label>
                    <Input
                      id={`${id}-pts-${role}`}
                      inputMode="decimal"
                      value={step.points[role] ?? ""}
                      onChange={(e) => onChange({ ...step, points: { ...step.points, [role]: e.target.value } })}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
      {step.kind === "card_fee" && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-fee`}>Percent of card tips</Label>
          <Input id={`${id}-fee`} inputMode="decimal" className="sm:w-40" value={step.percent} onChange={(e) => onChange({ ...step, percent: e.target.value })} />
        </div>
      )}
    </section>
  );
}

interface PolicyEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationId: string;
  /** The location's state: card-fee withholding is refused where the law forbids it. */
  state: string | null;
  /** The policy to edit; a new one without. */
  policy: TipPolicyDto | null;
}

/** Name, roles (staff, manager, owner) and the ordered steps of a tip policy, checked as it is written. */
export function PolicyEditorDialog({ open, onOpenChange, locationId, state, policy }: PolicyEditorDialogProps) {
  const [draft, setDraft] = React.useState<PolicyDraft>(NEW_POLICY);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [attempted, setAttempted] = React.useState(false);
  const save = useSavePolicy();
  const ids = { name: React.useId(), problems: React.useId() };
  React.useEffect(() => {
    if (open) {
      setDraft(policy ? rulesToDraft(policy.name, policy.rules) : NEW_POLICY);
      setServerError(null);
      setAttempted(false);
    }
  }, [open, policy]);

  const rules = draftToRules(draft);
  const problems = tipPolicyProblems(rules, state);
  const feeForbidden = state ? CARD_FEE_FORBIDDEN_STATES[state.toUpperCase()] : undefined;
  const roleNames = draft.roles.map((r) => r.name);
  const setStep = (i: number, step: DraftStep) => setDraft((d) => ({ ...d, steps: d.steps.map((s, k) => (k === i ? step : s)) }));
  const addStep = (step: DraftStep) => setDraft((d) => ({ ...d, steps: step.kind === "card_fee" ? [step, ...d.steps] : [...d.steps, step] }));
  const nameMissing = draft.name.trim() === "";

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (problems.length > 0 || nameMissing) return;
    save.mutate(
      { id: policy?.id, locationId, name: draft.name.trim(), rules },
      {
        onSuccess: (saved) => {
          toast({ title: `Tip policy "${saved.name}" saved` });
          onOpenChange(false);
        },
        onError: (error) => setServerError(serverMessage(error) ?? "Failed to save the tip policy"),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{policy ? "Edit Tip Policy" : "New Tip Policy"}</DialogTitle>
          <DialogDescription>The roles that share tips at this location and the steps, applied in order.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-5" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={ids.name}>Name</Label>
            <Input id={ids.name} value={draft.name} maxLength={100} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} aria-invalid={(attempted && nameMissing) || undefined} />
            {attempted && nameMissing && <p className="text-sm font-medium text-destructive">Name is required</p>}
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Roles</legend>
            <p className="text-xs text-muted-foreground">Named as in the payroll file's job column. Managers, supervisors and owners take part in no pool or tip-out.</p>
            <ul className="space-y-2">
              {draft.roles.map((role, i) => (
                <li key={i} className="flex items-center gap-2">
                  <Input
                    aria-label={`Role ${i + 1} name`}
                    value={role.name}
                    maxLength={60}
                    className="min-w-0 flex-1"
                    onChange={(e) => setDraft((d) => renameRole(d, role.name, e.target.value))}
                  />
                  <select
                    aria-label={`Role ${i + 1} kind`}
                    className={cn(selectClass, "w-36 shrink-0 sm:w-48")}
                    value={role.kind}
                    onChange={(e) => setDraft((d) => ({ ...d, roles: d.roles.map((r, k) => (k === i ? { ...r, kind: e.target.value as RoleKind } : r)) }))}
                  >
                    {ROLE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABELS[k]}
                      </option>
                    ))}
                  </select>
                  <Button type="button" variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Remove role ${role.name || i + 1}`} onClick={() => setDraft((d) => removeRole(d, role.name))}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <Button type="button" variant="outline" size="sm" onClick={() => setDraft((d) => ({ ...d, roles: [...d.roles, { name: "", kind: "staff" }] }))}>
              <Plus aria-hidden="true" />
              Add role
            </Button>
          </fieldset>

          <div className="space-y-3">
            <h3 className="text-sm font-medium">Steps</h3>
            {draft.steps.length === 0 && <p className="text-sm text-muted-foreground">No steps yet: everyone keeps the tips reported.</p>}
            {draft.steps.map((step, i) => (
              <StepEditor
                key={i}
                step={step}
                index={i}
                roles={roleNames}
                onChange={(s) => setStep(i, s)}
                onRemove={() => setDraft((d) => ({ ...d, steps: d.steps.filter((_, k) => k !== i) }))}
              />
            ))}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => addStep({ kind: "tip_out", fromRoles: [], toRoles: [], percent: "", base: "tips" })}>
                <Plus aria-hidden="true" />
                Add tip-out
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => addStep({ kind: "pool", roles: [], split: "hours", points: {} })}>
                <Plus aria-hidden="true" />
                Add pool
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={!!feeForbidden || draft.steps.some((s) => s.kind === "card_fee")}
                onClick={() => addStep({ kind: "card_fee", percent: "" })}
              >
                <Plus aria-hidden="true" />
                Add card-fee withholding
              </Button>
            </div>
            {feeForbidden && (
              <p className="text-xs text-muted-foreground">
                Card-fee withholding is not available at a location in {state?.toUpperCase()}: {feeForbidden}.
              </p>
            )}
          </div>

          {((problems.length > 0 && (attempted || draft.steps.length > 0)) || serverError) && (
            <div id={ids.problems} role="alert" className="space-y-1 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive">
              <p className="font-medium">This policy cannot be saved yet:</p>
              <ul className="list-disc space-y-1 pl-5">
                {problems.map((p, i) => (
                  <li key={`${p.path}-${i}`}>{p.message}</li>
                ))}
                {serverError && problems.length === 0 && <li>{serverError}</li>}
              </ul>
            </div>
          )}

          <DialogFormFooter onCancel={() => onOpenChange(false)} submitLabel={policy ? "Save Policy" : "Create Policy"} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
