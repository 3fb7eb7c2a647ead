import * as React from "react";

/** Whether a CSS media query matches now, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return React.useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** A phone or tablet: a touch screen, or a phone-sized window. Camera capture is offered there. */
export const PHONE_QUERY = "(pointer: coarse), (max-width: 767px)";
