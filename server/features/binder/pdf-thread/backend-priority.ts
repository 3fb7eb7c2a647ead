import { readFileSync } from "node:fs";
import os from "node:os";
import type pg from "pg";
import { BACKGROUND_PROCESS_NICE } from "../../../workers/background-priority.mjs";

/**
 * Reading a binder's documents and storing its PDF keep the builder's PostgreSQL backend busy for hundreds of
 * milliseconds a build, at normal priority, beside the backends serving requests. When the server runs on this
 * machine and this process may (the same user, or root), that backend is set to the builder's own nice value.
 * Best effort: a remote server, a backend in another PID namespace or no permission leave it as it is. The
 * backend is checked to be a PostgreSQL process by its title, so a PID that means something else here is never touched.
 */
export async function lowerBackendPriority(client: pg.ClientBase): Promise<boolean> {
  try {
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    const pid = rows[0]?.pid;
    if (!pid || !readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("postgres")) return false;
    os.setPriority(pid, BACKGROUND_PROCESS_NICE);
    return true;
  } catch {
    return false;
  }
}
