import * as React from "react";

/**
 * The row an edit or delete dialog is about, and whether that dialog is open. The row outlives the open flag so
 * the dialog keeps its content while it animates closed.
 */
export function useDialogTarget<T>() {
  const [target, setTarget] = React.useState<T | null>(null);
  const [open, setOpen] = React.useState(false);
  const start = React.useCallback((item: T) => {
    setTarget(item);
    setOpen(true);
  }, []);
  return { target, open, setOpen, start };
}
