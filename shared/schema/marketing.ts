import { date, index, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { createdAt, deletedAt, deletedBy, id, updatedAt } from "./columns";
import { locations } from "./organizations";
import type { CampaignStatus } from "./marketing-input";

export * from "./marketing-input";

export const marketingCampaigns = pgTable(
  "marketing_campaigns",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    budget: numeric("budget", { precision: 10, scale: 2 }),
    status: text("status").$type<CampaignStatus>().notNull().default("planned"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    index("marketing_campaigns_location_idx").on(t.locationId),
    index("marketing_campaigns_status_idx").on(t.status),
    index("marketing_campaigns_dates_idx").on(t.startDate, t.endDate),
    index("marketing_campaigns_deleted_idx").on(t.deletedAt),
  ],
);

export const selectCampaignSchema = createSelectSchema(marketingCampaigns);
export type MarketingCampaign = typeof marketingCampaigns.$inferSelect;
