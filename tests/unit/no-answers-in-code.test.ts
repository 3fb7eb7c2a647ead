import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 16: the reader must generalise, so no document's answer may be written into server code. Every
// identifying value of the fixtures' ground truth (numbers, names, streets, makers, models, serials) is
// looked for in every file under server/.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURES = path.join(ROOT, "tests", "fixtures");

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full, keep);
    return keep(e.name) ? [full] : [];
  });
}

const SETS_WITH_TRUTH = ["licenses", "manuals", "manual-pages-2", "manual-pages-3", ...readdirSync(FIXTURES).filter((name) => /^blind\d+$/.test(name))];

function answers(): string[] {
  const out = new Set<string>();
  // Every set with ground truth: the fixtures, our hand-drawn manual pages and the blind sets written by other hands.
  for (const set of SETS_WITH_TRUTH) {
    for (const file of files(path.join(FIXTURES, set), (n) => n.endsWith(".expected.json"))) {
      const truth = JSON.parse(readFileSync(file, "utf8")) as {
        expected: Record<string, unknown>;
        addressParts?: { street?: string };
      };
      const e = truth.expected;
      for (const v of [e.licenseNumber, e.licenseeName, truth.addressParts?.street, e.manufacturer, e.model, e.serial]) {
        if (typeof v === "string" && v.length >= 5) out.add(v.toLowerCase());
      }
    }
  }
  return [...out];
}

describe("no answers in code", () => {
  it("no fixture's number, name, street, maker, model or serial appears in server/", () => {
    const values = answers();
    expect(values.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const file of files(path.join(ROOT, "server"), (n) => /\.(ts|tsx|mjs|js|json|sql)$/.test(n))) {
      const text = readFileSync(file, "utf8").toLowerCase();
      for (const v of values) if (text.includes(v)) found.push(`${path.relative(ROOT, file)}: ${v}`);
    }
    expect(found).toEqual([]);
  });
});
