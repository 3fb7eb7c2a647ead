import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FromWorker, ToWorker } from "./protocol";

/** Where binder PDFs are built: a worker thread or a child process running entry.mjs. */
export interface BuilderHost {
  post(message: ToWorker, transfer?: ArrayBuffer[]): void;
  /** Keeps the app's process alive while a build runs; unref lets it end when idle. */
  ref(): void;
  unref(): void;
  stop(): void;
}

export interface HostEvents {
  message(message: FromWorker): void;
  /** The host failed or ended: its builds are lost. */
  lost(err: Error): void;
}

const entry = new URL("./entry.mjs", import.meta.url);

/**
 * A worker thread (nice 10): for PGlite, whose one backend lives on the request thread, so the documents are read
 * there and moved to the worker without a copy.
 */
export function startThreadHost(events: HostEvents): BuilderHost {
  // The parent's flags are not inherited: under tsx they name a loader that does not work in workers.
  const worker = new Worker(entry, { execArgv: [] });
  worker.on("message", (m: FromWorker) => events.message(m));
  worker.on("error", (err) => events.lost(err));
  worker.on("exit", () => events.lost(new Error("The binder worker stopped")));
  return {
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
    stop: () => void worker.terminate(),
  };
}

/**
 * A child process (every thread of it at nice 19): for a PostgreSQL server, where it reads the documents and
 * stores the PDF over connections of its own. A thread's nice value leaves its heap's garbage collection to
 * helper threads it shares with the request thread at normal priority (~270 ms a 23 MB binder); a process has
 * its own, all of them background work.
 */
export function startProcessHost(events: HostEvents): BuilderHost {
  const child = fork(fileURLToPath(entry), [], { execArgv: [], serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
  child.on("message", (m) => events.message(m as FromWorker));
  child.on("error", (err) => events.lost(err));
  child.on("exit", (code, signal) => events.lost(new Error(`The binder process stopped (${signal ?? code})`)));
  return {
    post: (message) => void child.send(message),
    ref: () => {
      child.ref();
      child.channel?.ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
    },
    stop: () => void child.kill(),
  };
}
