import type { Request } from "express";
import { startSession } from "../../auth/session-start";

/**
 * Starts a new session (new id, like sign-in) for the same user, browsing as an organization or not.
 * Logout destroys the session, so an impersonation never outlives it.
 */
export function restartSession(req: Request, impersonatingOrganizationId: string | undefined): Promise<void> {
  return startSession(req, req.session.userId!, { impersonatingOrganizationId, signedInAt: req.session.signedInAt });
}
