/**
 * Builds the client into `outDir` (default dist/public): the browser's files (vite build), then the server's
 * rendering of signed-in screens into `<outDir>/.ssr/entry-server.js` (vite build --ssr; server/http/server-render.ts
 * loads it). Every dependency is bundled in, so the folder works wherever it is put (the Lighthouse bench builds
 * into a temporary folder).
 * Run: `npm run build`, or `npx tsx scripts/build-client.ts <outDir>`.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function buildClient(outDir = path.join(root, "dist/public")): Promise<void> {
  const configFile = path.join(root, "vite.config.ts");
  await build({ configFile, build: { outDir, emptyOutDir: true } });
  await build({
    configFile,
    logLevel: "warn",
    publicDir: false,
    build: { outDir: path.join(outDir, ".ssr"), emptyOutDir: true, ssr: "src/entry-server.tsx", manifest: false },
    ssr: { noExternal: true },
    // One React, its production build, as in the browser (left to the runtime, React and its renderer disagreed).
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildClient(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
