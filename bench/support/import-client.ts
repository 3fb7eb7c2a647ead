/**
 * The client side of bench/import-under-load.ts, in its own process so its timers never share the server's
 * event loop: probes GET /api/health back to back (10 ms apart) while idle, then while one import of the
 * given CSV is applied; prints a line as each phase starts, then the latencies and the import's answer as
 * one JSON line. Args: baseUrl cookie kind csvPath idleSeconds
 */
import { readFileSync } from "node:fs";

const [baseUrl, cookie, kind, csvPath, idleArg] = process.argv.slice(2) as [string, string, string, string, string];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const phase = (name: string) => console.log(JSON.stringify({ phase: name }));

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

const idleFor = async (seconds: number) => {
  const end = performance.now() + seconds * 1000;
  return probe(() => performance.now() > end);
};

await idleFor(1); // warm-up
phase("idle");
const idle = await idleFor(Number(idleArg));
phase("loaded");
let done = false;
const form = new FormData();
form.append("file", new Blob([readFileSync(csvPath)], { type: "text/csv" }), `bench-${kind}.csv`);
const started = performance.now();
const applied = fetch(`${baseUrl}/api/import/${kind}/apply`, { method: "POST", body: form, headers: { cookie } })
  .then(async (res) => ({ status: res.status, ms: performance.now() - started, body: (await res.json()) as { counts?: unknown; message?: string } }))
  .finally(() => (done = true));
const loaded = await probe(() => done);
const answer = await applied;
console.log(JSON.stringify({ idle, loaded, apply: { status: answer.status, ms: answer.ms, counts: answer.body.counts ?? answer.body.message } }));
