import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The browser bundle imports shared/domain and shared/schema/*-input; Drizzle must stay out of it.
const shared = join(fileURLToPath(new URL("../../..", import.meta.url)), "shared");
const VALUE_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gm;

/** Every package a module pulls in at run time, following its relative value imports. */
function runtimePackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const [, spec] of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
    if (!spec!.startsWith(".")) packages.add(spec!);
    else for (const p of runtimePackages(resolve(dirname(file), `${spec}.ts`), seen)) packages.add(p);
  }
  return packages;
}

const browserModules = [
  ...readdirSync(join(shared, "schema"))
    .filter((f) => f.endsWith("-input.ts") || f === "requirements.ts")
    .map((f) => join(shared, "schema", f)),
  ...readdirSync(join(shared, "domain")).map((f) => join(shared, "domain", f)),
];

describe("modules the browser bundle imports are drizzle-free", () => {
  it.each(browserModules.map((f) => [f.slice(shared.length + 1), f]))("%s", (_name, file) => {
    expect([...runtimePackages(file)].filter((p) => p.includes("drizzle"))).toEqual([]);
  });

  it("the check notices a table module", () => {
    expect([...runtimePackages(join(shared, "schema", "vendors.ts"))]).toContain("drizzle-orm/pg-core");
  });
});
