// Entry of the binder PDF builder, run as a worker thread (PGlite) or as a child process (a PostgreSQL server).
// Node 20 carries neither tsx's loader into worker threads nor (with execArgv emptied) into the child, so the
// entry registers it itself (with the project's tsconfig, for the @shared/* aliases), then loads the TypeScript.
import { fileURLToPath } from "node:url";
import { isMainThread } from "node:worker_threads";
import { register } from "tsx/esm/api";
import { lowerThisProcessPriority, lowerThisThreadsPriority } from "../../../workers/background-priority.mjs";

// Building a binder is background work: the whole child process (its garbage collector's threads too) or this thread.
if (isMainThread) lowerThisProcessPriority();
else lowerThisThreadsPriority();
register({ tsconfig: fileURLToPath(new URL("../../../../tsconfig.json", import.meta.url)) });
await import("./worker.ts");
