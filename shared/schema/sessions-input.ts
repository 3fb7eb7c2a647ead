/** One of the signed-in user's sessions as Profile lists it (GET /api/profile/sessions). */
export interface SessionView {
  /** A hash of the session id (never the id itself, which is the cookie's credential). */
  id: string;
  /** Browser and system from the user agent, e.g. "Chrome on Windows". */
  device: string;
  ip: string | null;
  signedInAt: string | null;
  lastSeenAt: string;
  /** The session this request came with. */
  current: boolean;
  /** A super admin browsing as an organization. */
  impersonating: boolean;
  /** This session's browser receives Web Push. */
  pushOn: boolean;
}
