// Background work (payroll reading, binder PDFs) gives way to the request thread and the database when the cores
// are busy. On Linux the nice value is per thread: a worker thread sets its own to 10; a background process sets
// every thread it has to 19 (V8's garbage-collection helpers are started before any of its code runs; threads
// started later inherit the value), then, where util-linux's `chrt` is, puts them all under SCHED_IDLE: the kernel
// runs them only on a core nothing else wants, and a request's thread waking up takes the core at once, where at
// nice 19 it can wait out the builder's time slice (EEVDF keeps a running task to its slice). Elsewhere, or when
// not allowed, the default priority stays.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import os from "node:os";

export function lowerThisThreadsPriority() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId !== process.pid) os.setPriority(threadId, 10);
  } catch {
    // No /proc/thread-self: not Linux.
  }
}

export const BACKGROUND_PROCESS_NICE = 19;

export function lowerThisProcessPriority() {
  try {
    for (const task of readdirSync("/proc/self/task")) os.setPriority(Number(task), BACKGROUND_PROCESS_NICE);
  } catch {
    try {
      os.setPriority(BACKGROUND_PROCESS_NICE);
    } catch {
      // Not allowed: the default priority stays.
    }
  }
  try {
    execFileSync("chrt", ["--idle", "--all-tasks", "--pid", "0", String(process.pid)], { stdio: "ignore", timeout: 5000 });
  } catch {
    // No chrt (not Linux, or not installed), or not allowed: nice 19 stays.
  }
}

/** Whether the calling thread runs under SCHED_IDLE (Linux's policy 5, read from /proc). */
export function runsAsIdle() {
  try {
    return /^policy\s*:\s*5\s*$/m.test(readFileSync("/proc/thread-self/sched", "utf8"));
  } catch {
    return false;
  }
}
