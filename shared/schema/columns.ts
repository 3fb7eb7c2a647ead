import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

/** Primary key: a generated UUID. */
export const id = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Raw bytes (PostgreSQL bytea), carried as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/** Soft delete (issue 24): when the row went to the trash; null while it is live. */
export const deletedAt = () => timestamp("deleted_at", { withTimezone: true });

/** Who moved it to the trash (a user id; no foreign key, so a removed user leaves the row as it is). */
export const deletedBy = () => uuid("deleted_by");
