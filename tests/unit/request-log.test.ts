import { Writable } from "node:stream";
import express, { type RequestHandler } from "express";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { redactUrl } from "@server/http/redact-url";
import { requestLog } from "@server/http/request-log";

type Line = Record<string, unknown>;

function capture(level: string): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

/** The request log the app had before (server/app.ts until issue 35's last step), kept here as the reference. */
const pinoHttpLog = (logger: Logger): RequestHandler =>
  pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === "/api/health" },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
  });

async function linesOf(level: string, log: (app: express.Express, logger: Logger) => RequestHandler): Promise<Line[]> {
  const { logger, lines } = capture(level);
  const app = express();
  app.use(log(app, logger));
  app.get("/api/ok", (_req, res) => void res.json({ ok: true }));
  app.get("/api/health", (_req, res) => void res.json({ ok: true }));
  app.get("/api/missing", (_req, res) => void res.status(404).json({ message: "Not found" }));
  app.get("/api/warns", (req, res) => {
    req.log.warn({ detail: 1 }, "handler warning");
    res.status(204).end();
  });
  app.get("/api/fails", (req, res) => {
    req.log.error({ err: new Error("boom") }, "request failed");
    res.status(500).json({ message: "Internal" });
  });
  for (const url of ["/api/ok?x=1", "/api/health", "/api/missing", "/api/warns", "/api/fails", "/invite/secret-token"]) await request(app).get(url);
  await new Promise((resolve) => setImmediate(resolve));
  // Times and stack traces differ run to run; everything else must be the same.
  return lines.map(({ time, responseTime, ...line }) => ({
    ...line,
    time: typeof time,
    responseTime: typeof responseTime,
    ...(line.err ? { err: { ...(line.err as Line), stack: typeof (line.err as Line).stack } } : {}),
  }));
}

describe("requestLog", () => {
  it("writes the lines pino-http wrote, at every level", async () => {
    for (const level of ["info", "warn", "error", "silent"]) {
      const ours = await linesOf(level, (app, logger) => requestLog(app, logger, (url) => url === "/api/health"));
      const reference = await linesOf(level, (_app, logger) => pinoHttpLog(logger));
      expect(ours, level).toEqual(reference);
    }
  });

  it("logs each request's method, redacted URL, status and time, and nothing for the health check", async () => {
    const lines = await linesOf("info", (app, logger) => requestLog(app, logger, (url) => url === "/api/health"));
    const completed = lines.filter((line) => line.msg === "request completed" || line.msg === "request errored");
    expect(completed.map((line) => [(line.req as Line).method, (line.req as Line).url, (line.res as Line).statusCode, line.level])).toEqual([
      ["GET", "/api/ok?x=1", 200, 30],
      ["GET", "/api/missing", 404, 40],
      ["GET", "/api/warns", 204, 30],
      ["GET", "/api/fails", 500, 50],
      ["GET", "/invite/[redacted]", 404, 40],
    ]);
    expect(new Set(completed.map((line) => (line.req as Line).id)).size).toBe(5);
    expect(lines.find((line) => line.msg === "handler warning")?.req).toMatchObject({ method: "GET", url: "/api/warns" });
  });
});
