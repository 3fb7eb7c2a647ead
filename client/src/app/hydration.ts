import * as React from "react";
import { HYDRATION_SHIELD_ID } from "@shared/domain/page-data";

/**
 * A page the server rendered arrives with a transparent shield over it (#hydration-shield after #root,
 * server/http/index-html.ts): painted, readable and scrollable, but a tap on a button whose code has not arrived
 * yet would be lost, so the shield takes it until the screen is hydrated. The screen removes it once it is live (or
 * has failed and shows its error, which must be reachable). A shield rather than `inert` on #root: screen readers
 * read the page meanwhile, and removing it restyles one element rather than the whole page (a 10–40 ms task).
 */
export function markInteractive(): void {
  const shield = document.getElementById(HYDRATION_SHIELD_ID);
  if (!shield) return;
  shield.remove();
  replayEarlyInput(document.getElementById("root"));
}

const NOT_TEXT = new Set(["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image"]);

/** Files chosen before hydration (the keyboard reaches a file field under the shield): the screen is told now. */
function replayEarlyFiles(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    if (field.files && field.files.length > 0) field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * The shield takes taps, not keys: text typed (by keyboard, or filled in by the browser) into a server-rendered
 * field before hydration stays on screen, but the screen's state still holds the server's value, so what was sent
 * would differ from what was shown. Each such field is told to React as if typed now: React's value tracker is set
 * back to the server's value (the instance setter it installs), the typed text put back with the native setter,
 * and an input event lets the screen's onChange take it.
 */
export function replayEarlyInput(root: HTMLElement | null): void {
  if (!root) return;
  replayEarlyFiles(root);
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field instanceof HTMLInputElement && NOT_TEXT.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
    if (!nativeSetter) continue;
    field.value = field.defaultValue;
    nativeSetter.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** Rendered beside the current screen: its effect runs once that screen is hydrated (or rendered). */
export function InteractiveOnceHydrated(): null {
  React.useEffect(markInteractive, []);
  return null;
}
