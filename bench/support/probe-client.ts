/**
 * A prober in a process of its own (so its timers never share an event loop with whoever drives the load): sends
 * light GETs back to back, a 10 ms pause between them, cycling through the paths given, until its stdin closes;
 * then prints every sample as one JSON line: `[{ path, at (epoch ms at the start), ms }]`. Any answer but 200
 * stops it with an error. Args: baseUrl cookie path [path…]
 */
import { setTimeout as sleep } from "node:timers/promises";

const [baseUrl, cookie, ...paths] = process.argv.slice(2) as [string, string, ...string[]];

let stopped = false;
process.stdin.on("data", () => undefined);
process.stdin.on("end", () => (stopped = true));

const samples: Array<{ path: string; at: number; ms: number }> = [];
for (let n = 0; !stopped; n++) {
  const path = paths[n % paths.length]!;
  const at = Date.now();
  const start = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie, "x-forwarded-proto": "https" } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  samples.push({ path, at, ms: performance.now() - start });
  await sleep(10);
}
console.log(JSON.stringify(samples));
