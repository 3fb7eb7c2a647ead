/** Server-rendered sign-in pages: no client bundle is needed to sign in. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:28px;width:100%;max-width:400px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#475569;margin:0 0 20px;font-size:.95rem}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
input:focus{outline:2px solid #c2410c;outline-offset:1px;border-color:#c2410c}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#c2410c;color:#fff;font-weight:600;font-size:1rem;cursor:pointer}
button:focus-visible{outline:3px solid #9a3412;outline-offset:2px}
.error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;padding:10px 12px;border-radius:8px;margin-bottom:8px;font-size:.9rem}
.brand{font-weight:800;color:#c2410c;letter-spacing:.02em;margin-bottom:16px}
.alt{margin-top:18px;font-size:.9rem;text-align:center}a{color:#c2410c}
.notice{background:#f0fdf4;border:1px solid #bbf7d0;color:#166534;padding:10px 12px;border-radius:8px;margin-bottom:8px;font-size:.9rem}
.forgot{display:block;margin-top:8px;font-size:.85rem;text-align:right}
.codes{font-family:ui-monospace,monospace;columns:2;padding:0;list-style:none}
.row{display:flex;gap:12px}.row>div{flex:1}
button.secondary{background:#fff;color:#9a3412;border:1px solid #c2410c;margin-top:8px}
.or{margin-top:16px;text-align:center;color:#64748b;font-size:.85rem}[hidden]{display:none!important}
button.link{margin:0;width:auto;padding:0;background:none;color:#c2410c;font-weight:400;font-size:.9rem;text-decoration:underline}`;

/** `head` adds trusted markup to the page head (e.g. a referrer policy for pages with forms). */
export function layout(title: string, body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Sous</title>${head}<style>${STYLE}</style></head><body><main>
<div class="brand">Sous</div>${body}</main></body></html>`;
}

export const errorBox = (error?: string) => (error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : "");
export const noticeBox = (notice?: string) => (notice ? `<div class="notice" role="status">${escapeHtml(notice)}</div>` : "");

export function signInPage(opts: { error?: string; notice?: string; email?: string; signupOpen: boolean; next?: string; passkeys?: boolean }): string {
  return layout(
    "Sign in",
    `<h1>Sign in</h1><p>Welcome back. Sign in to continue.</p>${errorBox(opts.error)}${noticeBox(opts.notice)}
<form method="post" action="/api/login">
${opts.next ? `<input type="hidden" name="next" value="${escapeHtml(opts.next)}">` : ""}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(opts.email ?? "")}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<a class="forgot" href="/api/forgot-password">Forgot password?</a>
<button type="submit">Sign in</button></form>
${opts.passkeys ? `<div class="or">or</div>${passkeyButton("Sign in with a passkey", opts.next)}` : ""}
${opts.signupOpen ? `<div class="alt">New here? <a href="/api/signup">Create an account</a></div>` : ""}`,
    opts.passkeys ? passkeyScripts : "",
  );
}

/** The sign-in pages' passkey button and where its errors show (server/auth/passkey-routes.ts serves the scripts). */
export const passkeyButton = (label: string, next?: string) =>
  `<button type="button" id="passkey-sign-in" class="secondary"${next ? ` data-next="${escapeHtml(next)}"` : ""}>${escapeHtml(label)}</button>
<div class="error" role="alert" id="passkey-error" hidden></div>`;
export const passkeyScripts = `<script src="/api/login/webauthn.js" defer></script><script src="/api/login/passkey.js" defer></script>`;

export function signUpPage(opts: {
  first: boolean;
  error?: string;
  values?: { email?: string; firstName?: string; lastName?: string };
}): string {
  const v = opts.values ?? {};
  const heading = opts.first ? "Create the first account" : "Create an account";
  const intro = opts.first
    ? "This is a new installation. The first account administers the platform (super admin)."
    : "Create your account to get started.";
  return layout(
    heading,
    `<h1>${heading}</h1><p>${intro}</p>${errorBox(opts.error)}
<form method="post" action="/api/signup">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(v.email ?? "")}">
<div class="row"><div><label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" value="${escapeHtml(v.firstName ?? "")}"></div>
<div><label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" value="${escapeHtml(v.lastName ?? "")}"></div></div>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required aria-describedby="pw-hint">
<p id="pw-hint" style="margin:6px 0 0;font-size:.8rem">At least 8 characters.</p>
<button type="submit">Create account</button></form>
${opts.first ? "" : `<div class="alt">Already have an account? <a href="/api/login">Sign in</a></div>`}`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link ? `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : ""}`,
  );
}

/** A POST to /api/logout as a form (a cross-site link cannot sign anyone out): a full button, or a link-like one. */
export const signOutForm = (label: string, asLink = false) =>
  `<form method="post" action="/api/logout"${asLink ? ' class="alt"' : ""}><button type="submit"${asLink ? ' class="link"' : ""}>${escapeHtml(label)}</button></form>`;

/** GET /api/logout: signing out needs a POST, so the address shows a button (old bookmarks and links land here). */
export const signOutPage = (signedIn: boolean) =>
  layout(
    "Sign out",
    signedIn
      ? `<h1>Sign out</h1><p>Sign out of Sous on this device?</p>${signOutForm("Sign out")}<div class="alt"><a href="/">Stay signed in</a></div>`
      : `<h1>Signed out</h1><p>You are not signed in on this device.</p><div class="alt"><a href="/api/login">Sign in</a></div>`,
  );
