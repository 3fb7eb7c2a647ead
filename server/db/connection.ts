import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "pino";
import * as schema from "@shared/schema";

export type Db = NodePgDatabase<typeof schema>;
/** The database or an open transaction: services take either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** "pglite" (embedded, under a data directory) or "postgres" (DATABASE_URL). */
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (what `template` starts from). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** Real PostgreSQL; when absent an embedded PGlite is started. */
  url?: string;
  /** Directory for PGlite's files; "memory://" keeps it in memory (tests). */
  dataDir: string;
  logger?: Logger;
  poolSize?: number;
  /** An in-memory PGlite starts from this data directory (`PGlite.dumpDataDir`) instead of an empty cluster (tests). */
  template?: Blob;
}

/**
 * Handles on which a prepared statement may be named (server/db/prepared.ts): a PostgreSQL server's, where a
 * named statement lives and dies with its connection. PGlite is one backend behind every socket connection, so a
 * statement named on a connection the pool has since closed would still exist there, and naming it again on the
 * next connection fails.
 */
export const namedStatementHandles = new WeakSet<object>();

const serverUrls = new WeakMap<object, string>();

/**
 * The PostgreSQL server URL a handle opened by openDatabase connects to, so a worker thread can open a connection
 * of its own there; undefined for PGlite (one backend, in this thread) and for transactions.
 */
export const serverUrlOf = (handle: object): string | undefined => serverUrls.get(handle);

/**
 * Opens the database. PGlite is served over the PostgreSQL wire protocol on a private loopback
 * port so everything above this function (pg Pool, Drizzle, the session store) is one code path.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = createPool(options.url, options.poolSize ?? 10, options.logger);
    const db = drizzle(pool, { schema });
    namedStatementHandles.add(db);
    serverUrls.set(db, options.url);
    return { db, pool, kind: "postgres", close: () => pool.end() };
  }

  const memory = options.dataDir === "memory://";
  if (!memory) await fs.mkdir(path.resolve(options.dataDir), { recursive: true });
  const lite = memory
    ? await PGlite.create(options.template ? { loadDataDir: options.template } : undefined)
    : await PGlite.create(path.resolve(options.dataDir, "pglite"));
  const server = new PGLiteSocketServer({ db: lite, host: "127.0.0.1", port: 0, maxConnections: 4 });
  await server.start();
  const address = server.getServerConn();
  // PGlite is one backend: the socket server multiplexes connections onto it, so statements of different
  // connections would interleave inside each other's transactions. One pooled connection serialises them
  // (a transaction then simply waits its turn), which is what a single-backend database needs.
  const pool = createPool(`postgres://postgres@${address}/postgres`, 1, options.logger);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: "pglite",
    dumpDataDir: () => lite.dumpDataDir("none"),
    async close() {
      await pool.end();
      await server.stop();
      await lite.close();
    },
  };
}

function createPool(connectionString: string, max: number, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // Without a listener an idle client's error (e.g. the server restarting) would crash the process.
  pool.on("error", (err) => logger?.warn({ err }, "database connection lost; the pool will reconnect"));
  // The pool listens to idle clients only: a checked-out client between two queries of a transaction (no query
  // running to receive it) would emit the server's "terminating connection" with no listener, and crash the
  // process. Its next query fails instead, and the pool discards the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (err) => logger?.warn({ err }, "database connection lost while in use"));
  });
  return pool;
}
