import { zodResolver } from "@hookform/resolvers/zod";
import { FileText, X } from "lucide-react";
import * as React from "react";
import { type Control, useForm } from "react-hook-form";
import type { z } from "zod";
import { intervalLabel } from "@shared/domain/equipment";
import { EQUIPMENT_STATUS_OPTIONS } from "@shared/domain/labels";
import type { ManualSuggestions } from "@shared/domain/manual-suggestions";
import { insertEquipmentSchema } from "@shared/schema/equipment";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type EquipmentDto, useCreateEquipment, useUpdateEquipment } from "./api";

type FormInput = z.input<typeof insertEquipmentSchema>;
type FormOutput = z.output<typeof insertEquipmentSchema>;
type TextField = "name" | "manufacturer" | "model" | "serialNumber" | "price" | "purchaseDate" | "warrantyExpiration";

const FIELDS = [
  "name",
  "manufacturer",
  "model",
  "serialNumber",
  "price",
  "purchaseDate",
  "warrantyExpiration",
  "status",
  "notes",
] as const satisfies readonly (keyof FormInput)[];

/** A manual uploaded from the screen, to attach to the new item (with what was read from it). */
export interface PendingManual {
  documentId: string;
  name: string;
  extractedData: unknown;
  suggestions: ManualSuggestions;
}

function valuesOf(locationId: string, item: EquipmentDto | null | undefined, manual: PendingManual | null | undefined): FormInput {
  const s = manual?.suggestions;
  return {
    locationId: item?.locationId ?? locationId,
    name: item?.name ?? s?.name ?? "",
    manufacturer: item?.manufacturer ?? s?.manufacturer ?? "",
    model: item?.model ?? s?.model ?? "",
    serialNumber: item?.serialNumber ?? s?.serialNumber ?? "",
    price: item?.price ?? "",
    purchaseDate: item?.purchaseDate ?? "",
    warrantyExpiration: item?.warrantyExpiration ?? "",
    // Editing shows the stored status: the one people set (due tasks add maintenance due on top).
    status: item?.storedStatus ?? "working",
    notes: item?.notes ?? "",
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
            <Input {...inputProps} {...field} value={(field.value as string | null | undefined) ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function SuggestedTasks({
  manual,
  selected,
  onToggle,
}: {
  manual: PendingManual;
  selected: Set<number>;
  onToggle: (index: number) => void;
}) {
  const tasks = manual.suggestions.tasks;
  return (
    <div className="rounded-md border bg-muted/40 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-all">Manual: {manual.name}</span>
      </p>
      {tasks.length > 0 ? (
        <fieldset className="mt-2 space-y-1.5">
          <legend className="text-xs text-muted-foreground">Maintenance tasks read from the manual (uncheck to leave out)</legend>
          {tasks.map((task, i) => (
            <label key={`${task.task}-${i}`} className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={selected.has(i)}
                onChange={() => onToggle(i)}
              />
              <span>
                {task.task} <span className="text-muted-foreground">· {intervalLabel(task.intervalDays).toLowerCase()}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="mt-1 text-xs text-muted-foreground">It will be attached to the new item. Add maintenance tasks from its details.</p>
      )}
    </div>
  );
}

interface EquipmentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationId: string;
  /** Edit this item; absent: add a new one. */
  item?: EquipmentDto | null;
  /** Add: a manual just uploaded, to attach and to fill the form from. */
  manual?: PendingManual | null;
  onDetachManual?: () => void;
}

export function EquipmentFormDialog({ open, onOpenChange, locationId, item, manual, onDetachManual }: EquipmentFormDialogProps) {
  const editing = !!item;
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const pending = create.isPending || update.isPending;
  const [selectedTasks, setSelectedTasks] = React.useState<Set<number>>(new Set());

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(insertEquipmentSchema),
    defaultValues: valuesOf(locationId, item, manual),
  });

  React.useEffect(() => {
    if (!open) return;
    form.reset(valuesOf(locationId, item, manual));
    setSelectedTasks(new Set(manual?.suggestions.tasks.map((_, i) => i) ?? []));
  }, [open, locationId, item, manual, form]);

  const onError = (error: unknown, title: string) => {
    applyServerFieldErrors(error, form.setError, FIELDS);
    notifyMutationError(error, title);
  };

  const onSubmit = form.handleSubmit((values) => {
    const fields = {
      name: values.name,
      manufacturer: values.manufacturer,
      model: values.model,
      serialNumber: values.serialNumber,
      price: values.price,
      purchaseDate: values.purchaseDate,
      warrantyExpiration: values.warrantyExpiration,
      status: values.status,
      notes: values.notes,
    };
    if (item) {
      update.mutate(
        { id: item.id, changes: fields },
        {
          onSuccess: () => {
            toast({ title: "Equipment updated successfully" });
            onOpenChange(false);
          },
          onError: (error) => onError(error, "Failed to update equipment"),
        },
      );
      return;
    }
    const tasks = manual?.suggestions.tasks.filter((_, i) => selectedTasks.has(i)) ?? [];
    create.mutate(
      {
        ...fields,
        locationId,
        ...(manual ? { manualDocumentId: manual.documentId, extractedData: manual.extractedData } : {}),
        ...(tasks.length > 0 ? { maintenanceTasks: tasks } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: "Equipment added successfully" });
          onOpenChange(false);
        },
        onError: (error) => onError(error, "Failed to add equipment"),
      },
    );
  });

  const toggleTask = (index: number) =>
    setSelectedTasks((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Equipment" : "Add Equipment"}</DialogTitle>
          <DialogDescription>
            {editing ? "Update the details of this item." : "Add an item to this location's equipment inventory."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            {!editing && manual && (
              <div className="relative">
                <SuggestedTasks manual={manual} selected={selectedTasks} onToggle={toggleTask} />
                {onDetachManual && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="absolute right-1 top-1 size-8"
                    onClick={onDetachManual}
                    aria-label="Do not attach the manual"
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </div>
            )}
            <TextInputField control={form.control} name="name" label="Name" placeholder="e.g. Walk-in Cooler" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInputField control={form.control} name="manufacturer" label="Manufacturer" optional />
              <TextInputField control={form.control} name="model" label="Model" optional />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInputField control={form.control} name="serialNumber" label="Serial Number" optional />
              <TextInputField
                control={form.control}
                name="price"
                label="Price ($)"
                optional
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="0.00"
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInputField control={form.control} name="purchaseDate" label="Purchase Date" optional type="date" />
              <TextInputField control={form.control} name="warrantyExpiration" label="Warranty Expiration" optional type="date" />
            </div>
            <FormField
              control={form.control}
              name="status"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Status</FormLabel>
                  <Select value={field.value ?? "working"} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {EQUIPMENT_STATUS_OPTIONS.map((option) => (
                        <SelectItem key={option.value} value={option.value}>
                          {option.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {item && item.maintenance.dueCount > 0 && (
                    <FormDescription>
                      Due maintenance tasks keep this item at Maintenance Due until they are marked done.
                    </FormDescription>
                  )}
                  <FormMessage />
                </FormItem>
              )}
            />
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
                {pending ? "Saving..." : editing ? "Save Changes" : "Add Equipment"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
