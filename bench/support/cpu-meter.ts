/**
 * CPU time spent serving a load: this process's (the server under test runs in it) and the PostgreSQL backends
 * of one database (read from /proc, so only on Linux with the server on this machine). Divided by the requests
 * served it is the work one request costs, a figure that a busy machine disturbs far less than requests per second.
 */
import fs from "node:fs";

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU ms (user + system) of every backend process serving `database` (its title names the database), and whether it runs below normal priority. */
function backendCpuMs(database: string): Map<number, { ms: number; niced: boolean }> | null {
  let pids: string[];
  try {
    pids = fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  const byPid = new Map<number, { ms: number; niced: boolean }>();
  for (const pid of pids) {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!title.startsWith("postgres: ") || !title.includes(` ${database} `)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
      byPid.set(Number(pid), { ms: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS, niced: Number(fields[16]) > 0 });
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return byPid;
}

export interface CpuSpent {
  /** This process, ms. */
  nodeMs: number;
  /** The database's backends, ms; null when they cannot be read. */
  pgMs: number | null;
  /** Of pgMs, the backends running below normal priority (the binder builder's, where it may lower them). */
  pgNicedMs: number | null;
}

/** Starts measuring; the returned function gives the CPU spent since. */
export function startCpuMeter(database: string | null): () => CpuSpent {
  const node = process.cpuUsage();
  const pgBefore = database ? backendCpuMs(database) : null;
  return () => {
    const used = process.cpuUsage(node);
    const pgAfter = database ? backendCpuMs(database) : null;
    let pgMs: number | null = null;
    let pgNicedMs: number | null = null;
    if (pgBefore && pgAfter && pgAfter.size > 0) {
      pgMs = 0;
      pgNicedMs = 0;
      // A backend started during the load counts from its start.
      for (const [pid, { ms, niced }] of pgAfter) {
        const spent = ms - (pgBefore.get(pid)?.ms ?? 0);
        pgMs += spent;
        if (niced) pgNicedMs += spent;
      }
    }
    return { nodeMs: (used.user + used.system) / 1000, pgMs, pgNicedMs };
  };
}
