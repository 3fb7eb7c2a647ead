import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DEFAULT_PAY_WEEK_END_DAY, WEEKDAY_OPTIONS } from "@shared/domain/pay-week";
import { LOCATION_TIME_ZONES, suggestTimeZone } from "@shared/domain/time-zone";
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
  "legalName",
  "timeZone",
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
  legalName: "",
  timeZone: "",
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
    legalName: location.legalName ?? "",
    timeZone: location.timeZone ?? "",
  };
}

interface LocationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this location; absent: add a new one. */
  location?: LocationDto | null;
  /** After a new location is added (the vendor services are offered then). */
  onCreated?: (location: LocationDto) => void;
}

export function LocationFormDialog({ open, onOpenChange, location, onCreated }: LocationFormDialogProps) {
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
    let created: LocationDto | null = null;
    try {
      if (location) await update.mutateAsync({ id: location.id, input: values });
      else created = await create.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyMutationError(error, failureTitle);
      return;
    }
    toast({ title: location ? "Location updated successfully" : "Location added successfully" });
    onOpenChange(false);
    if (created) onCreated?.(created);
  });

  const currentState = form.watch("state");
  const stateOptions = React.useMemo(() => {
    const known = US_STATE_OPTIONS.some((option) => option.value === currentState);
    if (known || !currentState) return US_STATE_OPTIONS;
    return [{ value: currentState, label: `${currentState} — ${currentState}` }, ...US_STATE_OPTIONS];
  }, [currentState]);

  const zipCode = form.watch("zipCode");
  const ownZone = form.watch("timeZone");
  const suggestedZone = suggestTimeZone(currentState || null, zipCode || null);
  const zoneOptions = React.useMemo(() => {
    const zones = ownZone && !LOCATION_TIME_ZONES.includes(ownZone) ? [ownZone, ...LOCATION_TIME_ZONES] : LOCATION_TIME_ZONES;
    return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }));
  }, [ownZone]);
  const suggestedOption = {
    value: "suggested",
    label: suggestedZone ? `Suggested: ${suggestedZone.replace(/_/g, " ")}` : "Server time (choose a state)",
  };

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
        name="legalName"
        label="Legal Name"
        optional
        placeholder="e.g. Harbor & Pine Kitchen LLC"
        hint={<p className="text-xs text-muted-foreground">The business name on this location's licenses; an upload issued to another name is flagged.</p>}
      />
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
        <FormSelectField
          control={form.control}
          name="timeZone"
          label="Time Zone"
          options={zoneOptions}
          emptyOption={suggestedOption}
          hint={<p className="text-xs text-muted-foreground">Expiry, due dates and reminders follow this location's date.</p>}
        />
      </div>
      <FormTextareaField control={form.control} name="notes" label="Notes" optional rows={3} />
    </FormDialog>
  );
}
