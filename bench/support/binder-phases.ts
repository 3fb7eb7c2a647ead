/**
 * bench/binder.ts's phases (idle, then building, several times in one run) and the CPU each spends, split between
 * the server's request thread, its background work (the binder thread or process), its other threads (libuv's, the
 * GC's) and the PostgreSQL backends
 * of the bench's database (read from /proc: Linux, the server on this machine).
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Readable } from "node:stream";
import { startCpuMeter } from "./cpu-meter";

export interface CpuSplit {
  requestMs: number | null;
  /** The server's threads below normal priority (the binder thread, and the threads it starts). */
  backgroundMs: number | null;
  otherThreadsMs: number;
  pgMs: number | null;
  pgNicedMs: number | null;
}

export interface Phase {
  idleFrom: number;
  buildFrom: number;
  buildTo: number;
  /** The downloads of the phase's PDFs (the client receiving them): apart from the building proper. */
  downloads: Array<{ from: number; to: number }>;
  idleCpu: CpuSplit | null;
  buildCpu: CpuSplit | null;
}

const cpuMsOf = (fields: string[]) => ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in ticks of 10 ms

/** CPU time this process's main thread (the app's request thread) has used, in ms; null off Linux. */
function requestThreadCpuMs(): number | null {
  const fields = statFields(`/proc/self/task/${process.pid}/stat`);
  return fields && cpuMsOf(fields);
}

