/**
 * Fails when package-lock.json holds a package version inside a known-vulnerable range listed in
 * scripts/advisories.json. Offline and deterministic: it checks the committed list, not a live feed
 * (`npm audit` is the live complement). Run: npm run check:deps
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Advisory {
  package: string;
  range: string;
  id: string;
  title: string;
}

export interface Finding extends Advisory {
  version: string;
  /** Where it sits in the lockfile, e.g. node_modules/a/node_modules/b. */
  location: string;
}

/** A finding reviewed and accepted: one advisory at one lockfile location, with the reason. */
export interface Exception {
  id: string;
  location: string;
  reason: string;
}

interface LockPackage {
  name?: string;
  version?: string;
  link?: boolean;
}

type Version = { nums: [number, number, number]; pre: string[] };

export function parseVersion(text: string): Version | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(text.trim());
  if (!m) return null;
  return { nums: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split(".") : [] };
}

/** semver precedence: numbers, then a pre-release sorts before its release. */
export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a.nums[i] !== b.nums[i]) return a.nums[i]! - b.nums[i]!;
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Number(x) - Number(y);
    if (nx !== ny) return nx ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** `<1.2.3`, `>=1.0.0 <2.0.0 || >=3.0.0 <3.1.0`: comparators joined by spaces (and) and `||` (or). */
export function inRange(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  if (!version) return false;
  return range.split("||").some((alternative) => {
    const comparators = alternative.trim().split(/\s+/).filter(Boolean);
    if (comparators.length === 0) return false;
    return comparators.every((c) => {
      const m = /^(>=|<=|>|<|=)?(.+)$/.exec(c);
      const bound = m && parseVersion(m[2]!);
      if (!m || !bound) throw new Error(`Unreadable range "${range}"`);
      const cmp = compareVersions(version, bound);
      switch (m[1]) {
        case ">=":
          return cmp >= 0;
        case "<=":
          return cmp <= 0;
        case ">":
          return cmp > 0;
        case "<":
          return cmp < 0;
        default:
          return cmp === 0;
      }
    });
  });
}

/** The installed name of a lockfile entry: the last node_modules/<name> of its path. */
const nameAt = (location: string) => location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);

/** Splits findings into failures and reviewed exceptions (matched by advisory id and exact location). */
export function applyExceptions(findings: Finding[], exceptions: Exception[]) {
  const accepted = (f: Finding) => exceptions.find((e) => e.id === f.id && e.location === f.location);
  return {
    failures: findings.filter((f) => !accepted(f)),
    accepted: findings.flatMap((f) => {
      const e = accepted(f);
      return e ? [{ ...f, reason: e.reason }] : [];
    }),
    unused: exceptions.filter((e) => !findings.some((f) => f.id === e.id && f.location === e.location)),
  };
}

export function checkLockfile(lock: { packages?: Record<string, LockPackage> }, advisories: Advisory[]): Finding[] {
  const findings: Finding[] = [];
  for (const [location, pkg] of Object.entries(lock.packages ?? {})) {
    if (!location.includes("node_modules/") || pkg.link || !pkg.version) continue;
    const names = new Set([nameAt(location), pkg.name].filter((n): n is string => Boolean(n)));
    for (const advisory of advisories) {
      if (names.has(advisory.package) && inRange(pkg.version, advisory.range)) {
        findings.push({ ...advisory, version: pkg.version, location });
      }
    }
  }
  return findings;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const lockPath = process.argv[2] ?? path.join(root, "package-lock.json");
  const lock = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { lockfileVersion?: number; packages?: Record<string, LockPackage> };
  if (!lock.packages) {
    console.error(`${lockPath}: no "packages" section (lockfileVersion ${lock.lockfileVersion ?? "?"}); regenerate it with npm 7 or later`);
    process.exit(2);
  }
  const list = JSON.parse(fs.readFileSync(path.join(root, "scripts/advisories.json"), "utf8")) as {
    advisories: Advisory[];
    exceptions?: Exception[];
  };
  const { failures, accepted, unused } = applyExceptions(checkLockfile(lock, list.advisories), list.exceptions ?? []);
  const checked = Object.keys(lock.packages).filter((k) => k.includes("node_modules/")).length;
  for (const a of accepted) console.log(`check:deps: accepted ${a.location} ${a.version} (${a.id}): ${a.reason}`);
  for (const e of unused) console.warn(`check:deps: exception ${e.id} at ${e.location} matches nothing any more; remove it`);
  if (failures.length === 0) {
    console.log(`check:deps: ${checked} locked packages, ${list.advisories.length} advisories: no known-vulnerable version`);
    return;
  }
  console.error(`check:deps: ${failures.length} known-vulnerable version(s) in ${path.relative(root, lockPath) || lockPath}:`);
  for (const f of failures) console.error(`  ${f.location} ${f.version}: ${f.id} ${f.title} (affected ${f.range})`);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
