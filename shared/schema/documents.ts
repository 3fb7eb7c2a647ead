import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** An uploaded file. The bytes live in PostgreSQL so a document and the row that uses it commit together. */
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
    content: bytea("content").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("documents_organization_idx").on(t.organizationId), index("documents_sha256_idx").on(t.sha256)],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentMeta = Omit<DocumentRow, "content">;
