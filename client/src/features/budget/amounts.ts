import { MONEY_MAX_CENTS, parseMoneyToCents } from "@shared/domain/money";
import { addMonthsIso } from "@shared/domain/calendar";

export type AmountResult = { cents: number; error?: undefined } | { cents?: undefined; error: string };

/**
 * An amount typed into a number input → cents, or the reason it is not one (≥ 0, at most 2 decimals,
 * at most 99,999,999.99). Blank is 0 for weekly actuals (SPEC section 5) and missing for a planned amount.
 */
export function readAmount(value: string, blank: "zero" | "required"): AmountResult {
  const text = value.trim();
  if (text === "") return blank === "zero" ? { cents: 0 } : { error: "Enter an amount" };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === "" && !match[2])) return { error: "Enter an amount of at least 0" };
  if ((match[2] ?? "").length > 2) return { error: "Use at most 2 decimals" };
  const cents = parseMoneyToCents(text);
  if (cents === null) return { error: "Enter an amount of at least 0" };
  if (cents > MONEY_MAX_CENTS) return { error: "Amount must be at most 99,999,999.99" };
  return { cents };
}

/** "2026-01" → "2025-12". */
export function previousMonth(month: string): string {
  return addMonthsIso(`${month}-01`, -1).slice(0, 7);
}

/** Dollars for the chart axis: 1250 → "$1.3k". Display only; sums stay in cents. */
export function compactDollars(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) >= 1000) return `$${Number((dollars / 1000).toFixed(1))}k`;
  return `$${Math.round(dollars)}`;
}
