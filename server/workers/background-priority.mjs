// Background work (payroll reading, binder PDFs) gives way to the request thread and the database when the cores
// are busy. On Linux the nice value is per thread: a worker thread sets its own to 10; a background process sets
// every thread it has to 19 (V8's garbage-collection helpers are started before any of its code runs; threads
// started later inherit the value). Elsewhere, or when not allowed, the default priority stays.
import { readdirSync, readlinkSync } from "node:fs";
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
}
