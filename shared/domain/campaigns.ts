import type { CampaignStatus } from "../schema/marketing";
import type { DateInput, IsoDate } from "./calendar";
import { parseMoneyToCents, sumCents } from "./money";
import { campaignInPeriod, type PeriodView } from "./period";

/** What the campaign rules read of a campaign. */
export interface CampaignFacts {
  startDate: IsoDate;
  endDate: IsoDate;
  status: string;
  budget: string | null;
}

export type CampaignStatusFilter = CampaignStatus | "all";

export interface CampaignFilter {
  view: PeriodView;
  referenceDate: DateInput;
  status: CampaignStatusFilter;
}

/** Campaigns whose dates overlap the period (every campaign under "all"), in their original order. */
export function campaignsInPeriod<T extends CampaignFacts>(campaigns: readonly T[], view: PeriodView, referenceDate: DateInput): T[] {
  return campaigns.filter((c) => campaignInPeriod(c, view, referenceDate));
}

/** The Marketing Calendar's list: period overlap, then the status filter. */
export function filterCampaigns<T extends CampaignFacts>(campaigns: readonly T[], filter: CampaignFilter): T[] {
  return campaignsInPeriod(campaigns, filter.view, filter.referenceDate).filter(
    (c) => filter.status === "all" || c.status === filter.status,
  );
}

/** A campaign's budget in cents; no budget (or an unreadable one) counts as 0. */
export function campaignBudgetCents(budget: string | null | undefined): number {
  if (budget === null || budget === undefined || budget === "") return 0;
  return parseMoneyToCents(budget) ?? 0;
}

export interface CampaignSummary {
  active: number;
  planned: number;
  totalBudgetCents: number;
}

/** Counts by status and the exact budget total of the given campaigns. */
export function summarizeCampaigns(campaigns: readonly CampaignFacts[]): CampaignSummary {
  return {
    active: campaigns.filter((c) => c.status === "active").length,
    planned: campaigns.filter((c) => c.status === "planned").length,
    totalBudgetCents: sumCents(campaigns.map((c) => campaignBudgetCents(c.budget))),
  };
}

/** The dashboard's Active Campaigns figure: status active and running at some point of today's month. */
export function countActiveThisMonth(campaigns: readonly CampaignFacts[], today: DateInput): number {
  return campaignsInPeriod(campaigns, "month", today).filter((c) => c.status === "active").length;
}
