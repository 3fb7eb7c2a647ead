import { errorBox, escapeHtml, layout } from "./pages";

/** The same answer whatever the address (no account enumeration). */
export const RESET_SENT =
  "If an account exists for that address, we have sent it a link to choose a new password. The link works once, for one hour.";

export function forgotPasswordPage(opts: { error?: string; sent?: boolean; email?: string } = {}): string {
  const body = opts.sent
    ? `<h1>Check your e-mail</h1><p role="status">${escapeHtml(RESET_SENT)}</p><a href="/api/login">Back to sign in</a>`
    : `<h1>Forgot password?</h1><p>Enter your account's e-mail address and we will send you a link to choose a new password.</p>${errorBox(opts.error)}
<form method="post" action="/api/forgot-password">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(opts.email ?? "")}">
<button type="submit">Send reset link</button></form>
<div class="alt"><a href="/api/login">Back to sign in</a></div>`;
  return layout("Forgot password", body);
}

/**
 * The page carrying a reset token. No `no-referrer` here: Chromium would then post the form with `Origin: null`,
 * which the same-origin check refuses; the app's same-origin referrer policy already keeps the URL on this site.
 */
export function resetPasswordPage(opts: { token: string; error?: string }): string {
  return layout(
    "Choose a new password",
    `<h1>Choose a new password</h1><p>Setting a new password signs your account out everywhere else.</p>${errorBox(opts.error)}
<form method="post" action="/api/reset-password">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required aria-describedby="pw-hint">
<p id="pw-hint" style="margin:6px 0 0;font-size:.8rem">At least 8 characters.</p>
<label for="confirm">Repeat the new password</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="8" required>
<button type="submit">Set new password</button></form>`,
  );
}
