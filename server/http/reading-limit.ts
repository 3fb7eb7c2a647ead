import type { Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { Db } from "../db/connection";
import { ctxOf } from "./context";
import { PostgresRateLimitStore } from "./rate-limit-store";

export const READING_LIMIT = 60;
export const READING_WINDOW_MS = 15 * 60_000;
export const TOO_MANY_READINGS = "Too many documents read in a short time. Please wait a few minutes and try again.";

/**
 * Reading a document (OCR of a scan or photo) costs seconds of CPU: each signed-in user may have READING_LIMIT
 * documents read per window on one route, counted across instances. Goes after requireAuth.
 */
export function readingLimit(db: Db, route: string) {
  return rateLimit({
    windowMs: READING_WINDOW_MS,
    limit: READING_LIMIT,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new PostgresRateLimitStore(db, `reading-${route}`),
    keyGenerator: (req: Request) => ctxOf(req).user.id,
    handler: (_req: Request, res: Response) => void res.status(429).json({ message: TOO_MANY_READINGS }),
  });
}
