// Background worker threads (payroll reading, binder PDFs) give way to the request thread and the database when the
// cores are busy: on Linux, where the nice value is per thread, the calling thread is set to nice 10. Elsewhere, or
// when not allowed, it keeps the default priority.
import { readlinkSync } from "node:fs";
import { execFile } from "node:child_process";
import os from "node:os";

export function lowerThisThreadsPriority() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId !== process.pid) os.setPriority(threadId, 10);
  } catch {
    // No /proc/thread-self: not Linux.
  }
}

// Linux: puts the calling thread in SCHED_IDLE (it runs only when no other thread wants the core) through
// util-linux's chrt, which acts on one thread given its id. Without chrt, or off Linux, it keeps its nice value.
export function idleThisThread() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId) || threadId === process.pid) return;
    execFile("chrt", ["--idle", "-p", "0", String(threadId)], () => undefined);
  } catch {
    // No /proc/thread-self: not Linux.
  }
}
