import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { ClientManifest } from "./client-manifest";
import { signedInScreenScripts } from "./client-manifest";
import { renderIndexHtml } from "./index-html";
import { serverRenderer } from "./server-render";
import type { PageData } from "@shared/domain/page-data";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Where the React app comes from: the built files (vite build's outDir), or Vite's dev server. */
export type ClientSource = { kind: "built"; dir: string } | { kind: "vite" };

/**
 * The built client in `builtClient` (CLIENT_DIR, default dist/public) when it has an index.html, otherwise Vite;
 * always Vite with `CLIENT_SOURCE=vite` (npm run dev), so an old build never hides the code being edited.
 */
export function findClient(builtClient: string, source: "auto" | "vite" = "auto"): ClientSource {
  if (source === "vite") return { kind: "vite" };
  return fs.existsSync(path.join(builtClient, "index.html")) ? { kind: "built", dir: builtClient } : { kind: "vite" };
}

/** What a page is sent with: who asks (the session and its context), and the first screen's answers. */
export interface PageDataSource {
  /** Run before the page is rendered (session, request context); a failure leaves the page without data. */
  middleware: RequestHandler[];
  read(req: Request): Promise<PageData>;
  /** Where a failed server rendering is reported. */
  logger: Logger;
}

/** A file read again only when it changed on disk (a rebuild replaces index.html and the manifest). */
function freshFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let kept: { mtimeMs: number; value: T } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await fs.promises.stat(file);
      if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, value: parse(await fs.promises.readFile(file, "utf8")) };
      return kept.value;
    } catch {
      return null;
    }
  };
}

/** `handler` run so that its failure (a session store that cannot be reached) only leaves the page without data. */
function tolerant(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    try {
      void Promise.resolve(handler(req, res, () => next())).catch(() => next());
    } catch {
      next();
    }
  };
}

/**
 * Serves the React app from `source`: the built files, or (development) Vite's dev server as middleware.
 * Unknown non-API paths get index.html (client-side routing), carrying the first screen's data and, for a signed-in
 * screen, modulepreload links for its scripts (issue 22; docs/ARCHITECTURE.md "First paint").
 */
export async function mountClient(
  app: Express,
  source: ClientSource,
  pageData: PageDataSource,
): Promise<{ close(): Promise<void> }> {
  const before = pageData.middleware.map(tolerant);
  type Render = ReturnType<typeof serverRenderer>;
  type Starter = { url: string; text: string };
  const send = async (req: Request, res: Response, template: string, manifest: ClientManifest | null, render: Render | null, starter: Starter | null) => {
    const data = await pageData.read(req);
    const signedIn = !!req.ctx && !req.ctx.twoFactorSetupRequired;
    const scripts = signedIn && manifest ? signedInScreenScripts(manifest, req.path) : [];
    const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    // The rendering sees the answers as the browser will (JSON: a date is a string), not the services' objects, so
    // the markup matches what the browser hydrates and code written for JSON (string methods on a date) holds.
    const asSent = (): PageData => JSON.parse(JSON.stringify(data)) as PageData;
    const markup = signedIn && render && starter && scripts.length > 0 ? await render(req.path, search, asSent()) : null;
    // The page carries this person's data: never kept by a shared cache, always asked for afresh.
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("Vary", "Cookie");
    res.type("html").send(renderIndexHtml(template, data, scripts, markup === null || !starter ? null : { markup, starter: starter.url }));
  };

  if (source.kind === "built") {
    const builtClient = source.dir;
    // Vite names everything under assets/ by content hash: a changed file gets a new name, so it never goes stale.
    app.use(
      "/assets",
      express.static(path.join(builtClient, "assets"), { index: false, immutable: true, maxAge: "1y", fallthrough: false }),
    );
    app.use(
      express.static(builtClient, {
        index: false,
        maxAge: "1h",
        // The service worker is how a new version arrives: browsers must always ask for it afresh.
        setHeaders: (res, file) => {
          if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
        },
      }),
    );
    // The script that starts a server-rendered page is named by its content, like Vite's assets, so it can be kept
    // for a year: a new build with a changed script gives pages a new name.
    const starter = freshFile(path.join(builtClient, "start-after-paint.js"), (text): Starter => {
      const hash = createHash("sha256").update(text).digest("hex").slice(0, 12);
      return { url: `/start-after-paint.${hash}.js`, text };
    });
    app.get(/^\/start-after-paint\.[0-9a-f]{12}\.js$/, async (req: Request, res: Response) => {
      const current = await starter();
      if (!current || current.url !== req.path) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.type("text/javascript").send(current.text);
    });
    const template = freshFile(path.join(builtClient, "index.html"), (text) => text);
    const render = serverRenderer(builtClient, pageData.logger);
    const manifest = freshFile(path.join(builtClient, ".vite/manifest.json"), (text) => JSON.parse(text) as ClientManifest);
    app.get(/^(?!\/api\/).*/, ...before, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const html = await template();
        if (html === null) throw new Error(`${builtClient}/index.html cannot be read`);
        await send(req, res, html, await manifest(), render, await starter());
      } catch (err) {
        next(err);
      }
    });
    return { close: async () => undefined };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  app.use(vite.middlewares);
  app.get(/^(?!\/api\/).*/, ...before, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const template = await fs.promises.readFile(path.join(root, "client/index.html"), "utf8");
      await send(req, res, await vite.transformIndexHtml(req.originalUrl, template), null, null, null);
    } catch (err) {
      next(err);
    }
  });
  return { close: () => vite.close() };
}
