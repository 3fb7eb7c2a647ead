import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Express } from "express";

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

/**
 * Serves the React app from `source`: the built files, or (development) Vite's dev server as middleware.
 * Unknown non-API paths get index.html (client-side routing).
 */
export async function mountClient(app: Express, source: ClientSource): Promise<{ close(): Promise<void> }> {
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
    app.get(/^(?!\/api\/).*/, (_req, res) => {
      res.setHeader("Cache-Control", "no-cache");
      res.sendFile(path.join(builtClient, "index.html"));
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
  app.get(/^(?!\/api\/).*/, async (req, res, next) => {
    try {
      const template = await fs.promises.readFile(path.join(root, "client/index.html"), "utf8");
      res.type("html").send(await vite.transformIndexHtml(req.originalUrl, template));
    } catch (err) {
      next(err);
    }
  });
  return { close: () => vite.close() };
}
