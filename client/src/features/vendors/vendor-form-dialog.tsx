import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { type Control, useForm } from "react-hook-form";
import type { z } from "zod";
import { VENDOR_CATEGORY_OPTIONS, VENDOR_SCHEDULE_OPTIONS } from "@shared/domain/labels";
import { insertVendorSchema } from "@shared/schema/vendors";
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
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type VendorDto, useCreateVendor, useUpdateVendor } from "./api";

type FormInput = z.input<typeof insertVendorSchema>;
type FormOutput = z.output<typeof insertVendorSchema>;
type TextField = "name" | "contactName" | "phone" | "email" | "address" | "nextServiceDate";

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

/** Radix Select items cannot have an empty value: this one stands for "no schedule". */
const NO_SCHEDULE = "none";

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

  React.useEffect(() => {
    if (open) form.reset(valuesOf(locationId, vendor));
  }, [open, locationId, vendor, form]);

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Vendor" : "Add Vendor"}</DialogTitle>
          <DialogDescription>
            {editing ? "Update this vendor's contact and service details." : "Add a service provider or supplier for this location."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInputField control={form.control} name="name" label="Vendor Name" placeholder="e.g. Capital Waste Services" />
              <FormField
                control={form.control}
                name="category"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Category</FormLabel>
                    <Select value={field.value || undefined} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder="Select category" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {VENDOR_CATEGORY_OPTIONS.map((option) => (
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
            <div className="grid gap-4 sm:grid-cols-3">
              <TextInputField control={form.control} name="contactName" label="Contact Name" optional autoComplete="off" />
              <TextInputField control={form.control} name="phone" label="Phone" optional type="tel" autoComplete="off" />
              <TextInputField control={form.control} name="email" label="Email" optional type="email" autoComplete="off" />
            </div>
            <TextInputField control={form.control} name="address" label="Address" optional autoComplete="off" />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="schedule"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>
                      Service Schedule <span className="font-normal text-muted-foreground">(optional)</span>
                    </FormLabel>
                    <Select value={field.value || NO_SCHEDULE} onValueChange={(v) => field.onChange(v === NO_SCHEDULE ? "" : v)}>
                      <FormControl>
                        <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <SelectItem value={NO_SCHEDULE}>No schedule</SelectItem>
                        {VENDOR_SCHEDULE_OPTIONS.map((option) => (
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
              <TextInputField control={form.control} name="nextServiceDate" label="Next Service Date" optional type="date" />
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
                {pending ? "Saving..." : editing ? "Save Changes" : "Add Vendor"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
