/**
 * The client side of bench/light-under-load.ts, in its own process so its timers and request building never
 * share the server's event loop. Probes GET /api/health back to back (a 10 ms pause between requests) while
 * idle, then while UPLOADS payroll workbooks are sent at once (by upload-client.ts, in a third process, so
 * the uploads' traffic never delays a probe); prints a line as each phase starts, then the latencies and the
 * uploads' report as one JSON line.
 * Args: baseUrl cookie locationId workbookPath uploads idleSeconds
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";

const [baseUrl, cookie, locationId, workbook, uploadsArg, idleArg] =
  process.argv.slice(2) as [string, string, string, string, string, string];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function probe(until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const start = performance.now();
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health ${res.status}`);
    times.push(performance.now() - start);
    await sleep(10);
  }
  return times;
}

/**
 * The uploader, started now (its start-up falls in the warm-up) and told to send with a line on its stdin;
 * resolves with its report once the uploads are answered.
 */
function startUploader(): { send(): Promise<Array<{ status: number; ms: number; mb: number; error?: string }>> } {
  const script = fileURLToPath(new URL("./upload-client.ts", import.meta.url));
  const args = ["--import", "tsx", script, baseUrl, cookie, locationId, workbook, uploadsArg];
  const child = spawn(process.execPath, args, { stdio: ["pipe", "pipe", "inherit"], timeout: 170_000 });
  // The uploader stands for browsers on other machines: on this one it must not take the server's CPU (sending
  // 4 × 9.78 MB and decompressing 4 × 21.8 MB answers), so it runs at the lowest priority.
  if (child.pid) os.setPriority(child.pid, 19);
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const finished = new Promise<string>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`upload client exited ${code}`))));
  });
  return {
    async send() {
      child.stdin.end("go\n");
      return JSON.parse((await finished).trim().split("\n").at(-1)!);
    },
  };
}

/** Tells the bench which phase starts, so it can measure the server's event loop per phase. */
const phase = (name: string) => console.log(JSON.stringify({ phase: name }));

const uploader = startUploader();
const idleEnd = performance.now() + Number(idleArg) * 1000;
await probe(() => performance.now() > idleEnd); // warm-up
phase("idle");
const idleEnd2 = performance.now() + Number(idleArg) * 1000;
const idle = await probe(() => performance.now() > idleEnd2);
phase("loaded");
let done = false;
const sent = uploader.send().finally(() => (done = true));
const loaded = await probe(() => done);
console.log(JSON.stringify({ idle, loaded, uploads: await sent }));
