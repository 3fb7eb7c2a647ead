import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import connectPgSimple from "connect-pg-simple";
import type { Request } from "express";
import session from "express-session";
import type pg from "pg";
import { MEMORY, type Config } from "../config";
import { setDeviceKey } from "./device-cookie";
import type { Db } from "../db/connection";
import { readSessionWithContext, type ContextRow } from "../http/context-query";
import { TouchThrottle, touchIntervalFor } from "./touch-throttle";

export const SESSION_COOKIE = "sous.sid";

/**
 * express-session backed by the `sessions` table (created by the migrations) on either database. A signed-in
 * request costs one statement before its route: the store's read of the session also reads what the request
 * context is built from (server/http/context-query.ts), and the rolling expiry's write (throttled) does not
 * hold up the answer.
 */
export async function createSessionMiddleware(config: Config, pool: pg.Pool, db: Db) {
  const PgStore = connectPgSimple(session);
  const throttle = new TouchThrottle(touchIntervalFor(config.sessionIdleMs));
  // The context row read with each session, found again by the session object express-session hands back.
  const contextRows = new WeakMap<object, ContextRow | null>();
  class ThrottledPgStore extends PgStore {
    override get(sid: string, fn: (err: unknown, sess?: session.SessionData | null) => void) {
      // Same liveness rule as connect-pg-simple's own read: expire >= now, in whole seconds rounded up.
      readSessionWithContext(db, sid, Math.ceil(Date.now() / 1000)).then(
        (read) => {
          if (!read) return fn(null, null);
          const sess = read.sess as session.SessionData;
          contextRows.set(sess, read.context);
          fn(null, sess);
        },
        (err: unknown) => fn(err),
      );
    }
    override createSession(req: Request, sess: session.SessionData) {
      if (contextRows.has(sess)) {
        req.sessionContextRow = { sid: req.sessionID, impersonatingOrgId: sess.impersonatingOrganizationId, row: contextRows.get(sess) ?? null };
        contextRows.delete(sess);
      }
      return super.createSession(req, sess);
    }
    override touch(sid: string, sess: session.SessionData, fn?: (err?: unknown) => void) {
      if (throttle.recentlyTouched(sid)) return fn?.();
      // Pushing the expiry back is bookkeeping: the answer does not wait for its UPDATE (a failure only means
      // the session ends up to one touch interval earlier, as the throttle already allows).
      super.touch(sid, sess, () => undefined);
      fn?.();
    }
    override destroy(sid: string, fn?: (err?: unknown) => void) {
      throttle.forget(sid);
      super.destroy(sid, fn);
    }
  }
  const store = new ThrottledPgStore({
    pool,
    tableName: "sessions",
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: () => undefined,
  });
  const secret = await sessionSecret(config);
  setDeviceKey(config, secret);
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      maxAge: config.sessionIdleMs,
    },
  });
  return { middleware, close: () => store.close() };
}

/** SESSION_SECRET, or one generated once and kept in the data directory (single-instance installs). */
async function sessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.dataDir === MEMORY) return randomBytes(32).toString("hex");
  const file = path.join(config.dataDir, "session-secret");
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    await fs.mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    await fs.writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
