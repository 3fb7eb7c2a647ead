import { Router, type Request } from "express";
import { eq } from "drizzle-orm";
import { pushSubscriptions } from "@shared/schema";
import { describeUserAgent } from "@shared/domain/user-agent";
import type { SessionView } from "@shared/schema/sessions-input";
import type { AppDeps } from "../../deps";
import { ctxOf, requireAuth } from "../../http/context";
import { notFound } from "../../http/errors";
import { recordAccountAudit } from "../account/events";
import { endUserSession, endUserSessions, publicSessionId, userSessions, type StoredSession } from "./store";

const text = (v: unknown) => (typeof v === "string" ? v : null);

/** The signed-in user's sessions on Profile: see where they are signed in, end one or all the others. */
export function sessionRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  const present = (req: Request, s: StoredSession, pushSessions: Set<string | null>): SessionView => {
    const current = s.sid === req.sessionID;
    // The stored expiry is pushed back (at most once a minute) on every request: it tells when the session was last used.
    const touched = s.expire.getTime() - config.sessionIdleMs;
    const signedInAt = text(s.sess.signedInAt);
    const lastSeen = current ? Date.now() : Math.min(Date.now(), Math.max(touched, signedInAt ? Date.parse(signedInAt) : 0));
    return {
      id: publicSessionId(s.sid),
      device: describeUserAgent(text(s.sess.userAgent)),
      ip: text(s.sess.ip),
      signedInAt,
      lastSeenAt: new Date(lastSeen).toISOString(),
      current,
      impersonating: typeof s.sess.impersonatingOrganizationId === "string",
      pushOn: pushSessions.has(publicSessionId(s.sid)),
    };
  };

  router.get("/api/profile/sessions", requireAuth, async (req, res) => {
    const userId = ctxOf(req).user.id;
    const pushSessions = new Set((await db.select({ sessionId: pushSubscriptions.sessionId }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((p) => p.sessionId));
    const list = (await userSessions(db, userId)).map((s) => present(req, s, pushSessions));
    list.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    res.json(list);
  });

  router.delete("/api/profile/sessions/:id", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const id = String(req.params.id);
    const ended = await db.transaction(async (tx) => {
      const found = await endUserSession(tx, ctx.user.id, id);
      if (!found) throw notFound("Session not found");
      await recordAccountAudit(tx, ctx.user, "session_ended", { device: describeUserAgent(text(found.sess.userAgent)), ip: text(found.sess.ip) });
      return found;
    });
    if (ended.sid === req.sessionID) await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    res.status(204).end();
  });

  router.post("/api/profile/sessions/end-others", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const ended = await db.transaction(async (tx) => {
      const n = await endUserSessions(tx, ctx.user.id, req.sessionID);
      if (n > 0) await recordAccountAudit(tx, ctx.user, "other_sessions_ended", { sessionsEnded: n });
      return n;
    });
    res.json({ ended });
  });

  return router;
}
