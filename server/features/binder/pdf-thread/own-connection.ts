import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import { findDocument, storeDocument } from "../../../documents/storage";
import type { BinderDocument, StoreBuiltPdf } from "./protocol";

/** The worker's own connection to the PostgreSQL server, for one build. */
export interface OwnConnection {
  /**
   * A document kept in its row, read and decoded on this thread; "elsewhere" when its bytes are in object
   * storage (the request thread reads those through the configured store).
   */
  read(organizationId: string, documentId: string): Promise<BinderDocument | "elsewhere">;
  /** Stores the built PDF in a document row (the setting this is used under is "postgres") and gives its id. */
  store(organizationId: string, bytes: Uint8Array, sha256: string, as: StoreBuiltPdf): Promise<string>;
  close(): Promise<void>;
}

export async function openOwnConnection(url: string): Promise<OwnConnection> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection lost between queries fails the next query; without a listener it would end the thread.
  client.on("error", () => undefined);
  await client.connect();
  const db = drizzle(client, { schema });
  return {
    async read(organizationId, documentId) {
      const row = await findDocument(db, organizationId, documentId);
      if (!row) return null;
      if (row.storage !== "postgres") return "elsewhere";
      return { bytes: row.content ?? new Uint8Array(0), contentType: row.contentType, name: row.originalName };
    },
    async store(organizationId, bytes, sha256, as) {
      const doc = await storeDocument(db, {
        organizationId,
        originalName: as.originalName,
        contentType: "application/pdf",
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        sha256,
        uploadedBy: as.uploadedBy,
      });
      return doc.id;
    },
    close: () => client.end(),
  };
}
