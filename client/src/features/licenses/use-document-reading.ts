import * as React from "react";
import { redirectToLogin, serverMessage } from "@/app/unauthorized";
import { isUnauthorizedError } from "@/lib/api";
import type { DocumentPrefill, OnDocumentSelected } from "./document-prefill";
import type { ReadingState } from "./reading-status";

const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The reading of a chosen document in the Upload and Renew dialogs: one reading in flight at a time (a newer file,
 * a removed file or closing the dialog cancels it), its progress, and a failure said in words — reading is a
 * convenience, the user can always fill the form by hand.
 */
export function useDocumentReading() {
  const [reading, setReading] = React.useState<ReadingState>({ kind: "idle" });
  const inFlight = React.useRef<AbortController | null>(null);

  /** Cancels the reading in flight and forgets its state. */
  const reset = React.useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setReading({ kind: "idle" });
  }, []);

  /** Cancels the reading in flight and starts a new one's signal. */
  const begin = () => {
    reset();
    const controller = new AbortController();
    inFlight.current = controller;
    return controller.signal;
  };

  /** Reads `file`; `applied` puts the values into the form and answers the state to show. Nothing after a cancel. */
  const read = async (signal: AbortSignal, file: File, onFileSelected: OnDocumentSelected, applied: (prefill: DocumentPrefill | null) => ReadingState) => {
    setReading({ kind: "reading", progress: 0 });
    try {
      const prefill = await onFileSelected(file, signal, (progress) => {
        if (!signal.aborted) setReading({ kind: "reading", progress });
      });
      if (!signal.aborted) setReading(applied(prefill));
    } catch (error) {
      if (signal.aborted) return;
      if (isUnauthorizedError(error)) redirectToLogin();
      setReading({ kind: "failed", message: withStop(serverMessage(error) ?? "The reader did not answer.") });
    } finally {
      if (inFlight.current?.signal === signal) inFlight.current = null;
    }
  };

  return { reading, reset, begin, read };
}
