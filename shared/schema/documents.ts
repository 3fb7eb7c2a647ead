import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/**
 * A payroll spreadsheet kept only for its parse-payroll job (the reader decides its format from the bytes): no
 * record points at it, so nothing serves it; the job deletes it, or the daily orphan sweep does.
 */
export const QUEUED_SPREADSHEET_TYPE = "application/octet-stream";

/** Where a document's bytes live: in its own row, or in S3-compatible object storage under `storage_key`. */
export const DOCUMENT_STORAGES = ["postgres", "s3"] as const;
export type DocumentStorage = (typeof DOCUMENT_STORAGES)[number];

/**
 * An uploaded file. The row always holds the metadata; the bytes are in `content` (storage "postgres", the
 * embedded default, committed with the row) or in object storage (storage "s3", put before the row commits).
 */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    originalName: text("original_name").notNull(),
    /** Decided from the bytes, never from the name or the client's header. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    storage: text("storage").$type<DocumentStorage>().notNull().default("postgres"),
    /** The object's key (org/<organizationId>/<sha256>) when storage is "s3". */
    storageKey: text("storage_key"),
    content: bytea("content"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("documents_organization_idx").on(t.organizationId),
    index("documents_sha256_idx").on(t.sha256),
    index("documents_storage_key_idx").on(t.storageKey),
    check(
      "documents_bytes_somewhere",
      sql`(${t.storage} = 'postgres' and ${t.content} is not null) or (${t.storage} = 's3' and ${t.storageKey} is not null)`,
    ),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentMeta = Omit<DocumentRow, "content">;
