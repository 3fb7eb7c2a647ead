/**
 * bench/binder.ts's phases (idle, then building, several times in one run) and the CPU each spends, split between
 * the server's request thread, its other threads (the binder thread, libuv's, the GC's) and the PostgreSQL backends
 * of the bench's database (read from /proc: Linux, the server on this machine).
 */
import { readFileSync } from "node:fs";
import type { Readable } from "node:stream";
import { startCpuMeter } from "./cpu-meter";

export interface CpuSplit {
  requestMs: number | null;
  otherThreadsMs: number;
  pgMs: number | null;
}

export interface Phase {
  idleFrom: number;
  buildFrom: number;
  buildTo: number;
  idleCpu: CpuSplit | null;
  buildCpu: CpuSplit | null;
}

/** CPU time this process's main thread (the app's request thread) has used, in ms; null off Linux. */
function requestThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return null;
  }
}

/** Starts measuring; the returned function gives the CPU spent since. */
export function startCpuSplit(database: string | null): () => CpuSplit {
  const meter = startCpuMeter(database);
  const requestFrom = requestThreadCpuMs();
  return () => {
    const { nodeMs, pgMs } = meter();
    const requestTo = requestThreadCpuMs();
    const requestMs = requestFrom === null || requestTo === null ? null : requestTo - requestFrom;
    return { requestMs, otherThreadsMs: nodeMs - (requestMs ?? 0), pgMs };
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
  const sum = { request: 0, other: 0, pg: 0, requestKnown: true, pgKnown: true };
  let builds = 0;
  for (const p of phases) {
    if (!p.idleCpu || !p.buildCpu) continue;
    const scale = (p.buildTo - p.buildFrom) / (p.buildFrom - p.idleFrom);
    const beyond = (busy: number | null, idle: number | null) => (busy === null || idle === null ? null : busy - idle * scale);
    const request = beyond(p.buildCpu.requestMs, p.idleCpu.requestMs);
    const pg = beyond(p.buildCpu.pgMs, p.idleCpu.pgMs);
    if (request === null) sum.requestKnown = false;
    else sum.request += request;
    if (pg === null) sum.pgKnown = false;
    else sum.pg += pg;
    sum.other += beyond(p.buildCpu.otherThreadsMs, p.idleCpu.otherThreadsMs)!;
    builds += buildsPerPhase;
  }
  if (!builds) return "not measured";
  const ms = (total: number, known: boolean) => (known ? `${(total / builds).toFixed(0)} ms` : "unknown");
  return `request thread ${ms(sum.request, sum.requestKnown)}, the server's other threads (the binder thread) ${ms(sum.other, true)}, PostgreSQL backends ${ms(sum.pg, sum.pgKnown)} (10 ms ticks)`;
}
