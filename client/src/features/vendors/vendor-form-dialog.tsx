import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { VENDOR_CATEGORY_OPTIONS, VENDOR_SCHEDULE_OPTIONS } from "@shared/domain/labels";
import { insertVendorSchema } from "@shared/schema/vendors-input";
import { FormDialog } from "@/components/form-dialog";
import { FormSelectField } from "@/components/form-select-field";
import { FormInputField, FormTextareaField } from "@/components/form-text-field";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { takeDraft, useDraftOnSignOut } from "@/lib/form-draft";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type VendorDto, useCreateVendor, useUpdateVendor } from "./api";
import { useDialogReset } from "@/lib/use-dialog-reset";

type FormInput = z.input<typeof insertVendorSchema>;
type FormOutput = z.output<typeof insertVendorSchema>;

const FIELDS = [
  "name",
  "category",
  "contactName",
  "phone",
  "email",
  "address",
  "schedule",
  "nextServiceDate",
  "notes",
] as const satisfies readonly (keyof FormInput)[];

const NO_SCHEDULE = { value: "none", label: "No schedule" };

/** The draft of the Add Vendor form kept across a sign-in (lib/form-draft.ts). */
export const NEW_VENDOR_DRAFT = "vendor:new";

function valuesOf(locationId: string, vendor: VendorDto | null | undefined): FormInput {
  return {
    locationId: vendor?.locationId ?? locationId,
    name: vendor?.name ?? "",
    category: vendor?.category ?? "",
    contactName: vendor?.contactName ?? "",
    phone: vendor?.phone ?? "",
    email: vendor?.email ?? "",
    address: vendor?.address ?? "",
    schedule: vendor?.schedule ?? "",
    nextServiceDate: vendor?.nextServiceDate ?? "",
    notes: vendor?.notes ?? "",
  };
}

interface VendorFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationId: string;
  /** Edit this vendor; absent: add a new one. */
  vendor?: VendorDto | null;
}

export function VendorFormDialog({ open, onOpenChange, locationId, vendor }: VendorFormDialogProps) {
  const editing = !!vendor;
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(insertVendorSchema),
    defaultValues: valuesOf(locationId, vendor),
  });

  useDraftOnSignOut(NEW_VENDOR_DRAFT, open && !editing, form.getValues);

  useDialogReset(open, `${locationId}:${vendor?.id ?? ""}`, (opened) => {
    if (!opened) return;
    const draft = editing ? null : takeDraft<FormInput>(NEW_VENDOR_DRAFT);
    form.reset(draft ? { ...draft, locationId } : valuesOf(locationId, vendor));
  });

  const onError = (error: unknown, title: string) => {
    applyServerFieldErrors(error, form.setError, FIELDS);
    notifyMutationError(error, title);
  };

  const onSubmit = form.handleSubmit(({ locationId: _location, ...fields }) => {
    if (vendor) {
      update.mutate(
        { id: vendor.id, changes: fields },
        {
          onSuccess: () => {
            toast({ title: "Vendor updated successfully" });
            onOpenChange(false);
          },
          onError: (error) => onError(error, "Failed to update vendor"),
        },
      );
      return;
    }
    create.mutate(
      { ...fields, locationId },
      {
        onSuccess: () => {
          toast({ title: "Vendor added successfully" });
          onOpenChange(false);
        },
        onError: (error) => onError(error, "Failed to add vendor"),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Vendor" : "Add Vendor"}
      description={editing ? "Update this vendor's contact and service details." : "Add a service provider or supplier for this location."}
      className="max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel={editing ? "Save Changes" : "Add Vendor"}
      pending={pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField control={form.control} name="name" label="Vendor Name" placeholder="e.g. Capital Waste Services" />
        <FormSelectField
          control={form.control}
          name="category"
          label="Category"
          options={VENDOR_CATEGORY_OPTIONS}
          placeholder="Select category"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInputField control={form.control} name="contactName" label="Contact Name" optional autoComplete="off" />
        <FormInputField control={form.control} name="phone" label="Phone" optional type="tel" autoComplete="off" />
        <FormInputField control={form.control} name="email" label="Email" optional type="email" autoComplete="off" />
      </div>
      <FormInputField control={form.control} name="address" label="Address" optional autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="schedule"
          label="Service Schedule"
          optional
          options={VENDOR_SCHEDULE_OPTIONS}
          emptyOption={NO_SCHEDULE}
        />
        <FormInputField control={form.control} name="nextServiceDate" label="Next Service Date" optional type="date" />
      </div>
      <FormTextareaField control={form.control} name="notes" label="Notes" optional rows={3} />
    </FormDialog>
  );
}
