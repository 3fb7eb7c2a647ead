import { describe, expect, it } from "vitest";
import * as domain from "@shared/domain";

describe("@shared/domain index", () => {
  it("re-exports every module's API", () => {
    const names = [
      "parseMoneyToCents",
      "parseMoneyToCentsStrict",
      "isValidMoneyString",
      "centsToDecimalString",
      "formatDollars",
      "sumCents",
      "MONEY_MAX_CENTS",
      "daysUntil",
      "expiryBadge",
      "isExpiringSoonForDashboard",
      "dashboardLicenseBadge",
      "EXPIRY_WARNING_DAYS",
      "EXPIRY_COUNTDOWN_DAYS",
      "budgetProgress",
      "progressBand",
      "periodRange",
      "stepPeriod",
      "periodLabel",
      "rangesOverlap",
      "campaignInPeriod",
      "weekEndingDefault",
      "monthsOfYear",
      "currentMonth",
      "isValidIsoDate",
      "formatDisplayDate",
      "formatShortDate",
      "addDaysIso",
      "displayName",
      "roleLabel",
      "profileRoleBadge",
      "allocateByWeights",
      "licenseCategoryLabel",
      "vendorCategoryLabel",
      "locationStatusLabel",
      "campaignStatusLabel",
      "equipmentStatusLabel",
    ];
    for (const name of names) expect(typeof (domain as Record<string, unknown>)[name], name).not.toBe("undefined");
    expect(domain.formatDollars(domain.sumCents([domain.parseMoneyToCentsStrict("$1,000.25"), 25]))).toBe("$1,000.50");
  });
});
