/**
 * The uploading side of bench/light-under-load.ts, in a process of its own so that sending the workbooks and
 * receiving the answers never delays the probes (their latency is the server's, not this client's).
 * Once a line arrives on stdin (the prober's signal), sends UPLOADS payroll workbooks at once to
 * POST /api/payroll/upload; prints each one's status, time and answer size as one JSON line.
 * Args: baseUrl cookie locationId workbookPath uploads
 */
import { readFileSync } from "node:fs";

const [baseUrl, cookie, locationId, workbook, uploadsArg] = process.argv.slice(2) as [string, string, string, string, string];
const bytes = readFileSync(workbook);

async function upload(i: number): Promise<{ status: number; ms: number; mb: number; error?: string }> {
  const form = new FormData();
  form.set("locationId", locationId);
  form.set("weekEnding", `2026-0${1 + (i % 9)}-${String(10 + i).padStart(2, "0")}`);
  form.set("files", new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), `tips-${i}.xlsx`);
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/payroll/upload`, { method: "POST", headers: { cookie }, body: form });
  const body = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    ms: performance.now() - start,
    mb: body.byteLength / 1048576,
    ...(res.status === 201 ? {} : { error: new TextDecoder().decode(body.subarray(0, 200)) }),
  };
}

await new Promise((resolve) => process.stdin.once("data", resolve));
console.log(JSON.stringify(await Promise.all(Array.from({ length: Number(uploadsArg) }, (_, i) => upload(i)))));
