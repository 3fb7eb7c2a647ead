import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * One app process (`node --import tsx server/index.ts`: the pid is the app itself, so SIGKILL hits it).
 * `script`: server/worker.ts for a worker; `nice`: started at low priority (nice execs, so the pid stays the app's);
 * `priority`: started at this niceness whatever this process's own (a bench run under `nice -n 19` that wants its
 * web instance at normal priority; going below this process's niceness needs root or CAP_SYS_NICE). Set by `nice`
 * before node starts, since Linux niceness is per thread and node's threads keep the one they were created with;
 * `schedIdle`: also in Linux's SCHED_IDLE class (`chrt --idle 0`): it runs only on CPU time nothing else wants.
 */
export class AppProcess {
  child: ChildProcess | undefined;
  exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;

  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
    readonly logFile: string,
    readonly options: { script?: string; nice?: number; priority?: number; schedIdle?: boolean } = {},
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): number {
    const log = fs.openSync(this.logFile, "a");
    this.exited = undefined;
    const command = [process.execPath, "--import", "tsx", this.options.script ?? "server/index.ts"];
    const adjustment = this.options.priority !== undefined ? this.options.priority - os.getPriority() : (this.options.nice ?? 0);
    if (adjustment) command.unshift("nice", "-n", String(adjustment));
    if (this.options.schedIdle) command.unshift("chrt", "--idle", "0");
    this.child = spawn(command[0]!, command.slice(1), {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", log, log],
    });
    fs.closeSync(log);
    this.child.once("exit", (code, signal) => {
      this.exited = { code, signal };
    });
    return this.child.pid!;
  }

  get pid() {
    return this.child?.pid;
  }

  alive() {
    return this.child !== undefined && this.exited === undefined;
  }

  async waitReady(timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.alive()) throw new Error(`the app exited while starting (${JSON.stringify(this.exited)})`);
      try {
        const res = await fetch(`${this.base}/api/ready`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the app was not ready within ${timeoutMs} ms`);
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    if (!this.alive()) return;
    const child = this.child!;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    await Promise.race([gone, sleep(15_000)]);
    if (this.alive()) {
      child.kill("SIGKILL");
      await gone;
    }
  }

  logTail(lines = 30): string {
    try {
      return fs.readFileSync(this.logFile, "utf8").trim().split("\n").slice(-lines).join("\n");
    } catch {
      return "(no log)";
    }
  }
}

/**
 * The settings of an app process as these scripts run it (production mode on a throw-away database, no mail, no
 * AI reading, behind a proxy), with `extra` on top.
 */
export function productionEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "scripted-run-session-secret-0123456789",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    OPENAI_API_KEY: "",
    SMTP_URL: "",
    // No APP_ORIGIN here (the port is picked at run time): passkeys, which need it in production, are off.
    PASSKEYS: "false",
    ...extra,
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
