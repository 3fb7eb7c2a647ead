import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { profileNameSchema, type ProfileNameInput } from "@shared/schema/profile-input";
import { FormDialog } from "@/components/form-dialog";
import { FormInputField } from "@/components/form-text-field";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUpdateName } from "./api";

interface EditNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  firstName: string | null;
  lastName: string | null;
}

export function EditNameDialog({ open, onOpenChange, firstName, lastName }: EditNameDialogProps) {
  const update = useUpdateName();
  const form = useForm<ProfileNameInput>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: { firstName: firstName ?? "", lastName: lastName ?? "" },
  });

  React.useEffect(() => {
    if (open) form.reset({ firstName: firstName ?? "", lastName: lastName ?? "" });
  }, [open, firstName, lastName, form]);

  const onSubmit = form.handleSubmit((name) =>
    update.mutate(name, {
      onSuccess: () => {
        toast({ title: "Name Updated", description: "Your name has been saved" });
        onOpenChange(false);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["firstName", "lastName"]);
        notifyMutationError(error, "Failed to update your name");
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Name"
      description="How your name appears to your team and in the audit log."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save Name"
      pending={update.isPending}
    >
      <FormInputField control={form.control} name="firstName" label="First Name" autoComplete="given-name" />
      <FormInputField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" />
    </FormDialog>
  );
}
