import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api";
import { saveOpenDrafts } from "@/lib/form-draft";

/** SPEC section 9: the redirect to the sign-in page waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

let redirectScheduled = false;

/** The sign-in page, asked to come back to `returnTo` afterwards (the server keeps only same-site paths). */
export function loginHref(returnTo: string): string {
  return returnTo && returnTo !== "/" ? `/api/login?next=${encodeURIComponent(returnTo)}` : "/api/login";
}

/**
 * Destructive "Unauthorized" toast, then a full-page navigation to /api/login, which brings the user back to
 * this page after signing in (issue 24), with the text of any open form saved as a draft. Runs once.
 */
export function redirectToLogin() {
  if (redirectScheduled) return;
  redirectScheduled = true;
  saveOpenDrafts();
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => {
    window.location.href = loginHref(`${window.location.pathname}${window.location.search}`);
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
