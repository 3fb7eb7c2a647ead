/** The invitation acceptance pages, in the style of the sign-in pages (no client bundle needed). */
import { escapeHtml, layout, signOutForm } from "../../auth/pages";
import { PASSWORD_MIN_LENGTH } from "../../auth/password";
import type { InvitationProblem } from "./service";

/**
 * helmet sends `Referrer-Policy: no-referrer`, with which Chromium posts forms with `Origin: null` and the
 * same-origin check refuses them; same-origin keeps the real Origin on this page's own form.
 */
const HEAD = `<meta name="referrer" content="same-origin"><style>
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 18px;font-size:.95rem}
dt{color:#64748b}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.secondary{display:block;text-align:center;margin-top:12px;padding:10px;border:1px solid #cbd5e1;border-radius:8px;text-decoration:none;color:#0f172a;font-weight:600}
.note{font-size:.85rem;margin:6px 0 0}</style>`;

export interface InvitationFacts {
  token: string;
  email: string;
  organizationName: string;
  roleLabel: string;
  locationName: string | null;
}

export type InviteMode =
  /** Nobody signed in and no account yet: set a name and a password. */
  | { kind: "new"; values?: { firstName?: string; lastName?: string } }
  /** An account exists: sign in with its password to accept. */
  | { kind: "existing"; hasPassword: boolean }
  /** Signed in as the invited person: one click accepts. */
  | { kind: "signed-in" }
  /** Signed in as somebody else. */
  | { kind: "other-account"; signedInEmail: string };

const errorBox = (error?: string) => (error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : "");

function factsList(f: InvitationFacts): string {
  return `<dl>
<dt>Organization</dt><dd data-testid="invite-organization">${escapeHtml(f.organizationName)}</dd>
<dt>Role</dt><dd data-testid="invite-role">${escapeHtml(f.roleLabel)}</dd>
<dt>Location</dt><dd>${escapeHtml(f.locationName ?? "Organization-wide")}</dd>
<dt>Email</dt><dd>${escapeHtml(f.email)}</dd></dl>`;
}

export function invitePage(f: InvitationFacts, mode: InviteMode, opts: { error?: string; ssoHref?: string } = {}): string {
  const action = `/api/invite/${escapeHtml(f.token)}`;
  const sso = opts.ssoHref
    ? `<a class="secondary" href="${escapeHtml(opts.ssoHref)}">Continue with single sign-on</a>`
    : "";
  let body: string;
  switch (mode.kind) {
    case "new": {
      const v = mode.values ?? {};
      body = opts.ssoHref
        ? `<p>Sign in with your organization's identity provider to accept.</p>${sso}`
        : `<p>Create your account to accept the invitation.</p>
<form method="post" action="${action}">
<div class="row"><div><label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" required maxlength="100" value="${escapeHtml(v.firstName ?? "")}"></div>
<div><label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" required maxlength="100" value="${escapeHtml(v.lastName ?? "")}"></div></div>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required aria-describedby="pw-hint">
<p id="pw-hint" class="note">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<button type="submit">Create account and join</button></form>`;
      break;
    }
    case "existing":
      body = `<p>You already have an account. Sign in to accept the invitation.</p>${
        mode.hasPassword
          ? `<form method="post" action="${action}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in and join</button></form>`
          : ""
      }${sso}`;
      break;
    case "signed-in":
      body = `<p>You are signed in as ${escapeHtml(f.email)}.</p>
<form method="post" action="${action}"><button type="submit">Accept invitation</button></form>`;
      break;
    case "other-account":
      body = `<p>You are signed in as ${escapeHtml(mode.signedInEmail)}, but this invitation is for ${escapeHtml(f.email)}.
Sign out, then open the invitation link again.</p>${signOutForm("Sign Out")}`;
      break;
  }
  return layout(
    "Invitation",
    `<h1>Join ${escapeHtml(f.organizationName)}</h1><p>You have been invited to Sous.</p>${factsList(f)}${errorBox(opts.error)}${body}`,
    HEAD,
  );
}

/** Status, title and text of every way an invitation link can fail. */
export function problemText(problem: InvitationProblem, f?: { email: string; organizationName: string }) {
  const signIn = { href: "/api/login", label: "Sign in" };
  switch (problem) {
    case "not_found":
      return {
        status: 404,
        title: "Invitation not found",
        message: "This invitation link is not valid. Check that you copied the whole link, or ask your administrator for a new invitation.",
      };
    case "accepted":
      return { status: 410, title: "Invitation already used", message: "This invitation has already been accepted. Sign in to continue.", link: signIn };
    case "expired":
      return { status: 410, title: "Invitation expired", message: "This invitation has expired. Ask your administrator to send it again." };
    case "revoked":
      return { status: 410, title: "Invitation withdrawn", message: "This invitation was withdrawn by an administrator. Ask them for a new one if you still need access." };
    case "already_member":
      return {
        status: 409,
        title: "Already a member",
        message: `${f?.email ?? "This account"} is already a member of ${f?.organizationName ?? "the organization"}. Sign in to continue.`,
        link: signIn,
      };
    case "other_organization":
      return {
        status: 409,
        title: "Cannot accept invitation",
        message: "This account already belongs to another organization. Ask the administrator who invited you to use another e-mail address.",
      };
    case "super_admin":
      return {
        status: 409,
        title: "Cannot accept invitation",
        message: "Platform administrator accounts cannot join an organization through an invitation.",
      };
    case "wrong_account":
      return { status: 403, title: "Wrong account", message: "This invitation is for another e-mail address. Sign out, then open the link again." };
    case "account_exists":
      return { status: 409, title: "Account exists", message: "An account with this e-mail already exists. Sign in with its password to accept." };
  }
}
