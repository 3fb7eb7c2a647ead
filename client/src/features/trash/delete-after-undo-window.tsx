import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { apiRequest } from "@/lib/api";
import { UNDO_TOAST_MS } from "./undo-delete-toast";

/** Deletes waiting for their Undo window to close, by URL: sent at once when the page goes away. */
const waiting = new Map<string, () => void>();
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const send of [...waiting.values()]) send();
  });
}

/**
 * For records a delete removes for good (they have no trash: a payroll calculation, a maintenance task): the record
 * leaves the screen at once, the toast offers Undo as Mark Done does, and the DELETE is only sent when the toast's
 * window has passed. Undo within it keeps the record as it was — its history and links included, which writing it
 * again could not. Leaving the page sends the delete at once (keepalive), so a delete is never silently dropped.
 */
export function deleteAfterUndoWindow({
  url,
  title,
  name,
  hide,
  show,
  deleted,
  failed,
}: {
  url: string;
  title: string;
  name: string;
  /** Takes the record off the screen (the cached lists). */
  hide: () => void;
  /** Puts it back (Undo, or a refused delete). */
  show: () => void;
  /** After the server deleted it: read the lists again. */
  deleted: () => Promise<unknown>;
  failed: string;
}) {
  hide();
  let settled = false;
  const send = (keepalive: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    waiting.delete(url);
    const request = keepalive ? fetch(url, { method: "DELETE", credentials: "include", keepalive: true }) : apiRequest("DELETE", url);
    request.then(deleted, (error: unknown) => {
      show();
      notifyMutationError(error, failed);
    });
  };
  const timer = setTimeout(() => send(false), UNDO_TOAST_MS);
  waiting.set(url, () => send(true));
  toast({
    title,
    duration: UNDO_TOAST_MS,
    action: (
      <ToastAction
        altText={`Undo deleting ${name}`}
        onClick={() => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          waiting.delete(url);
          show();
          toast({ title: "Delete undone", description: `${name} is back.` });
        }}
      >
        Undo
      </ToastAction>
    ),
  });
}
