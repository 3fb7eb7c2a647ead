import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api";

/** SPEC section 9: the redirect to the sign-in page waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

let redirectScheduled = false;

/** Destructive "Unauthorized" toast, then a full-page navigation to /api/login. Runs once. */
export function redirectToLogin() {
  if (redirectScheduled) return;
  redirectScheduled = true;
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => {
    window.location.href = "/api/login";
  }, LOGIN_REDIRECT_DELAY_MS);
}

/**
 * The one error handler mutations use: an authentication failure signs in again (see redirectToLogin);
 * anything else shows a destructive toast with the screen's failure title and the server's message.
 */
export function notifyMutationError(error: unknown, title: string) {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  toast({ title, description: serverMessage(error), variant: "destructive" });
}

/** The server's message without the "status: " prefix, for toasts. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = (error as { body?: { message?: unknown } }).body;
  if (body && typeof body.message === "string") return body.message;
  return error.message.replace(/^\d{3}: /, "") || undefined;
}
