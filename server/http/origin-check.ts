import type { NextFunction, Request, Response } from "express";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site: a browser always sends Origin on such
 * requests, and Sec-Fetch-Site says whether it crossed sites. Requests without either (curl, tests)
 * carry no ambient browser cookie risk and pass.
 */
export function sameOriginMutations(appOrigin: string | undefined) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const expected = appOrigin ?? `${req.protocol}://${req.get("host")}`;
    if (origin && origin !== "null" && origin !== expected) throw forbidden("Cross-origin request refused");
    if (origin === "null" || req.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-origin request refused");
    next();
  };
}
