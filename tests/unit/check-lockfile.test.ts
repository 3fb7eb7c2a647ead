import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { applyExceptions, checkLockfile, inRange, type Advisory } from "../../scripts/check-lockfile";

const run = promisify(execFile);
const advisories = (JSON.parse(fs.readFileSync("scripts/advisories.json", "utf8")) as { advisories: Advisory[] }).advisories;

const lockWith = (packages: Record<string, { version: string; name?: string }>) => ({
  lockfileVersion: 3,
  packages: { "": { name: "sous", version: "0.1.0" }, ...packages },
});

describe("version ranges", () => {
  it("compares like semver, including pre-releases and alternatives", () => {
    expect(inRange("0.19.2", "<0.19.3")).toBe(true);
    expect(inRange("0.19.3", "<0.19.3")).toBe(false);
    expect(inRange("0.20.3", "<0.20.2")).toBe(false);
    expect(inRange("8.17.0", ">=2.1.0 <5.2.4 || >=8.0.0 <8.17.1")).toBe(true);
    expect(inRange("7.5.10", ">=7.0.0 <7.5.10 || >=8.0.0 <8.17.1")).toBe(false);
    expect(inRange("6.0.0", ">=2.1.0 <5.2.4 || >=8.0.0 <8.17.1")).toBe(false);
    expect(inRange("4.19.2-rc.1", "<4.19.2")).toBe(true);
    expect(inRange("1.2.3", "=1.2.3")).toBe(true);
    expect(() => inRange("1.0.0", "<banana")).toThrow(/Unreadable range/);
  });

  it("has only readable ranges in the committed list", () => {
    expect(advisories.length).toBeGreaterThan(10);
    for (const a of advisories) expect(() => inRange("1.0.0", a.range), a.id).not.toThrow();
  });
});

describe("lockfile check", () => {
  it("finds a vulnerable version, nested or aliased, and passes patched ones", () => {
    const findings = checkLockfile(
      lockWith({
        "node_modules/xlsx": { name: "@e965/xlsx", version: "0.20.3" },
        "node_modules/foo/node_modules/xlsx": { version: "0.18.5" },
        "node_modules/braces": { version: "3.0.2" },
        "node_modules/cookie": { version: "0.7.2" },
        "node_modules/sheet": { name: "xlsx", version: "0.19.0" },
      }),
      advisories,
    );
    const got = findings.map((f) => `${f.location} ${f.id}`).sort();
    expect(got).toEqual([
      "node_modules/braces CVE-2024-4068",
      "node_modules/foo/node_modules/xlsx CVE-2023-30533",
      "node_modules/foo/node_modules/xlsx CVE-2024-22363",
      "node_modules/sheet CVE-2023-30533",
      "node_modules/sheet CVE-2024-22363",
    ]);
  });

  it("accepts only the exact reviewed exception", () => {
    const findings = checkLockfile(
      lockWith({ "node_modules/a/node_modules/esbuild": { version: "0.18.20" }, "node_modules/esbuild": { version: "0.24.0" } }),
      advisories,
    );
    const { failures, accepted, unused } = applyExceptions(findings, [
      { id: "GHSA-67mh-4wv8-2f99", location: "node_modules/a/node_modules/esbuild", reason: "dev only" },
      { id: "CVE-0000-0000", location: "node_modules/gone", reason: "stale" },
    ]);
    expect(accepted.map((f) => f.location)).toEqual(["node_modules/a/node_modules/esbuild"]);
    expect(failures.map((f) => f.location)).toEqual(["node_modules/esbuild"]);
    expect(unused.map((e) => e.id)).toEqual(["CVE-0000-0000"]);
  });

  it("exits non-zero on a vulnerable lockfile and zero on ours", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sous-lock-"));
    const bad = path.join(dir, "package-lock.json");
    fs.writeFileSync(bad, JSON.stringify(lockWith({ "node_modules/express": { version: "4.19.1" } })));
    const failed = await run("npx", ["tsx", "scripts/check-lockfile.ts", bad]).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("node_modules/express 4.19.1: CVE-2024-29041");
    const ok = await run("npx", ["tsx", "scripts/check-lockfile.ts"]);
    expect(ok.stdout).toContain("no known-vulnerable version");
    fs.rmSync(dir, { recursive: true });
  }, 60_000);
});
