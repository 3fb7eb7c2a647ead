// Entry of the payroll parse worker. Node 20 does not carry tsx's loader into worker threads (not even
// with --import in execArgv), so the worker registers it itself, with the project's tsconfig (for the
// @shared/* aliases, whatever the working directory), then loads the TypeScript worker.
import { readlinkSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

// Reading is background work: on Linux, where the nice value is per thread, this thread gives way to the
// request thread (and the database) when the cores are busy, so light requests keep their latency while
// large workbooks are read. Elsewhere, or when not allowed, the thread keeps the default priority.
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(threadId) && threadId !== process.pid) os.setPriority(threadId, 10);
} catch {
  // No /proc/thread-self: not Linux.
}

register({ tsconfig: fileURLToPath(new URL("../../../../tsconfig.json", import.meta.url)) });
await import("./worker.ts");
