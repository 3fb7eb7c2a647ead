/**
 * Paths whose last segment is a credential: a password-reset link, an invitation link and a calendar feed (the
 * feed URL is its own credential). The request log keeps the path and drops the secret.
 */
const SECRET_SEGMENT = /(\/(?:reset-password|invite|calendar|shared-binders)\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, "$1[redacted]");
}
