import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A clone of the repository must pass its own tests with nothing beside it: no file under these folders may
// name the steering folder beside the repository, or any other path that resolves outside the repository.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["tests", "bench", "scripts", "server"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|json|sh)$/;
const SKIP = new Set(["node_modules", "fixtures"]);
const PARENT_SHARED = ["..", "shared"].join("/");
/** A quoted relative path that climbs: "../x", '../../y'. */
const CLIMBING = /["'`]((?:\.\.\/)+[^"'`\s]*)["'`]/g;
/** Absolute paths into a workspace or a home folder rather than the system (/usr/bin/chromium is fine). */
const ABSOLUTE_OUTSIDE = /["'`](\/(?:work|home|root|Users|mnt|srv)\/[^"'`\s]*)["'`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every reference in `text` (of the file at `file`) that names a place outside the repository. */
export function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  if (text.includes(PARENT_SHARED)) found.push(PARENT_SHARED);
  for (const [, relative] of text.matchAll(CLIMBING)) {
    const resolved = path.resolve(path.dirname(file), relative!);
    if (path.relative(ROOT, resolved).startsWith("..")) found.push(relative!);
  }
  for (const [, absolute] of text.matchAll(ABSOLUTE_OUTSIDE)) found.push(absolute!);
  return found;
}

describe("the repository is self-contained", () => {
  it("no test, bench, script or server file names a path outside the repository", () => {
    const offenders = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .map((file) => ({ file: path.relative(ROOT, file), refs: outsideReferences(file, readFileSync(file, "utf8")) }))
      .filter((f) => f.refs.length > 0);
    expect(offenders).toEqual([]);
  });

  it("the check catches each way of reaching outside", () => {
    const file = path.join(ROOT, "tests/unit/example.test.ts");
    expect(outsideReferences(file, `const dir = path.resolve("${PARENT_SHARED}/fixtures");`)).not.toEqual([]);
    // Built at run time so that this file does not itself name such paths.
    const climbing = `${"../".repeat(3)}data/x.json`;
    const workspace = `/${"work"}/elsewhere/a.pdf`;
    expect(outsideReferences(file, `readFileSync("${climbing}")`)).toEqual([climbing]);
    expect(outsideReferences(file, `const f = "${workspace}";`)).toEqual([workspace]);
    expect(outsideReferences(file, `import { x } from "../support/fixtures";`)).toEqual([]);
    expect(outsideReferences(file, `const chromium = "/usr/bin/chromium";`)).toEqual([]);
  });

  it("the fixtures the tests read are in the repository", () => {
    const fixtures = path.join(ROOT, "tests/fixtures");
    for (const kind of ["licenses", "manuals", "payroll/valid", "payroll/invalid", "payroll/cases"]) {
      expect(readdirSync(path.join(fixtures, kind)).some((f) => f.endsWith(".expected.json")), kind).toBe(true);
    }
  });
});
