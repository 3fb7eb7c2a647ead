import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { type Control, useForm } from "react-hook-form";
import type { z } from "zod";
import { insertLocationSchema } from "@shared/schema/organizations";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { LocationDto } from "@/app/locations";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { US_STATES } from "@/lib/us-states";
import { useCreateLocation, useUpdateLocation } from "./api";
import { LOCATION_STATUS_OPTIONS } from "./location-status";

type FormInput = z.input<typeof insertLocationSchema>;
type FormOutput = z.output<typeof insertLocationSchema>;
type TextField = "name" | "address" | "city" | "zipCode" | "phone" | "email" | "managerName";

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
  };
}

function TextInputField({
  control,
  name,
  label,
  optional,
  ...inputProps
}: {
  control: Control<FormInput, unknown, FormOutput>;
  name: TextField;
  label: string;
  optional?: boolean;
} & Omit<React.ComponentProps<typeof Input>, "name">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            {label}
            {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
          </FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} value={field.value ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
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
    const known = US_STATES.some(([code]) => code === currentState);
    return known || !currentState ? US_STATES : ([[currentState, currentState], ...US_STATES] as const);
  }, [currentState]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Location" : "Add New Location"}</DialogTitle>
          <DialogDescription>
            {editing ? "Update the details of this location." : "Add a restaurant location to your organization."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <TextInputField control={form.control} name="name" label="Location Name" placeholder="e.g. Downtown" />
            <TextInputField
              control={form.control}
              name="address"
              label="Street Address"
              placeholder="123 Main Street"
              autoComplete="street-address"
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextInputField control={form.control} name="city" label="City" autoComplete="address-level2" />
              <FormField
                control={form.control}
                name="state"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>State</FormLabel>
                    <Select value={field.value ?? ""} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder="Select state" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {stateOptions.map(([code, name]) => (
                          <SelectItem key={code} value={code}>
                            {code} — {name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <TextInputField
                control={form.control}
                name="zipCode"
                label="ZIP Code"
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="10001"
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInputField control={form.control} name="phone" label="Phone" optional type="tel" autoComplete="tel" />
              <TextInputField control={form.control} name="email" label="Email" optional type="email" autoComplete="email" />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInputField control={form.control} name="managerName" label="Manager Name" optional />
              <FormField
                control={form.control}
                name="status"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Status</FormLabel>
                    <Select value={field.value ?? "active"} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {LOCATION_STATUS_OPTIONS.map((option) => (
                          <SelectItem key={option.value} value={option.value}>
                            {option.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="notes"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    Notes <span className="font-normal text-muted-foreground">(optional)</span>
                  </FormLabel>
                  <FormControl>
                    <Textarea rows={3} {...field} value={field.value ?? ""} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Saving..." : editing ? "Save Changes" : "Add Location"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
