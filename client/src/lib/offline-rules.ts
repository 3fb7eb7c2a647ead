/** The Cache Storage cache holding the last answer of each API read, for use while offline. */
export const API_CACHE = "sous-api";

/** What the service worker tells open pages. */
export type ServiceWorkerNotice = { type: "sous:offline"; lastUpdated: string | null } | { type: "sous:online" };

// Files (documents, manuals, exports, calendar feeds) are large and private to a moment: never kept.
const NOT_KEPT = [/^\/api\/(health|ready)$/, /\/download$/, /\/manual$/, /\/export/, /\.(csv|xlsx|ics|zip)$/, /^\/api\/calendar\//, /\/template$/];

/** An API read whose last answer is kept for offline use. */
export function isCachedApiRead(pathname: string, method: string): boolean {
  if (method !== "GET" || !pathname.startsWith("/api/")) return false;
  if (isSessionBoundary(pathname) || pathname.startsWith("/api/invite/") || pathname.startsWith("/api/reset-password")) return false;
  return !NOT_KEPT.some((pattern) => pattern.test(pathname));
}

/** Signing in or out: kept answers belong to the person before, so they are dropped. */
export function isSessionBoundary(pathname: string): boolean {
  return /^\/api\/(login|logout|callback)(\/|$)/.test(pathname);
}
