import { zodResolver } from "@hookform/resolvers/zod";
import { FileText, X } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { intervalLabel } from "@shared/domain/equipment";
import { EQUIPMENT_STATUS_OPTIONS } from "@shared/domain/labels";
import { confidencePercent, needsReview } from "@shared/domain/confidence";
import type { ManualSuggestions, SuggestedManualField } from "@shared/domain/manual-suggestions";
import { insertEquipmentSchema } from "@shared/schema/equipment-input";
import { FormDialog } from "@/components/form-dialog";
import { FormSelectField } from "@/components/form-select-field";
import { FormInputField, FormTextareaField } from "@/components/form-text-field";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
import { suggestedInput } from "@/components/suggested-hint";
import { Button } from "@/components/ui/button";
import { FormDescription } from "@/components/ui/form";
import { cn } from "@/lib/utils";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type EquipmentDto, useCreateEquipment, useUpdateEquipment } from "./api";
import { useDialogReset } from "@/lib/use-dialog-reset";

type FormInput = z.input<typeof insertEquipmentSchema>;
type FormOutput = z.output<typeof insertEquipmentSchema>;

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
      {/* pr-8 keeps a long file name clear of the "Do not attach the manual" button in the corner. */}
      <p className="flex items-center gap-2 pr-8 font-medium">
        <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-all">Manual: {manual.name}</span>
      </p>
      {tasks.length > 0 ? (
        <fieldset className="mt-2 space-y-1.5">
          <legend className="text-xs text-muted-foreground">Maintenance tasks read from the manual (uncheck to leave out)</legend>
          {tasks.map((task, i) => {
            const confidence = manual.suggestions.taskConfidence[i];
            const low = confidence !== undefined && needsReview(confidence);
            return (
              <label key={`${task.task}-${i}`} className="flex items-start gap-2" data-testid="suggested-task">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  checked={selected.has(i)}
                  onChange={() => onToggle(i)}
                />
                <span>
                  {task.task} <span className="text-muted-foreground">· {intervalLabel(task.intervalDays).toLowerCase()}</span>
                  {confidence !== undefined && (
                    <span className={cn("text-xs", low ? "text-warning" : "text-muted-foreground")}>
                      {" "}
                      · {confidencePercent(confidence)}
                      {low ? " · please check" : ""}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
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

  useDialogReset(open, `${locationId}:${item?.id ?? ""}:${manual?.documentId ?? ""}`, (opened) => {
    if (!opened) return;
    form.reset(valuesOf(locationId, item, manual));
    setSelectedTasks(new Set(manual?.suggestions.tasks.map((_, i) => i) ?? []));
  });

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

  // A field keeps its "Suggested · 92%" hint while it still holds the value read from the manual.
  const watched = form.watch(["name", "manufacturer", "model", "serialNumber"]);
  const suggestion = (field: SuggestedManualField, index: number) => {
    const s = !editing ? manual?.suggestions : undefined;
    const value = s?.[field];
    return value && watched[index] === value ? s.confidence[field] : undefined;
  };

  const toggleTask = (index: number) =>
    setSelectedTasks((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Equipment" : "Add Equipment"}
      description={editing ? "Update the details of this item." : "Add an item to this location's equipment inventory."}
      className="max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel={editing ? "Save Changes" : "Add Equipment"}
      pending={pending}
    >
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
      <FormInputField
        control={form.control}
        name="name"
        label="Name"
        placeholder="e.g. Walk-in Cooler"
        {...suggestedInput(suggestion("name", 0))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField
          control={form.control}
          name="manufacturer"
          label="Manufacturer"
          optional
          {...suggestedInput(suggestion("manufacturer", 1))}
        />
        <FormInputField control={form.control} name="model" label="Model" optional {...suggestedInput(suggestion("model", 2))} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField
          control={form.control}
          name="serialNumber"
          label="Serial Number"
          optional
          {...suggestedInput(suggestion("serialNumber", 3))}
        />
        <FormInputField
          control={form.control}
          name="price"
          label="Price ($)"
          optional
          {...MONEY_INPUT_PROPS}
          placeholder="0.00"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField control={form.control} name="purchaseDate" label="Purchase Date" optional type="date" />
        <FormInputField control={form.control} name="warrantyExpiration" label="Warranty Expiration" optional type="date" />
      </div>
      <FormSelectField
        control={form.control}
        name="status"
        label="Status"
        options={EQUIPMENT_STATUS_OPTIONS}
        fallback="working"
        hint={
          item &&
          item.maintenance.dueCount > 0 && (
            <FormDescription>
              Due maintenance tasks keep this item at Maintenance Due until they are marked done.
            </FormDescription>
          )
        }
      />
      <FormTextareaField control={form.control} name="notes" label="Notes" optional rows={3} />
    </FormDialog>
  );
}
