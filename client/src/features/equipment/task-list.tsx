import { CheckCircle2, Pencil, Plus, Trash2, Wrench } from "lucide-react";
import * as React from "react";
import { formatDisplayDate } from "@shared/domain/dates";
import { intervalLabel } from "@shared/domain/equipment";
import { Button } from "@/components/ui/button";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { type CompletionInput, type TaskDto, useDeleteTaskWithUndo, useMarkTaskDone, useUndoTaskDone } from "./api";
import { CompletionForm } from "./completion-form";
import { TaskDueBadge } from "./badges";
import { TaskForm } from "./task-form";

const UNDO_TOAST_MS = 8000;

function TaskRow({ task, today, locationId, onEdit }: { task: TaskDto; today: string; locationId: string; onEdit: () => void }) {
  const done = useMarkTaskDone();
  const undo = useUndoTaskDone();
  const remove = useDeleteTaskWithUndo();
  const [confirming, setConfirming] = React.useState(false);
  const [recording, setRecording] = React.useState(false);

  const markDone = (input: CompletionInput) =>
    done.mutate(
      { id: task.id, ...input },
      {
        onSuccess: (updated) => {
          setRecording(false);
          toast({
            title: "Maintenance task marked done",
            description: `Next due ${formatDisplayDate(updated.nextDue)}`,
            // A few seconds to take back a click on the wrong task.
            duration: UNDO_TOAST_MS,
            action: (
              <ToastAction altText={`Undo marking ${task.task} done`} onClick={undoDone}>
                Undo
              </ToastAction>
            ),
          });
        },
        onError: (error) => notifyMutationError(error, "Failed to mark the task done"),
      },
    );
  const undoDone = () =>
    undo.mutate(task.id, {
      onSuccess: (restored) =>
        toast({ title: "Mark Done undone", description: `Next due ${formatDisplayDate(restored.nextDue)} again` }),
      onError: (error) => notifyMutationError(error, "Failed to undo"),
    });
  const confirmDelete = () => {
    setConfirming(false);
    remove(task);
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between" data-testid="task-row">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{task.task}</span>
          <TaskDueBadge nextDue={task.nextDue} today={today} />
        </p>
        <p className="text-xs text-muted-foreground">
          {intervalLabel(task.intervalDays)} · Last done {task.lastDone ? formatDisplayDate(task.lastDone) : "never"} · Next due{" "}
          <span data-testid="task-next-due">{formatDisplayDate(task.nextDue)}</span>
        </p>
      </div>
      {confirming ? (
        <div className="flex shrink-0 items-center gap-2">
          <span className="text-sm">Delete this task?</span>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="destructive" size="sm" onClick={confirmDelete}>
            Delete
          </Button>
        </div>
      ) : (
        <div className="-ml-2 flex shrink-0 items-center gap-0.5 sm:ml-0">
          <Button variant="outline" size="sm" onClick={() => setRecording(true)} disabled={recording} aria-label={`Mark ${task.task} done`}>
            <CheckCircle2 aria-hidden="true" />
            Mark Done
          </Button>
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${task.task}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${task.task}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
      {recording && (
        <div className="w-full sm:basis-full">
          <CompletionForm
            task={task}
            locationId={locationId}
            today={today}
            pending={done.isPending}
            error={done.error}
            onSave={markDone}
            onCancel={() => {
              done.reset();
              setRecording(false);
            }}
          />
        </div>
      )}
    </li>
  );
}

/** The maintenance schedule of one item: tasks with their next due date, mark done, add, edit, delete. */
export function TaskList({ equipmentId, locationId, tasks, today }: { equipmentId: string; locationId: string; tasks: TaskDto[]; today: string }) {
  const [editing, setEditing] = React.useState<string | "new" | null>(null);
  return (
    <section aria-labelledby="maintenance-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="maintenance-heading" className="flex items-center gap-2 font-semibold">
          <Wrench className="size-4 text-muted-foreground" aria-hidden="true" />
          Maintenance Tasks
        </h3>
        {editing !== "new" && (
          <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            Add Task
          </Button>
        )}
      </div>
      {editing === "new" && <TaskForm equipmentId={equipmentId} onDone={() => setEditing(null)} />}
      {tasks.length === 0 ? (
        editing !== "new" && <p className="py-2 text-sm text-muted-foreground">No maintenance tasks yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Maintenance tasks">
          {tasks.map((task) =>
            editing === task.id ? (
              <li key={task.id} className="py-2">
                <TaskForm equipmentId={equipmentId} task={task} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <TaskRow key={task.id} task={task} today={today} locationId={locationId} onEdit={() => setEditing(task.id)} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
