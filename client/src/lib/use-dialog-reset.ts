import * as React from "react";

/**
 * Runs `reset(open)` when a dialog opens or closes, and when what it edits changes while open — told by `key` (ids),
 * not by the record objects: a refetch (window focus, another user's change) hands the same record back as a new
 * object, and resetting then would throw away what the user has typed.
 */
export function useDialogReset(open: boolean, key: string, reset: (open: boolean) => void): void {
  const latest = React.useRef(reset);
  React.useLayoutEffect(() => {
    latest.current = reset;
  });
  React.useEffect(() => {
    latest.current(open);
  }, [open, key]);
}
