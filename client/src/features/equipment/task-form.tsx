import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { maintenanceTaskInputSchema } from "@shared/schema/equipment-input";
import { VENDOR_SERVICES } from "@shared/domain/vendor-services";
import { FormInputField } from "@/components/form-text-field";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type TaskDto, useAddTask, useUpdateTask } from "./api";

type FormInput = z.input<typeof maintenanceTaskInputSchema>;
type FormOutput = z.output<typeof maintenanceTaskInputSchema>;
const FIELDS = ["task", "intervalDays", "lastDone", "nextDue"] as const;

const valuesOf = (task: TaskDto | null | undefined): FormInput => ({
  task: task?.task ?? "",
  intervalDays: task ? String(task.intervalDays) : "",
  lastDone: task?.lastDone ?? "",
  nextDue: task?.nextDue ?? "",
  serviceKind: task?.serviceKind ?? null,
});

interface TaskFormProps {
  equipmentId: string;
  /** Edit this task; absent: add one. */
  task?: TaskDto | null;
  onDone: () => void;
}

/** Add or edit a maintenance task: what, every how many days, when last done (and, editing, next due). */
export function TaskForm({ equipmentId, task, onDone }: TaskFormProps) {
  const add = useAddTask();
  const update = useUpdateTask();
  const pending = add.isPending || update.isPending;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(maintenanceTaskInputSchema),
    defaultValues: valuesOf(task),
  });

  const onError = (error: unknown, title: string) => {
    applyServerFieldErrors(error, form.setError, FIELDS);
    notifyMutationError(error, title);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (task) {
      // An unchanged next due date is not sent, so a new interval or last-done date can move it.
      const changes = { ...values, nextDue: values.nextDue !== task.nextDue ? values.nextDue : undefined };
      update.mutate(
        { id: task.id, changes },
        {
          onSuccess: () => {
            toast({ title: "Maintenance task updated" });
            onDone();
          },
          onError: (error) => onError(error, "Failed to update maintenance task"),
        },
      );
      return;
    }
    add.mutate(
      { equipmentId, input: { ...values, nextDue: null } },
      {
        onSuccess: () => {
          toast({ title: "Maintenance task added" });
          form.reset(valuesOf(null));
          onDone();
        },
        onError: (error) => onError(error, "Failed to add maintenance task"),
      },
    );
  });

  const id = React.useId();
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-3 rounded-md border p-3" noValidate aria-labelledby={id}>
        <p id={id} className="text-sm font-medium">
          {task ? "Edit maintenance task" : "New maintenance task"}
        </p>
        <FormInputField control={form.control} name="task" label="Task" placeholder="e.g. Clean the condenser coil" />
        <div className={`grid gap-3 ${task ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
          <FormInputField
            control={form.control}
            name="intervalDays"
            label="Every (days)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="90"
          />
          <FormInputField control={form.control} name="lastDone" label="Last Done" optional type="date" />
          {task && <FormInputField control={form.control} name="nextDue" label="Next Due" type="date" />}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-service`}>Done by a vendor</Label>
          <select
            id={`${id}-service`}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            {...form.register("serviceKind", { setValueAs: (v: string | null) => v || null })}
          >
            <option value="">No: done in house</option>
            {VENDOR_SERVICES.map((s) => (
              <option key={s.kind} value={s.kind}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? "Saving..." : task ? "Save Task" : "Add Task"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
