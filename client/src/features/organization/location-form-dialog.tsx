import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DEFAULT_PAY_WEEK_END_DAY, WEEKDAY_OPTIONS } from "@shared/domain/pay-week";
import { insertLocationSchema } from "@shared/schema/organizations-input";
import { FormDialog } from "@/components/form-dialog";
import { FormSelectField } from "@/components/form-select-field";
import { FormInputField, FormTextareaField } from "@/components/form-text-field";
import { toast } from "@/components/ui/use-toast";
import type { LocationDto } from "@/app/locations";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { US_STATE_OPTIONS } from "@/lib/us-states";
import { useCreateLocation, useUpdateLocation } from "./api";
import { LOCATION_STATUS_OPTIONS } from "./location-status";

type FormInput = z.input<typeof insertLocationSchema>;
type FormOutput = z.output<typeof insertLocationSchema>;

const FIELDS = [
  "name",
  "address",
  "city",
  "state",
  "zipCode",
  "phone",
  "email",
  "managerName",
  "status",
  "notes",
  "payWeekEndDay",
] as const satisfies readonly (keyof FormInput)[];

const EMPTY: FormInput = {
  name: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  phone: "",
  email: "",
  managerName: "",
  status: "active",
  notes: "",
  payWeekEndDay: String(DEFAULT_PAY_WEEK_END_DAY),
};

function valuesOf(location: LocationDto | null | undefined): FormInput {
  if (!location) return EMPTY;
  return {
    name: location.name,
    address: location.address,
    city: location.city ?? "",
    state: location.state ?? "",
    zipCode: location.zipCode ?? "",
    phone: location.phone ?? "",
    email: location.email ?? "",
    managerName: location.managerName ?? "",
    status: location.status,
    notes: location.notes ?? "",
    payWeekEndDay: String(location.payWeekEndDay),
  };
}

interface LocationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this location; absent: add a new one. */
  location?: LocationDto | null;
}

export function LocationFormDialog({ open, onOpenChange, location }: LocationFormDialogProps) {
  const editing = !!location;
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(insertLocationSchema),
    defaultValues: valuesOf(location),
  });

  React.useEffect(() => {
    if (open) form.reset(valuesOf(location));
  }, [open, location, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const failureTitle = location ? "Failed to update location" : "Failed to add location";
    try {
      if (location) await update.mutateAsync({ id: location.id, input: values });
      else await create.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyMutationError(error, failureTitle);
      return;
    }
    toast({ title: location ? "Location updated successfully" : "Location added successfully" });
    onOpenChange(false);
  });

  const currentState = form.watch("state");
  const stateOptions = React.useMemo(() => {
    const known = US_STATE_OPTIONS.some((option) => option.value === currentState);
    if (known || !currentState) return US_STATE_OPTIONS;
    return [{ value: currentState, label: `${currentState} — ${currentState}` }, ...US_STATE_OPTIONS];
  }, [currentState]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Location" : "Add New Location"}
      description={editing ? "Update the details of this location." : "Add a restaurant location to your organization."}
      className="max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel={editing ? "Save Changes" : "Add Location"}
      pending={pending}
    >
      <FormInputField control={form.control} name="name" label="Location Name" placeholder="e.g. Downtown" />
      <FormInputField
        control={form.control}
        name="address"
        label="Street Address"
        placeholder="123 Main Street"
        autoComplete="street-address"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInputField control={form.control} name="city" label="City" autoComplete="address-level2" />
        <FormSelectField
          control={form.control}
          name="state"
          label="State"
          options={stateOptions}
          placeholder="Select state"
        />
        <FormInputField
          control={form.control}
          name="zipCode"
          label="ZIP Code"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="10001"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField control={form.control} name="phone" label="Phone" optional type="tel" autoComplete="tel" />
        <FormInputField control={form.control} name="email" label="Email" optional type="email" autoComplete="email" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField control={form.control} name="managerName" label="Manager Name" optional />
        <FormSelectField
          control={form.control}
          name="status"
          label="Status"
          options={LOCATION_STATUS_OPTIONS}
          fallback="active"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="payWeekEndDay"
          label="Pay Week Ends On"
          options={WEEKDAY_OPTIONS}
          fallback={String(DEFAULT_PAY_WEEK_END_DAY)}
          hint={<p className="text-xs text-muted-foreground">Payroll week endings at this location fall on this day.</p>}
        />
      </div>
      <FormTextareaField control={form.control} name="notes" label="Notes" optional rows={3} />
    </FormDialog>
  );
}
