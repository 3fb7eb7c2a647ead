/**
 * The client side of bench/light-under-load.ts, in its own process so its timers and request building never
 * share the server's event loop. Probes GET /api/health back to back (a 10 ms pause between requests) while
 * idle, then while UPLOADS payroll workbooks are sent at once; prints the latencies as one JSON line.
 * Args: baseUrl cookie locationId workbookPath uploads idleSeconds
 */
import { readFileSync } from "node:fs";

const [baseUrl, cookie, locationId, workbook, uploadsArg, idleArg] =
  process.argv.slice(2) as [string, string, string, string, string, string];
const bytes = readFileSync(workbook);
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

async function upload(
  i: number,
): Promise<{ status: number; ms: number; error?: string }> {
  const form = new FormData();
  form.set("locationId", locationId);
  form.set(
    "weekEnding",
    `2026-0${1 + (i % 9)}-${String(10 + i).padStart(2, "0")}`,
  );
  form.set(
    "files",
    new Blob([bytes], {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    }),
    `tips-${i}.xlsx`,
  );
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/payroll/upload`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    ms: performance.now() - start,
    ...(res.status === 201 ? {} : { error: text.slice(0, 200) }),
  };
}

const idleEnd = performance.now() + Number(idleArg) * 1000;
await probe(() => performance.now() > idleEnd); // warm-up
const idleEnd2 = performance.now() + Number(idleArg) * 1000;
const idle = await probe(() => performance.now() > idleEnd2);
let done = false;
const uploads = Promise.all(
  Array.from({ length: Number(uploadsArg) }, (_, i) => upload(i)),
).finally(() => (done = true));
const loaded = await probe(() => done);
console.log(JSON.stringify({ idle, loaded, uploads: await uploads }));
