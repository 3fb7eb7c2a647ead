import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("../../server/workers/background-priority.mjs", import.meta.url));
const hasChrt = ["/usr/bin/chrt", "/bin/chrt"].some((p) => existsSync(p)) && existsSync("/proc/thread-self/sched");

/** Runs a fresh Node process that lowers its own priority and reports how it then runs. */
function lowered(): { idleBefore: boolean; idleAfter: boolean; nice: number; threadsIdle: boolean } {
  const script = `
    import { lowerThisProcessPriority, runsAsIdle } from ${JSON.stringify(MODULE)};
    import { readdirSync, readFileSync } from "node:fs";
    import os from "node:os";
    const idleBefore = runsAsIdle();
    lowerThisProcessPriority();
    const policies = readdirSync("/proc/self/task").map((t) => /^policy\\s*:\\s*(\\d+)/m.exec(readFileSync("/proc/self/task/" + t + "/sched", "utf8"))?.[1]);
    console.log(JSON.stringify({ idleBefore, idleAfter: runsAsIdle(), nice: os.getPriority(), threadsIdle: policies.every((p) => p === "5") }));`;
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })) as ReturnType<typeof lowered>;
}

describe("a background process's priority", () => {
  it.skipIf(!hasChrt)("puts every thread of the process under SCHED_IDLE at nice 19", () => {
    const r = lowered();
    expect(r.idleBefore).toBe(false);
    expect(r.idleAfter).toBe(true);
    expect(r.threadsIdle).toBe(true);
    expect(r.nice).toBe(19);
  });
});
