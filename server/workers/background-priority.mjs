// Background worker threads (payroll reading, binder PDFs) give way to the request thread and the database when the
// cores are busy: on Linux, where the nice value is per thread, the calling thread is set to nice 10. Elsewhere, or
// when not allowed, it keeps the default priority.
import { readlinkSync } from "node:fs";
import os from "node:os";

export function lowerThisThreadsPriority() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId !== process.pid) os.setPriority(threadId, 10);
  } catch {
    // No /proc/thread-self: not Linux.
  }
}
