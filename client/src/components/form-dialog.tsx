import type * as React from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";

interface FormDialogProps<TValues extends FieldValues, TContext, TOutput> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The dialog's classes, e.g. its width "max-w-2xl". */
  className?: string;
  /** The react-hook-form form the fields belong to; without it, the dialog's fields keep their own state. */
  form?: UseFormReturn<TValues, TContext, TOutput>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The form's classes; "space-y-4" unless told. */
  formClassName?: string;
  /** The submit button's label, e.g. "Add Vendor". */
  submitLabel: string;
  /** Its label while `pending`; "Saving..." unless told. */
  pendingLabel?: string;
  pending: boolean;
  /** Submit is disabled for another reason than a save in flight (nothing to submit yet). */
  submitDisabled?: boolean;
  /** The fields, above Cancel and submit. */
  children: React.ReactNode;
}

/** A dialog holding one form: title, description, the fields, then Cancel (closes) and submit. */
export function FormDialog<TValues extends FieldValues = FieldValues, TContext = unknown, TOutput = TValues>(
  props: FormDialogProps<TValues, TContext, TOutput>,
) {
  const { open, onOpenChange, form } = props;
  const body = (
    <form onSubmit={props.onSubmit} className={props.formClassName ?? "space-y-4"} noValidate>
      {props.children}
      <DialogFormFooter
        onCancel={() => onOpenChange(false)}
        submitLabel={props.submitLabel}
        pendingLabel={props.pendingLabel}
        pending={props.pending}
        submitDisabled={props.submitDisabled}
      />
    </form>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={props.className}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {form ? <Form {...form}>{body}</Form> : body}
      </DialogContent>
    </Dialog>
  );
}
