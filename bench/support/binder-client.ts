/**
 * The "Download binder" side of bench/binder.ts, in a process of its own so that polling the builds and receiving
 * tens of megabytes of PDF never runs on the server's event loop (a phone or a browser does that, not the app).
 * Runs `builds` binders one after another as the screen does (POST …/binder-builds, poll while queued or building,
 * download); writes the last PDF to `pdfPath`; prints `{ buildMs, queued }` as one JSON line.
 * Args: baseUrl cookie locationId builds pdfPath
 */
import { writeFileSync } from "node:fs";

const [baseUrl, cookie, locationId, buildsArg, pdfPath] = process.argv.slice(2) as [string, string, string, string, string];
const headers = { cookie };

interface BuildView {
  id: string | null;
  state: string;
  downloadUrl: string | null;
}

const buildMs: number[] = [];
let queued = 0;
let last: Uint8Array | null = null;
for (let i = 0; i < Number(buildsArg); i++) {
  const start = performance.now();
  const started = await fetch(`${baseUrl}/api/locations/${locationId}/binder-builds`, { method: "POST", headers });
  let build = (await started.json()) as BuildView;
  if (build.id) queued++;
  while (build.state === "queued" || build.state === "building") {
    await new Promise((r) => setTimeout(r, 100));
    build = (await (await fetch(`${baseUrl}/api/binder-builds/${build.id}`, { headers })).json()) as BuildView;
  }
  if (build.state !== "done" || !build.downloadUrl) throw new Error(`binder build: ${JSON.stringify(build)}`);
  const res = await fetch(`${baseUrl}${build.downloadUrl}`, { headers });
  last = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`binder.pdf: ${res.status}`);
  buildMs.push(performance.now() - start);
}
if (last) writeFileSync(pdfPath, last);
console.log(JSON.stringify({ buildMs, queued }));
