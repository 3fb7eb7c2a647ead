import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type pg from "pg";
import { MEMORY, type Config } from "../config";
import { TouchThrottle, touchIntervalFor } from "./touch-throttle";

export const SESSION_COOKIE = "sous.sid";

/** express-session backed by the `sessions` table (created by the migrations) on either database. */
export async function createSessionMiddleware(config: Config, pool: pg.Pool) {
  const PgStore = connectPgSimple(session);
  const throttle = new TouchThrottle(touchIntervalFor(config.sessionIdleMs));
  class ThrottledPgStore extends PgStore {
    override touch(sid: string, sess: session.SessionData, fn?: (err?: unknown) => void) {
      if (throttle.recentlyTouched(sid)) return fn?.();
      super.touch(sid, sess, fn);
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
  const middleware = session({
    name: SESSION_COOKIE,
    secret: await sessionSecret(config),
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
