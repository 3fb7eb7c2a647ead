/**
 * Summarises a V8 .cpuprofile: self time by function, by module (a package under node_modules, a file of the app,
 * node's own code) and, for the heaviest functions, by caller (whose call led to that self time).
 */
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "~/")
    .replace(/^.*\/(server|shared|bench|tests)\//, "$1/");

export function moduleOf(url: string): string {
  if (!url) return "(native / V8)";
  if (url.startsWith("node:")) return "node core";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  return shortUrl(url);
}

const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"} ${shortUrl(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ""}`;

export function summarise(file: string, top = 25): string {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Self time per node from the samples and their time deltas (µs).
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfUs].filter(([id]) => ["(idle)", "(program)"].includes(byId.get(id)!.callFrame.functionName)).reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;

  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  const callers = new Map<string, Map<string, number>>();
  for (const [id, us] of selfUs) {
    const n = byId.get(id)!;
    if (["(idle)", "(program)"].includes(n.callFrame.functionName)) continue;
    const key = label(n);
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const mod = n.callFrame.functionName === "(garbage collector)" ? "(garbage collector)" : moduleOf(n.callFrame.url);
    byModule.set(mod, (byModule.get(mod) ?? 0) + us);
    // The nearest caller outside the function's own module names who asked for the work.
    let p = parent.get(id);
    while (p !== undefined && moduleOf(byId.get(p)!.callFrame.url) === moduleOf(n.callFrame.url) && byId.get(p)!.callFrame.url) p = parent.get(p);
    const callerKey = p === undefined ? "(root)" : label(byId.get(p)!);
    const m = callers.get(key) ?? new Map<string, number>();
    m.set(callerKey, (m.get(callerKey) ?? 0) + us);
    callers.set(key, m);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  const lines = [
    `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s (idle/program ${(idle / 1e6).toFixed(1)} s); shares of busy time`,
    "  self time by module:",
    ...sorted(byModule).slice(0, top).map(([k, us]) => `    ${pct(us)}  ${k}`),
    "  self time by function (its first caller from another module):",
    ...sorted(byFunction)
      .slice(0, top)
      .map(([k, us]) => `    ${pct(us)}  ${k}\n             ← ${sorted(callers.get(k)!).slice(0, 2).map(([c, t]) => `${c} (${pct(t).trim()})`).join("; ")}`),
  ];
  return lines.join("\n");
}

if (process.argv[1]?.endsWith("cpu-profile-summary.ts")) console.log(summarise(process.argv[2]!, Number(process.argv[3] ?? 25)));
