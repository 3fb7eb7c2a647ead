import * as React from "react";
import { parseIntegerField, requirementItem } from "@shared/schema/requirements";
import { FormDialog } from "@/components/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { useSaveRequirements, type LicenseTypeWithRequirementDto } from "./api";

interface Values {
  isRequired: boolean;
  renewalPeriodMonths: string;
  costRange: string;
  processingTimeWeeks: string;
  issuingAuthority: string;
  notes: string;
}

function valuesOf(state: string, type: LicenseTypeWithRequirementDto): Values {
  const item = requirementItem(state, type.id, type.requirement);
  return {
    isRequired: item.isRequired ?? true,
    renewalPeriodMonths: item.renewalPeriodMonths == null ? "" : String(item.renewalPeriodMonths),
    costRange: item.costRange ?? "",
    processingTimeWeeks: item.processingTimeWeeks == null ? "" : String(item.processingTimeWeeks),
    issuingAuthority: item.issuingAuthority ?? "",
    notes: item.notes ?? "",
  };
}

type NumberField = "renewalPeriodMonths" | "processingTimeWeeks";

interface RequirementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: string;
  licenseType: LicenseTypeWithRequirementDto | null;
}

/** SPEC: the edit dialog; renewal period and processing time are parsed as integers. */
export function RequirementDialog({ open, onOpenChange, state, licenseType }: RequirementDialogProps) {
  const save = useSaveRequirements();
  const [values, setValues] = React.useState<Values | null>(null);
  const [errors, setErrors] = React.useState<Partial<Record<NumberField, string>>>({});

  React.useEffect(() => {
    if (open && licenseType) {
      setValues(valuesOf(state, licenseType));
      setErrors({});
    }
  }, [open, state, licenseType]);

  if (!licenseType || !values) return null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => (v ? { ...v, [key]: value } : v));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const renewal = parseIntegerField(values.renewalPeriodMonths);
    const processing = parseIntegerField(values.processingTimeWeeks);
    const problems: typeof errors = {};
    if (Number.isNaN(renewal) || (renewal ?? 0) < 0) problems.renewalPeriodMonths = "Enter a whole number of months";
    if (Number.isNaN(processing) || (processing ?? 0) < 0) problems.processingTimeWeeks = "Enter a whole number of weeks";
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const item = requirementItem(state, licenseType.id, licenseType.requirement, {
      isRequired: values.isRequired,
      renewalPeriodMonths: renewal,
      processingTimeWeeks: processing,
      costRange: values.costRange,
      issuingAuthority: values.issuingAuthority,
      notes: values.notes,
    });
    save.mutate([item], {
      onSuccess: () => {
        toast({ title: "State requirements updated successfully", description: `${licenseType.name} in ${state} was saved.` });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to update requirements"),
    });
  };

  const numberField = (key: NumberField, label: string) => (
    <div className="space-y-2">
      <Label htmlFor={`req-${key}`} className={errors[key] ? "text-destructive" : undefined}>
        {label}
      </Label>
      <Input
        id={`req-${key}`}
        inputMode="numeric"
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `req-${key}-error` : undefined}
      />
      {errors[key] && (
        <p id={`req-${key}-error`} className="text-sm font-medium text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Requirement"
      description={<>{licenseType.name} in {state}</>}
      className="max-w-xl"
      onSubmit={submit}
      submitLabel="Save Changes"
      pending={save.isPending}
    >
      <div className="flex items-center justify-between gap-4 rounded-md border p-3">
        <Label htmlFor="req-isRequired">Required License</Label>
        <Switch id="req-isRequired" checked={values.isRequired} onCheckedChange={(v) => set("isRequired", v)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField("renewalPeriodMonths", "Renewal Period (months)")}
        {numberField("processingTimeWeeks", "Processing Time (weeks)")}
      </div>
      <div className="space-y-2">
        <Label htmlFor="req-costRange">Cost Range</Label>
        <Input id="req-costRange" placeholder="$200-400" value={values.costRange} onChange={(e) => set("costRange", e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="req-issuingAuthority">Issuing Authority</Label>
        <Input id="req-issuingAuthority" value={values.issuingAuthority} onChange={(e) => set("issuingAuthority", e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="req-notes">Notes</Label>
        <Textarea id="req-notes" rows={3} value={values.notes} onChange={(e) => set("notes", e.target.value)} />
      </div>
    </FormDialog>
  );
}
