/**
 * Shared by the HTTP benchmarks: a throw-away database (a fresh database on the PostgreSQL server of
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end; in-memory
 * PGlite when that server cannot be reached), the real app built by createApp listening on 127.0.0.1,
 * and a signed-in session cookie.
 */
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import http from "node:http";
import { createRequire } from "node:module";
import pg from "pg";
import pino from "pino";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { openDatabase, type Database } from "@server/db/connection";
import { runMigrations } from "@server/db/migrate";
import { seedReferenceData } from "@server/db/seed";
import { createMailer } from "@server/mail/mailer";
import { TEST_PASSWORD } from "../../tests/support/factories";

export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

export interface BenchDatabase extends Database {
  label: string;
  /** The throw-away database's name on the PostgreSQL server; null on PGlite. */
  name: string | null;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function openBenchDatabase(poolSize = 10): Promise<BenchDatabase> {
  if (!(await reachable(SERVER_URL))) {
    console.log(
      `  (PostgreSQL at ${SERVER_URL} unreachable: falling back to in-memory PGlite, one backend)`,
    );
    const database = await openDatabase({ dataDir: "memory://" });
    await runMigrations(database.pool);
    await seedReferenceData(database.db);
    return { ...database, label: "PGlite (in memory)", name: null };
  }
  const name = `sous_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const version = (
    await admin.query<{ v: string }>(
      "select current_setting('server_version') as v",
    )
  ).rows[0]!.v;
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.href,
    dataDir: "memory://",
    poolSize,
  });
  await runMigrations(database.pool);
  await seedReferenceData(database.db);
  return {
    ...database,
    label: `PostgreSQL ${version} (throw-away database, pool of ${poolSize})`,
    name,
    async close() {
      // Requests autocannon left in flight finish (and save their sessions) before the pool ends.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await database.close();
      const dropper = new pg.Client({ connectionString: SERVER_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function listen(
  handler: http.RequestListener,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The real app (as server/index.ts builds it) listening on 127.0.0.1; without the client unless `clientDir`
 * names a built one (a `vite build --outDir` directory), which it then serves like `npm start` does.
 */
export async function startApp(
  database: Database,
  options: {
    clientDir?: string;
    payrollQueueBytes?: number;
    trustProxy?: boolean;
    /** Sees each request as the server receives it, before the app (a bench timing answers on the server's side). */
    observe?: http.RequestListener;
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    CLIENT_DIR: options.clientDir,
    PAYROLL_QUEUE_BYTES: options.payrollQueueBytes?.toString(),
    TRUST_PROXY: options.trustProxy ? "true" : undefined,
  });
  const logger = pino({ level: "silent" });
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger);
  const created = await createApp(
    { db: database.db, pool: database.pool, config, logger, mailer },
    { serveClient: options.clientDir !== undefined },
  );
  const observe = options.observe;
  const server = await listen(observe ? (req, res) => (observe(req, res), created.app(req, res)) : created.app);
  return {
    url: server.url,
    config,
    async close() {
      await server.close();
      await created.close();
    },
  };
}

/** Signs in through POST /api/login and returns the session cookie. */
export async function signIn(
  baseUrl: string,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("sign-in returned no cookie");
  return cookie;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

const autocannonBin = createRequire(import.meta.url).resolve(
  "autocannon/autocannon.js",
);

/** autocannon in its own process (so the load generator does not share the server's event loop). */
export function load(
  url: string,
  opts: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const args = [
    autocannonBin,
    "-j",
    "-c",
    String(opts.connections),
    "-d",
    String(opts.seconds),
  ];
  for (const [k, v] of Object.entries(opts.headers ?? {}))
    args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0)
        return reject(new Error(`autocannon exited ${code}: ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        total: r.requests.total,
      });
    });
  });
}
