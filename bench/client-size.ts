/**
 * The client's first screen: the JavaScript a browser must fetch before the first screen runs (the entry
 * script of dist/public/index.html and every chunk it imports statically: its modulepreload links, checked by
 * following the static `import … from "./x.js"` statements of each chunk), gzip-compressed, against the
 * 200 KB target and as a ratio of all the JavaScript of the build (screens loaded on demand are not in it).
 * Builds the client first (`vite build`) when dist/public is missing or BENCH_BUILD=1.
 * Run: `npx tsx bench/client-size.ts`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const publicDir = path.join(root, "dist/public");
const TARGET_KB = 200;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

if (
  process.env.BENCH_BUILD === "1" ||
  !existsSync(path.join(publicDir, "index.html"))
) {
  console.log("  building the client (vite build)…");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
}

const html = readFileSync(path.join(publicDir, "index.html"), "utf8");
const fromHtml = [
  ...html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g,
  ),
].map((m) => m[1]!);
const cssFiles = [
  ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g),
].map((m) => m[1]!);

// The static import closure of the entry (dynamic import("./…") calls are the screens loaded on demand).
const entry = fromHtml[0]!;
const closure = new Set<string>();
const queue = [entry];
while (queue.length) {
  const file = queue.pop()!;
  if (closure.has(file)) continue;
  closure.add(file);
  const code = readFileSync(path.join(publicDir, file), "utf8");
  for (const m of code.matchAll(
    /(?<![\w$.])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
  }
}
const missingFromHtml = [...closure].filter((f) => !fromHtml.includes(f));
const firstScreen = [...new Set([...fromHtml, ...closure])];

const allJs = readdirSync(path.join(publicDir, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `assets/${f}`);
const firstRaw = firstScreen.reduce(
  (s, f) => s + readFileSync(path.join(publicDir, f)).length,
  0,
);
const firstGz = firstScreen.reduce(
  (s, f) => s + gz(path.join(publicDir, f)),
  0,
);
const allGz = allJs.reduce((s, f) => s + gz(path.join(publicDir, f)), 0);
const cssGz = cssFiles.reduce((s, f) => s + gz(path.join(publicDir, f)), 0);
const largest = firstScreen
  .map((f) => ({ f, g: gz(path.join(publicDir, f)) }))
  .sort((a, b) => b.g - a.g)
  .slice(0, 3);

console.log(
  `\nFirst-screen JavaScript (dist/public, gzip -9): ${firstScreen.length} of ${allJs.length} chunks`,
);
console.log(
  `  first screen: ${kb(firstGz)} gzip (${kb(firstRaw)} raw); largest: ${largest.map((l) => `${l.f.replace("assets/", "")} ${kb(l.g)}`).join(", ")}`,
);
console.log(
  `  vs the ${TARGET_KB} KB target: ×${(firstGz / (TARGET_KB * 1024)).toFixed(2)} (${firstGz <= TARGET_KB * 1024 ? "meets" : "SHORT"})`,
);
console.log(
  `  vs all JavaScript of the build (${kb(allGz)} gzip): ×${(firstGz / allGz).toFixed(2)}; the rest (${kb(allGz - firstGz)}) loads on demand`,
);
console.log(
  `  plus CSS: ${kb(cssGz)} gzip${missingFromHtml.length ? `; static imports not preloaded by index.html: ${missingFromHtml.join(", ")}` : ""}`,
);
