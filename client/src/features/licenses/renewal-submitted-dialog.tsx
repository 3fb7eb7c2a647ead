import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { renewalSubmittedSchema } from "@shared/schema/licenses-input";
import { FormDialog } from "@/components/form-dialog";
import { FormInputField } from "@/components/form-text-field";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { LicenseDto } from "./api";
import { useMarkRenewalSubmitted, useWithdrawRenewalSubmitted } from "./renewal-api";

type SubmittedInput = z.input<typeof renewalSubmittedSchema>;
type SubmittedOutput = z.output<typeof renewalSubmittedSchema>;

const FIELDS = ["submittedOn", "reference", "fee"] as const;

const valuesOf = (license: LicenseDto | null, today: string): SubmittedInput => ({
  submittedOn: license?.renewalSubmittedOn ?? today,
  reference: license?.renewalReference ?? "",
  fee: license?.renewalFee ?? "",
});

interface RenewalSubmittedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  license: LicenseDto | null;
  today: string;
}

/** "Mark renewal submitted" (issue 32): the date, the agency's reference and the fee; withdrawn from the same dialog. */
export function RenewalSubmittedDialog({ open, onOpenChange, license, today }: RenewalSubmittedDialogProps) {
  const mark = useMarkRenewalSubmitted();
  const withdraw = useWithdrawRenewalSubmitted();
  const form = useForm<SubmittedInput, unknown, SubmittedOutput>({ resolver: zodResolver(renewalSubmittedSchema), defaultValues: valuesOf(license, today) });
  const { reset } = form;
  React.useEffect(() => {
    if (open) reset(valuesOf(license, today));
  }, [open, license, today, reset]);

  const onSubmit = form.handleSubmit((values) => {
    if (!license) return;
    mark.mutate(
      { id: license.id, input: { submittedOn: values.submittedOn, reference: values.reference ?? null, fee: values.fee ?? null } },
      {
        onSuccess: () => {
          toast({ title: "Renewal marked as submitted" });
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FIELDS);
          notifyMutationError(error, "Failed to mark the renewal submitted");
        },
      },
    );
  });

  const onWithdraw = () => {
    if (!license) return;
    withdraw.mutate(license.id, {
      onSuccess: () => {
        toast({ title: "Renewal submission withdrawn" });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to withdraw the renewal submission"),
    });
  };

  const pending = mark.isPending || withdraw.isPending;
  return (
    <FormDialog
      open={open && !!license}
      onOpenChange={onOpenChange}
      title="Mark Renewal Submitted"
      description={`The renewal application of ${license?.licenseType?.name ?? "this license"} has been sent to the agency. Reminders continue until the license is renewed.`}
      form={form}
      onSubmit={onSubmit}
      submitLabel="Mark Renewal Submitted"
      pending={pending}
    >
      <FormInputField control={form.control} name="submittedOn" label="Submitted On" type="date" max={today} />
      <FormInputField control={form.control} name="reference" label="Reference" optional placeholder="Application or receipt number" />
      <FormInputField control={form.control} name="fee" label="Fee" optional {...MONEY_INPUT_PROPS} />
      {license?.renewalSubmittedOn && (
        <Button type="button" variant="outline" onClick={onWithdraw} disabled={pending}>
          Withdraw renewal submission
        </Button>
      )}
    </FormDialog>
  );
}
