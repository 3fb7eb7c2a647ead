/**
 * Tip column headers beyond the exact list in header-names.ts: POS and payroll exports print tips under many
 * names ("Tips Collected", "Net Tips", "Credit Card Gratuity", "Tips & Gratuities"). A header names tips when it
 * holds a tip word and none of the words that make it something else: a rate or share of sales ("Tip %",
 * "Tips % of Sales"), money given away ("Tip Out"), a flag ("Tips Declared?"), a wage concept ("Tip Credit"),
 * a service charge ("Auto Gratuity", which the IRS counts as wages), or a per-hour figure ("Tips/Hr").
 */
import type { ColumnRole } from "./header-names";

const TIP_WORDS = new Set(["tip", "tips", "gratuity", "gratuities", "grat", "grats"]);

const NOT_TIPS = new Set([
  "%",
  "percent",
  "percentage",
  "pct",
  "rate",
  "rates",
  "ratio",
  "sales",
  "sale",
  "fee",
  "fees",
  "withheld",
  "withholding",
  "eligible",
  "flag",
  "count",
  "number",
  "no",
  "id",
  "avg",
  "average",
  "per",
  "hr",
  "hrs",
  "hour",
  "hours",
  "hourly",
  "points",
  "makeup", // "Tip Makeup": wages topping a tip credit up to the minimum wage
  "make",
  "shortfall",
  "credit", // "Tip Credit" is a wage concept; "Credit Card Tips" and "Credit Tips" are let through below
  "auto",
  "automatic",
  "service",
  "pool", // "Tip Pool" alone is the pool's total, not a person's tips; "Tip Pool Share" is read below
  "out",
  "outs",
  "tipout",
  "tipouts",
  "y",
  "n",
  "yes",
]);

const CASH_WORDS = new Set(["cash", "declared"]);
const CARD_WORDS = new Set(["card", "cards", "cc", "charge", "charged", "chg", "chgd", "crd", "debit", "noncash", "electronic", "digital"]);

/** "Credit Card Gratuity" → ["credit", "card", "gratuity"]; "Tips & Gratuities" → ["tips", "and", "gratuities"]. */
function words(normalized: string): string[] {
  return normalized
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ")
    .replace(/%/g, " % ")
    .replace(/\?/g, " ? ")
    .replace(/[()[\],;]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Whether a header note ("(Y/N)", "(per hour)", "(% of sales)") holds a word that makes a column something else than tips. */
export function hasNotTipsWord(normalized: string): boolean {
  return words(normalized).some((w) => NOT_TIPS.has(w));
}

/** The role a normalized header gives a tips column, or undefined when it does not name one. */
export function tipHeaderRole(normalized: string): { role: ColumnRole; rank: number } | undefined {
  const all = words(normalized);
  if (!all.some((w) => TIP_WORDS.has(w))) return undefined;
  if (all.includes("?")) return undefined;

  const text = ` ${all.join(" ")} `;
  // "Credit Card Tips", "Credit Tips" and "CC Gratuity" are card tips; "Tip Credit" is the FLSA wage credit.
  const creditCard = / credit cards? | credit (tip|tips|gratuity|gratuities|grat|grats) | (cash|and|plus) credit /.test(text);
  const nonCash = / non cash | no cash /.test(text);
  const card = creditCard || nonCash || all.some((w) => CARD_WORDS.has(w));
  const cash = !nonCash && all.some((w) => CASH_WORDS.has(w));
  // "Tip Pool Share" is a person's share of the pool; "Tip Pool" alone is the pool's total.
  const poolShare = / pool (share|payout|amount|contribution|contributed) /.test(text);
  const paidOut = / paid out /.test(text);

  const refused = all.some((w) => {
    if (!NOT_TIPS.has(w)) return false;
    if (w === "credit") return !creditCard;
    if (w === "pool") return !poolShare;
    if (w === "no") return !nonCash;
    if (w === "out") return !paidOut;
    return true;
  });
  if (refused) return undefined;

  const role: ColumnRole = cash && card ? "tips" : cash ? "cashTips" : card ? "cardTips" : "tips";
  // After every name of the exact list; a total before a net figure before the rest.
  const rank = 1000 + (all.includes("total") ? 0 : all.includes("net") ? 1 : 2);
  return { role, rank };
}
