/**
 * The stack's fixed cost, one middleware at a time (issue 35): node CPU per request of a bare Express route that
 * answers a vendors-like page (100 rows, ~40 KB of JSON), then the same route behind each piece of the app's stack
 * as it was (pino-http, compression, both body parsers, 32 feature routers walked before the match) and as it is
 * (server/http/request-log.ts, compress-responses.ts, body-parsers.ts, prefix-dispatch.ts), and with ETags off.
 * autocannon in its own process, 10 connections, no Accept-Encoding; the median of ROUNDS rounds (default 3) of
 * SECONDS each (default 3); LEVEL the loggers' level (default silent, as the list bench runs the app).
 * Run: `npx tsx bench/stack-cost.ts`.
 */
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express, { Router, type RequestHandler } from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { load } from "./support/bench-app";
import { requestLog } from "@server/http/request-log";
import { compressResponses } from "@server/http/compress-responses";
import { bodyParsers } from "@server/http/body-parsers";
import { prefixDispatch } from "@server/http/prefix-dispatch";

const rows = Array.from({ length: 100 }, (_, i) => ({ id: `0000-${i}`, locationId: "loc", name: `Vendor ${i}`, category: "produce", contactName: "Some Body", phone: "555-0100", email: "a@b.c", address: "1 Main St", schedule: "weekly", nextServiceDate: "2026-12-01", notes: "notes ".repeat(30), createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }));
const logger = pino({ level: process.env.LEVEL ?? "silent" }, pino.destination("/dev/null"));
const route: RequestHandler = (_req, res) => void res.json(rows);
const manyRouters = () => Array.from({ length: 32 }, (_, i) => { const r = Router(); for (const m of ["get", "post", "patch"] as const) r[m](`/api/feature${i}/x${m}`, route); return r; });
const variants: Record<string, (app: express.Express) => void> = {
  bare: (app) => app.get("/api/vendors", route),
  pinoHttp: (app) => { app.use(pinoHttp({ logger })); app.get("/api/vendors", route); },
  requestLog: (app) => { app.use(requestLog(app, logger, (u) => u === "/api/health")); app.get("/api/vendors", route); },
  compression: (app) => { app.use(compression()); app.get("/api/vendors", route); },
  compressResponses: (app) => { app.use(compressResponses()); app.get("/api/vendors", route); },
  parsers: (app) => { app.use("/api", express.json(), express.urlencoded({ extended: false })); app.get("/api/vendors", route); },
  bodyParsers: (app) => { app.use("/api", bodyParsers()); app.get("/api/vendors", route); },
  routersInTurn: (app) => { for (const r of manyRouters()) app.use(r); const v = Router(); v.get("/api/vendors", route); app.use(v); },
  dispatch: (app) => { const v = Router(); v.get("/api/vendors", route); app.use(prefixDispatch([...manyRouters(), v])); },
  etagOff: (app) => { app.set("etag", false); app.get("/api/vendors", route); },
};
console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores; node CPU per request, µs`);
const rounds = Number(process.env.ROUNDS ?? 3);
const results: Record<string, number[]> = {};
for (let round = 0; round < rounds; round++) {
  for (const [name, build] of Object.entries(variants)) {
    const app = express();
    build(app);
    const server = http.createServer(app).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/vendors`;
    await load(url, { connections: 10, seconds: 1 });
    const before = process.cpuUsage();
    const result = await load(url, { connections: 10, seconds: Number(process.env.SECONDS ?? 3) });
    const used = process.cpuUsage(before);
    (results[name] ??= []).push((used.user + used.system) / result.total);
    server.close();
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bare = median(results.bare!);
for (const [name, xs] of Object.entries(results)) console.log(`${name.padEnd(18)} ${median(xs).toFixed(0).padStart(5)} µs/request (${(median(xs) - bare).toFixed(0).padStart(4)} over bare)  runs ${xs.map((x) => x.toFixed(0)).join(" ")}`);
