import type { NextFunction, Request, RequestHandler, Response, Router } from "express";

interface Layer {
  route?: { path: unknown };
  rawPath?: unknown;
  slash?: boolean;
  handle?: { stack?: Layer[] };
}

/** Any request may reach the router (a path with a parameter or pattern before its prefix ends). */
const ANY: unique symbol = Symbol("any path");
type Prefix = string | typeof ANY;

const PATTERN_CHARS = /[:*?+(){}[\]\\]/;

/**
 * The part of a path a request is dispatched on: `/api/<segment>` under /api, `/<segment>` elsewhere, lower case
 * (Express matches paths case-insensitively).
 */
export function prefixOf(path: string): string {
  const lower = path.toLowerCase();
  const end = lower.startsWith("/api/") ? lower.indexOf("/", 5) : lower.indexOf("/", 1);
  return end < 0 ? lower : lower.slice(0, end);
}

function prefixOfPattern(path: unknown): Prefix {
  if (typeof path !== "string") return ANY;
  const prefix = prefixOf(path);
  // "/api" alone, or a segment with a parameter or pattern in it, reaches more than one prefix.
  return prefix === "/api" || PATTERN_CHARS.test(prefix) ? ANY : prefix;
}

function prefixesOf(stack: Layer[]): Set<Prefix> {
  const out = new Set<Prefix>();
  for (const layer of stack) {
    if (layer.route) out.add(prefixOfPattern(layer.route.path));
    else if (layer.slash) {
      // A router mounted without a path (its own paths count), or middleware every request passes.
      const nested: Prefix[] = layer.handle?.stack ? [...prefixesOf(layer.handle.stack)] : [ANY];
      for (const prefix of nested) out.add(prefix);
    }
    else for (const path of Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]) out.add(prefixOfPattern(path));
  }
  return out;
}

function runInTurn(routers: readonly Router[], req: Request, res: Response, next: NextFunction) {
  let i = 0;
  const step = (err?: unknown) => {
    if (err) return next(err);
    const router = routers[i++];
    if (!router) return next();
    router(req, res, step);
  };
  step();
}

/**
 * The feature routers (which declare full paths) behind one dispatch on the request's path prefix: a request is
 * handed, in their order, only to the routers that declare a path under its prefix (and to any whose paths are
 * patterns there), instead of walking every router's layers before the one that matches. Paths, methods and
 * guards are the routers' own. `stack` lists every router's layers so the route listing
 * (server/openapi/route-listing.ts) sees them all.
 */
export function prefixDispatch(routers: readonly Router[]): RequestHandler & { stack: Layer[] } {
  const prefixes = routers.map((router) => prefixesOf((router as unknown as { stack: Layer[] }).stack));
  const anywhere = routers.filter((_, i) => prefixes[i]!.has(ANY));
  const byPrefix = new Map<string, Router[]>();
  for (const set of prefixes) {
    for (const prefix of set) {
      if (prefix !== ANY && !byPrefix.has(prefix)) byPrefix.set(prefix, routers.filter((_, i) => prefixes[i]!.has(prefix) || prefixes[i]!.has(ANY)));
    }
  }
  const dispatch = (req: Request, res: Response, next: NextFunction) => runInTurn(byPrefix.get(prefixOf(req.path)) ?? anywhere, req, res, next);
  return Object.assign(dispatch, { stack: routers.flatMap((router) => (router as unknown as { stack: Layer[] }).stack) });
}