/** This process's child processes (the binder builder on a PostgreSQL server, the bench's clients). */
function childProcesses(): number[] {
  const pids: number[] = [];
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      pids.push(...readFileSync(`/proc/self/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return pids;
}

/**
 * CPU time of the server's background work, in ms: its threads at a nice value above 0 (the binder thread on
 * PGlite) and its child processes at one (the binder process, all its threads); null off Linux.
 */
function backgroundCpuMs(): { threadsMs: number; processesMs: number } | null {
  try {
    let threadsMs = 0;
    for (const tid of readdirSync("/proc/self/task")) {
      const fields = statFields(`/proc/self/task/${tid}/stat`);
      if (fields && Number(fields[16]) > 0) threadsMs += cpuMsOf(fields);
    }
    let processesMs = 0;
    for (const pid of childProcesses()) {
      const fields = statFields(`/proc/${pid}/stat`);
      if (fields && Number(fields[16]) > 0) processesMs += cpuMsOf(fields);
    }
    return { threadsMs, processesMs };
  } catch {
    return null;
  }
}

/** Starts measuring; the returned function gives the CPU spent since. */
export function startCpuSplit(database: string | null): () => CpuSplit {
  const meter = startCpuMeter(database);
  const requestFrom = requestThreadCpuMs();
  const backgroundFrom = backgroundCpuMs();
  return () => {
    const { nodeMs, pgMs, pgNicedMs } = meter();
    const requestTo = requestThreadCpuMs();
    const backgroundTo = backgroundCpuMs();
    const requestMs = requestFrom === null || requestTo === null ? null : requestTo - requestFrom;
    const threadsMs = backgroundFrom && backgroundTo ? backgroundTo.threadsMs - backgroundFrom.threadsMs : null;
    // A binder process started during the phase counts from its start.
    const processesMs = backgroundFrom && backgroundTo ? Math.max(0, backgroundTo.processesMs - backgroundFrom.processesMs) : null;
    const backgroundMs = threadsMs === null || processesMs === null ? null : threadsMs + processesMs;
    // process.cpuUsage() is this process's threads only, not its children's.
    return { requestMs, backgroundMs, otherThreadsMs: nodeMs - (requestMs ?? 0) - (threadsMs ?? 0), pgMs, pgNicedMs };
  };
}

/** Each line of a stream as it arrives. */
export function lines(stream: Readable, onLine: (line: string) => void): void {
  let buffered = "";
  stream.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let at = buffered.indexOf("\n"); at >= 0; at = buffered.indexOf("\n")) {
      const line = buffered.slice(0, at).trim();
      buffered = buffered.slice(at + 1);
      if (line) onLine(line);
    }
  });
}

/** The CPU a build costs beyond what the idle phases spend in the same time (the probe's requests), summed over the pairs. */
export function describeCpuPerBuild(phases: Phase[], buildsPerPhase: number): string {
  const sum = { request: 0, background: 0, other: 0, pg: 0, pgNiced: 0, requestKnown: true, backgroundKnown: true, pgKnown: true };
  let builds = 0;
  for (const p of phases) {
    if (!p.idleCpu || !p.buildCpu) continue;
    const scale = (p.buildTo - p.buildFrom) / (p.buildFrom - p.idleFrom);
    const beyond = (busy: number | null, idle: number | null) => (busy === null || idle === null ? null : busy - idle * scale);
    const request = beyond(p.buildCpu.requestMs, p.idleCpu.requestMs);
    const pg = beyond(p.buildCpu.pgMs, p.idleCpu.pgMs);
    const pgNiced = beyond(p.buildCpu.pgNicedMs, p.idleCpu.pgNicedMs);
    if (pgNiced !== null) sum.pgNiced += pgNiced;
    const background = beyond(p.buildCpu.backgroundMs, p.idleCpu.backgroundMs);
    if (background === null) sum.backgroundKnown = false;
    else sum.background += background;
    if (request === null) sum.requestKnown = false;
    else sum.request += request;
    if (pg === null) sum.pgKnown = false;
    else sum.pg += pg;
    sum.other += beyond(p.buildCpu.otherThreadsMs, p.idleCpu.otherThreadsMs)!;
    builds += buildsPerPhase;
  }
  if (!builds) return "not measured";
  const ms = (total: number, known: boolean) => (known ? `${(total / builds).toFixed(0)} ms` : "unknown");
  return `request thread ${ms(sum.request, sum.requestKnown)}, binder thread or process (nice > 0) ${ms(sum.background, sum.backgroundKnown)}, the server's other threads (GC, libuv) ${ms(sum.other, true)}, PostgreSQL backends ${ms(sum.pg, sum.pgKnown)} (of which below normal priority ${ms(sum.pgNiced, sum.pgKnown)}) (10 ms ticks)`;
}

/** Fields of /proc/<pid>/task/<tid>/stat after the command name (field 3 of the man page is index 0). */
function statFields(file: string): string[] | null {
  try {
    const stat = readFileSync(file, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** CPU ms a process has used (user + system, its threads and reaped children excluded); null off Linux or once gone. */
export function processCpuMs(pid: number): number | null {
  const fields = statFields(`/proc/${pid}/stat`);
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 : null;
}

/** This process's threads by the CPU they used over the run, as "name (tid): ms", the busiest first. */
export function threadsByCpu(count = 8): string {
  try {
    const rows = readdirSync("/proc/self/task").map((tid) => {
      const fields = statFields(`/proc/self/task/${tid}/stat`);
      const name = readFileSync(`/proc/self/task/${tid}/comm`, "utf8").trim();
      return { label: `${name} (${tid}${tid === String(process.pid) ? ", request thread" : ""})`, ms: fields ? cpuMsOf(fields) : 0 };
    });
    return rows
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map((r) => `${r.label}: ${r.ms.toFixed(0)} ms`)
      .join(", ");
  } catch {
    return "unknown (not Linux)";
  }
}

/** This process's threads that do not run at nice 0 in the normal policy: "tid nice N policy P" each. */
export function backgroundThreads(): string {
  const policies = ["normal", "fifo", "rr", "batch", "iso", "idle"];
  const found: string[] = [];
  try {
    for (const tid of readdirSync("/proc/self/task")) {
      const fields = statFields(`/proc/self/task/${tid}/stat`);
      if (!fields) continue;
      const nice = Number(fields[16]);
      const policy = policies[Number(fields[38])] ?? fields[38];
      if (nice !== 0 || policy !== "normal") found.push(`${tid} nice ${nice} ${policy}`);
    }
    for (const pid of childProcesses()) {
      const nices = readdirSync(`/proc/${pid}/task`).map((tid) => Number(statFields(`/proc/${pid}/task/${tid}/stat`)?.[16]));
      if (nices.some((n) => n !== 0)) found.push(`process ${pid}: ${nices.length} threads at nice ${[...new Set(nices)].join("/")}`);
    }
  } catch {
    return "unknown (not Linux)";
  }
  return found.join(", ") || "none";
}
