import * as React from "react";

/**
 * Unsaved form text across a sign-in (issue 24). While a dialog's form is open it registers here; when the session
 * turns out to have ended, redirectToLogin saves every open form to sessionStorage before leaving for the sign-in
 * page, and the page reopens the dialog with its draft on the way back. sessionStorage: the draft stays in this tab
 * and is gone when the tab closes. Files (a license document) cannot be kept; text fields can.
 */
const PREFIX = "sous.draft.";

const openForms = new Map<string, () => unknown>();

/** While `open`, the form's current values are saved should the session end (see saveOpenDrafts). */
export function useDraftOnSignOut(key: string, open: boolean, getValues: () => unknown): void {
  const latest = React.useRef(getValues);
  React.useEffect(() => {
    latest.current = getValues;
  });
  React.useEffect(() => {
    if (!open) return;
    openForms.set(key, () => latest.current());
    return () => {
      openForms.delete(key);
    };
  }, [key, open]);
}

/** Saves every open form's values for after the sign-in. */
export function saveOpenDrafts(): void {
  for (const [key, values] of openForms) {
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values()));
    } catch {
      // Storage full or unavailable: the text is lost, as it was before drafts.
    }
  }
}

/** Whether a draft waits for `key` (the page then opens its dialog). */
export function hasDraft(key: string): boolean {
  try {
    return window.sessionStorage.getItem(PREFIX + key) !== null;
  } catch {
    return false;
  }
}

/** The draft saved for `key`, removed as it is taken; null when there is none. */
export function takeDraft<T>(key: string): T | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    if (text === null) return null;
    window.sessionStorage.removeItem(PREFIX + key);
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
