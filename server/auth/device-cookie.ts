import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import type { Config } from "../config";
import { normalizeEmail } from "./users";

/**
 * A browser that already signed in to an account (OWASP's "device cookie"): a signed cookie set at every successful
 * sign-in, bound to the account's e-mail by an HMAC keyed with the session secret. The sign-in throttle lets such a
 * browser past the account's lockout (its own failures are limited separately), so strangers' wrong passwords
 * cannot lock the owner out.
 */
export const DEVICE_COOKIE = "sous.device";
const MAX_AGE_MS = 180 * 24 * 3_600_000;

/** The session middleware's secret (SESSION_SECRET or the one kept in the data directory), per app config. */
const keys = new WeakMap<Config, string>();
const processKey = randomBytes(32).toString("hex");
export const setDeviceKey = (config: Config, secret: string) => keys.set(config, secret);
const keyOf = (config: Config) => keys.get(config) ?? config.sessionSecret ?? processKey;

const macOf = (config: Config, email: string, expires: number) =>
  createHmac("sha256", keyOf(config)).update(`device:${normalizeEmail(email)}:${expires}`).digest("base64url");

/** Sets (or renews) the device cookie for the account signed in. */
export function rememberDevice(_req: Request, res: Response, config: Config, email: string) {
  const expires = Date.now() + MAX_AGE_MS;
  res.cookie(DEVICE_COOKIE, `${expires}.${macOf(config, email, expires)}`, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: MAX_AGE_MS,
  });
}

function cookieOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** The device cookie's signature when the request carries a valid one for `email` (the device's own counter key). */
export function knownDeviceOf(req: Request, config: Config, email: string): string | null {
  if (!email) return null;
  const value = cookieOf(req);
  const match = value ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const expires = Number(match[1]);
  if (expires < Date.now()) return null;
  const expected = Buffer.from(macOf(config, email, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[2]! : null;
}
