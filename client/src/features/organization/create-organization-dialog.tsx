import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { insertOrganizationSchema } from "@shared/schema/organizations-input";
import { FormDialog } from "@/components/form-dialog";
import { FormInputField, FormTextareaField } from "@/components/form-text-field";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCreateOrganization } from "./api";

type FormInput = z.input<typeof insertOrganizationSchema>;
type FormOutput = z.output<typeof insertOrganizationSchema>;

const FIELDS = ["name", "description"] as const;

export function CreateOrganizationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateOrganization();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(insertOrganizationSchema),
    defaultValues: { name: "", description: "" },
  });

  React.useEffect(() => {
    if (!open) form.reset();
  }, [open, form]);

  // mutateAsync: the card that owns this dialog unmounts as soon as the organization exists,
  // and per-call mutate callbacks are skipped for unmounted components.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyMutationError(error, "Failed to create organization");
      return;
    }
    toast({ title: "Organization created successfully" });
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Organization"
      description="Name your restaurant group. You can add locations right after."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Create Organization"
      pendingLabel="Creating..."
      pending={create.isPending}
    >
      <FormInputField
        control={form.control}
        name="name"
        label="Organization Name"
        placeholder="e.g. Golden Fork Restaurant Group"
        autoComplete="organization"
      />
      <FormTextareaField
        control={form.control}
        name="description"
        label="Description"
        optional
        placeholder="A short description of your organization"
      />
    </FormDialog>
  );
}
