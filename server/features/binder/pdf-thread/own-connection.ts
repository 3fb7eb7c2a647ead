import { and, eq, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import { documents, locations } from "@shared/schema";
import { storeDocument } from "../../../documents/storage";
import { loadBinder, signedInUrls, type BinderContent } from "../load";
import { lowerBackendPriority } from "./backend-priority";
import type { BinderDocument, BinderToLoad, StoreBuiltPdf } from "./protocol";

/** The worker's own connections to a PostgreSQL server. */
export interface OwnConnection {
  /** A location's binder (of that organization) on the given day, loaded as the request thread would. */
  load(binder: BinderToLoad): Promise<BinderContent>;
  /**
   * A document kept in its row, read and decoded on this thread; "elsewhere" when its bytes are in object
   * storage (the request thread reads those through the configured store).
   */
  read(organizationId: string, documentId: string): Promise<BinderDocument | "elsewhere">;
  /** Stores the built PDF in a document row (the setting this is used under is "postgres") and gives its id. */
  store(organizationId: string, bytes: Uint8Array, sha256: string, as: StoreBuiltPdf): Promise<string>;
}

/**
 * Two connections at most per server, shared by every build on this thread (builds take turns on its CPU anyway),
 * so binders asked for at once (shared links) never open more than that; idle ones close after 30 s, and all of
 * them go with the thread.
 */
const POOL_SIZE = 2;
const pools = new Map<string, pg.Pool>();

function poolFor(url: string): pg.Pool {
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
    // An idle connection lost (the server restarting) is dropped by the pool; without a listener it would end the thread.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
    pools.set(url, pool);
  }
  return pool;
}

/** Each connection's drizzle, made once; its backend is lowered to the builder's priority before its first statement. */
type ConnectionDb = NodePgDatabase<typeof schema>;
const connections = new WeakMap<pg.PoolClient, ConnectionDb>();

async function withConnection<T>(pool: pg.Pool, work: (db: ConnectionDb) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    let db = connections.get(client);
    if (!db) {
      await lowerBackendPriority(client);
      db = drizzle(client, { schema });
      connections.set(client, db);
    }
    return await work(db);
  } finally {
    client.release();
  }
}

export function ownConnection(url: string): OwnConnection {
  const pool = poolFor(url);
  return {
    load: ({ organizationId, locationId, today }) =>
      withConnection(pool, async (db) => {
        const [location] = await db.select().from(locations).where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId)));
        if (!location) throw new Error("The binder's location is gone");
        return loadBinder(db, location, signedInUrls(location.id), today);
      }),
    read: (organizationId, documentId) => withConnection(pool, async (db) => {
      // As base64, which decodes in less than half the time of bytea's hex (the build waits for each document).
      const [row] = await db
        .select({ storage: documents.storage, contentType: documents.contentType, name: documents.originalName, base64: sql<string | null>`encode(${documents.content}, 'base64')` })
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.organizationId, organizationId)));
      if (!row) return null;
      if (row.storage !== "postgres") return "elsewhere";
      return { bytes: Buffer.from(row.base64 ?? "", "base64"), contentType: row.contentType, name: row.name };
    }),
    store: (organizationId, bytes, sha256, as) => withConnection(pool, async (db) => {
      const doc = await storeDocument(db, {
        organizationId,
        originalName: as.originalName,
        contentType: "application/pdf",
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        sha256,
        uploadedBy: as.uploadedBy,
      });
      return doc.id;
    }),
  };
}
