import type { TrashKind } from "@shared/schema/trash-input";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/queryClient";
import { TRASH_URL } from "./api";

/** As long as Mark Done's Undo: a few seconds to take back a click on the wrong record. */
export const UNDO_TOAST_MS = 8000;

/**
 * The toast after a delete, with Undo (as Mark Done has): `undo` puts the record back. Works after the dialog
 * that deleted has closed; every list is read again once it is back.
 */
export function toastWithUndo({ title, description, name, undo }: { title: string; description?: string; name: string; undo: () => Promise<unknown> }) {
  const run = async () => {
    try {
      await undo();
      await queryClient.invalidateQueries();
      toast({ title: "Delete undone", description: `${name} is back.` });
    } catch (error) {
      notifyMutationError(error, "Failed to undo the delete");
    }
  };
  toast({
    title,
    ...(description ? { description } : {}),
    duration: UNDO_TOAST_MS,
    action: (
      <ToastAction altText={`Undo deleting ${name}`} onClick={() => void run()}>
        Undo
      </ToastAction>
    ),
  });
}

/**
 * After a delete that moved a record to the trash: Undo restores it, which whoever may delete may do
 * (administrators and managers, at their locations).
 */
export function toastDeletedWithUndo({ kind, id, title, name }: { kind: TrashKind; id: string; title: string; name: string }) {
  toastWithUndo({
    title,
    description: "It is in the Trash (Organization) for 30 days.",
    name,
    undo: () => apiRequest("POST", `${TRASH_URL}/${kind}/${encodeURIComponent(id)}/restore`),
  });
}
