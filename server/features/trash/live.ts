import { isNull } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Rows not in the trash (issue 24). Every read of licenses, equipment, vendors and campaigns — lists, counts,
 * dashboards, reminders, exports, imports — adds this; only the trash itself reads the others.
 */
export const live = (table: { deletedAt: PgColumn }) => isNull(table.deletedAt);
