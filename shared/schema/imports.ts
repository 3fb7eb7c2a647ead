import { jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ColumnMapping, ImportKind } from "../domain/import";
import { createdAt, id, updatedAt } from "./columns";
import { organizations } from "./organizations";

/** The column mapping an organization last imported a kind with (header text → field key), offered next time. */
export const importMappings = pgTable(
  "import_mappings",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ImportKind>().notNull(),
    mapping: jsonb("mapping").$type<ColumnMapping>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("import_mappings_org_kind_uq").on(t.organizationId, t.kind)],
);

export type ImportMapping = typeof importMappings.$inferSelect;
