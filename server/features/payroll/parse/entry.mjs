// Entry of the payroll parse worker. Node 20 does not carry tsx's loader into worker threads (not even
// with --import in execArgv), so the worker registers it itself, with the project's tsconfig (for the
// @shared/* aliases, whatever the working directory), then loads the TypeScript worker.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import { lowerThisThreadsPriority } from "../../../workers/background-priority.mjs";

// Reading is background work: light requests keep their latency while large workbooks are read.
lowerThisThreadsPriority();
register({ tsconfig: fileURLToPath(new URL("../../../../tsconfig.json", import.meta.url)) });
await import("./worker.ts");
