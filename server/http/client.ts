import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Express } from "express";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Serves the React app: the built files from `builtClient` (CLIENT_DIR, default dist/public) when they exist,
 * otherwise (development) Vite's dev server as middleware. Unknown non-API paths get index.html (client-side routing).
 */
export async function mountClient(app: Express, builtClient: string): Promise<{ close(): Promise<void> }> {
  if (fs.existsSync(path.join(builtClient, "index.html"))) {
    // Vite names everything under assets/ by content hash: a changed file gets a new name, so it never goes stale.
    app.use(
      "/assets",
      express.static(path.join(builtClient, "assets"), { index: false, immutable: true, maxAge: "1y", fallthrough: false }),
    );
    app.use(express.static(builtClient, { index: false, maxAge: "1h" }));
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
