import { index, jsonb, pgTable, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * A document layout an organization corrected a reading of (issue 30, point 5): the layout's fingerprint (its
 * fixed words and their places) and, per corrected field, where the layout prints it. Only readings in the same
 * organization use it; it goes with the organization.
 */
export const learnedLayouts = pgTable(
  "learned_layouts",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The fixed words: [{ t, x, y }] (server/documents/learned-layouts/fingerprint.ts). */
    fingerprint: jsonb("fingerprint").$type<unknown>().notNull(),
    /** Per field, where it is printed: { licenseNumber: Anchor, … } (server/documents/learned-layouts/anchor.ts). */
    anchors: jsonb("anchors").$type<unknown>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("learned_layouts_organization_idx").on(t.organizationId, t.updatedAt)],
);

export type LearnedLayoutRow = typeof learnedLayouts.$inferSelect;
