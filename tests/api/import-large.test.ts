/**
 * Issue 19, large files: an import of thousands of rows reports its progress to the user who started it and
 * leaves room for other requests while it is applied (the speed itself is measured by
 * bench/import-under-load.ts; here only a generous bound).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { locations } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

const ROWS = 2_000;
let t: TestApp;
let server: http.Server;
let base: string;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, "Large Import Group");
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

it("answers other requests and reports progress while a large import is applied", { timeout: 240_000 }, async () => {
  const lines = ["Name,Address,City,State,ZIP Code"];
  for (let i = 1; i <= ROWS; i++) lines.push(`Big ${i},${i} Market St,Springfield,IL,${62700 + (i % 100)}`);
  const signIn = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: tenant.admin.email, password: TEST_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const staffCookie = (await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: tenant.staff.email, password: TEST_PASSWORD }),
  })).headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  const id = "large-import-1";
  const form = new FormData();
  form.append("progress", id);
  form.append("file", new Blob([`${lines.join("\r\n")}\r\n`], { type: "text/csv" }), "big.csv");
  let finished = false;
  const applied = fetch(`${base}/api/import/locations/apply`, { method: "POST", body: form, headers: { cookie } }).finally(() => (finished = true));

  const healthTimes: number[] = [];
  const phases = new Set<string>();
  let largestTotal = 0;
  while (!finished) {
    const started = performance.now();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    if (!finished) healthTimes.push(performance.now() - started);
    const progress = await fetch(`${base}/api/import/progress/${id}`, { headers: { cookie } });
    if (progress.status === 200) {
      const body = (await progress.json()) as { phase: string; done: number; total: number };
      phases.add(body.phase);
      largestTotal = Math.max(largestTotal, body.total);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const res = await applied;
  expect(res.status).toBe(200);
  const body = (await res.json()) as { counts: Record<string, number>; rows: unknown[] };
  expect(body.counts).toEqual({ new: ROWS, update: 0, unchanged: 0, error: 0, leftOut: 0 });
  // The answer lists only the rows left out (none here); the dry run listed them all.
  expect(body.rows).toEqual([]);
  expect(await t.db.$count(locations, eq(locations.organizationId, tenant.org.id))).toBe(ROWS + 2);

  // Health was answered many times while the import ran, none of them held for the import's length.
  expect(healthTimes.length).toBeGreaterThan(10);
  expect(Math.max(...healthTimes)).toBeLessThan(5_000);
  expect(phases.has("checking") || phases.has("writing")).toBe(true);
  expect(largestTotal).toBe(ROWS);

  // Finished, and readable only by the user who started it.
  const done = await fetch(`${base}/api/import/progress/${id}`, { headers: { cookie } });
  expect(await done.json()).toEqual({ phase: "done", done: 1, total: 1 });
  expect((await fetch(`${base}/api/import/progress/${id}`, { headers: { cookie: staffCookie } })).status).toBe(403);
});
