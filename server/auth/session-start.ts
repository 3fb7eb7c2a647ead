import type { Request } from "express";

/** Who a session belongs to and where it was started: shown on Profile's session list. */
declare module "express-session" {
  interface SessionData {
    /** When the user signed in (kept across impersonation restarts). */
    signedInAt?: string;
    userAgent?: string;
    ip?: string;
  }
}

/**
 * A fresh session (new id: no session fixation) for the user. `signedInAt` is carried over when the same
 * sign-in restarts its session (impersonation start and stop).
 */
export function startSession(
  req: Request,
  userId: string,
  extra: { impersonatingOrganizationId?: string; signedInAt?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      if (extra.impersonatingOrganizationId) req.session.impersonatingOrganizationId = extra.impersonatingOrganizationId;
      req.session.signedInAt = extra.signedInAt ?? new Date().toISOString();
      req.session.userAgent = (req.get("user-agent") ?? "").slice(0, 400);
      req.session.ip = req.ip ?? "";
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

/** After a right password, for an account with a second factor: a fresh session that is not signed in yet. */
export function startPendingTwoFactor(req: Request, userId: string, next: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.pendingTwoFactor = { userId, next, startedAt: Date.now() };
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}
