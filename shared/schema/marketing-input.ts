import { z } from "zod";
import { isValidIsoDate } from "../domain/calendar";
import { isValidMoneyString } from "../domain/money";

// Drizzle-free, so the browser bundle can import it; marketing.ts re-exports it for the server.

export const CAMPAIGN_STATUSES = ["planned", "active", "completed", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_DATE_ORDER_MESSAGE = "End date must be on or after the start date";

const requiredDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .refine(isValidIsoDate, `${label} must be a valid date (YYYY-MM-DD)`);

/** Why a budget text is not a numeric(10,2) amount, or null when it is one. */
function budgetProblem(value: string): string | null {
  if (!/^\d+(\.\d+)?$/.test(value)) return "Budget must be an amount of at least 0, such as 1250.00";
  if (!isValidMoneyString(value, { maxDecimals: Infinity })) return "Budget must be at most 99999999.99";
  if (!isValidMoneyString(value)) return "Budget can have at most 2 decimals";
  return null;
}

/** Decimal string as numeric(10,2) stores it; "" and null mean no budget. */
const budget = z
  .string({ error: "Budget must be an amount such as 1250.00" })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .superRefine((value, ctx) => {
    const problem = value === null ? null : budgetProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The editable fields of a campaign, without defaults (so a partial update fills nothing in). */
export const campaignFieldsSchema = z.object({
  title: z
    .string({ error: "Campaign title is required" })
    .trim()
    .min(1, "Campaign title is required")
    .max(200, "Campaign title is too long (200 characters at most)"),
  description: z
    .string()
    .trim()
    .max(2000, "Description is too long (2000 characters at most)")
    .nullish()
    .transform((v) => (v ? v : null)),
  startDate: requiredDate("Start date"),
  endDate: requiredDate("End date"),
  budget,
  status: z.enum(CAMPAIGN_STATUSES, { error: `Status must be one of ${CAMPAIGN_STATUSES.join(", ")}` }),
});

/** Adds the rule "end on or after start" (reported on endDate) to a schema with both dates. */
export function withCampaignDateOrder<S extends z.ZodType<{ startDate: string; endDate: string }>>(schema: S) {
  return schema.superRefine((value, ctx) => {
    if (isValidIsoDate(value.startDate) && isValidIsoDate(value.endDate) && value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: CAMPAIGN_DATE_ORDER_MESSAGE });
    }
  });
}

/** POST /api/marketing, and the Add / Edit Campaign form. */
export const insertCampaignSchema = withCampaignDateOrder(
  campaignFieldsSchema.extend({
    locationId: z.string({ error: "Location is required" }).min(1, "Location is required"),
    status: campaignFieldsSchema.shape.status.default("planned"),
  }),
);

/** PATCH /api/marketing/:id: any field; the date order is checked against the stored dates by the service. */
export const updateCampaignSchema = campaignFieldsSchema
  .extend({ locationId: z.string().min(1, "Location is required") })
  .partial();

export type InsertCampaign = z.output<typeof insertCampaignSchema>;
export type UpdateCampaign = z.output<typeof updateCampaignSchema>;
