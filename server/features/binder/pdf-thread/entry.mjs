// Entry of the binder PDF worker. Node 20 does not carry tsx's loader into worker threads, so the worker
// registers it itself (with the project's tsconfig, for the @shared/* aliases), then loads the TypeScript worker.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import { idleThisThread, lowerThisThreadsPriority } from "../../../workers/background-priority.mjs";

// Building a binder is background work: nice 10, and on Linux SCHED_IDLE where chrt is installed (the thread then
// runs when nothing else wants a core; a 23 MB binder still built in 2.4-2.6 s at a load of 4-6 on 2 cores).
lowerThisThreadsPriority();
idleThisThread();
register({ tsconfig: fileURLToPath(new URL("../../../../tsconfig.json", import.meta.url)) });
await import("./worker.ts");
