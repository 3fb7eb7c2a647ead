import type { Request } from "express";

/**
 * Starts a new session (new id, like sign-in) for the same user, browsing as an organization or not.
 * Logout destroys the session, so an impersonation never outlives it.
 */
export function restartSession(req: Request, impersonatingOrganizationId: string | undefined): Promise<void> {
  const userId = req.session.userId;
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      if (impersonatingOrganizationId) req.session.impersonatingOrganizationId = impersonatingOrganizationId;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}
