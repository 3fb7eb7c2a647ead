// Entry of the binder PDF worker. Node 20 does not carry tsx's loader into worker threads, so the worker
// registers it itself (with the project's tsconfig, for the @shared/* aliases), then loads the TypeScript worker.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import { lowerThisThreadsPriority } from "../../../workers/background-priority.mjs";

// Building a binder is background work.
lowerThisThreadsPriority();
register({ tsconfig: fileURLToPath(new URL("../../../../tsconfig.json", import.meta.url)) });
await import("./worker.ts");
