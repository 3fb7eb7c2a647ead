/**
 * Which tip columns of a header row are read, and how (issue 31): an export may print several — cash, card,
 * tips paid through the paycheck, declared, a pool payout, tip-outs received — beside totals of them. Every
 * component is counted once: components are summed, totals are only checked against that sum, and columns
 * that are not tips (tip credit, withheld, %, per hour) were already refused by tip-header.ts. When the
 * headers do not say how the columns add up, the file is refused naming the columns — never one picked.
 */
import { normalizeHeader } from "./header-names";

/** What a tip column holds, from its header. */
export type TipKind = "cash" | "card" | "paycheck" | "pool" | "received" | "total" | "plain";

export interface TipColumn {
  /** 0-based column. */
  c: number;
  /** Header text as written. */
  text: string;
  kind: TipKind;
}

export interface TipPlan {
  /** Columns summed into the employee's tips, each one a component shown in the breakdown. */
  parts: TipColumn[];
  /** Totals of the parts: each must equal their sum on every row. */
  checks: TipColumn[];
}

/** Components that can stand beside each other; two of one family would count the same money twice. */
const FAMILY: Record<Exclude<TipKind, "total" | "plain">, string> = {
  cash: "cash",
  card: "card",
  paycheck: "card",
  pool: "pool",
  received: "received",
};

const words = (text: string) => ` ${normalizeHeader(text).replace(/[()&+,]/g, " ").replace(/\s+/g, " ")} `;

/** The kind of a column already known to hold tips (its role from header-names.ts). */
export function tipKind(text: string, role: "tips" | "cashTips" | "cardTips"): TipKind {
  const w = words(text);
  if (role === "cashTips") return "cash";
  if (role === "cardTips") return "card";
  if (/ (total|all) /.test(w)) return "total";
  if (/ (tip ?outs?|tipouts?|tip share|tips) (received|in) /.test(w)) return "received";
  if (/ pool /.test(w) || / tip share /.test(w)) return "pool";
  if (/ (paycheck|payroll|paid through|paid via|check) /.test(w)) return "paycheck";
  return "plain";
}

const listed = (columns: readonly TipColumn[]) => columns.map((t) => `"${t.text}"`).join(", ");

/**
 * The plan for a header row's tip columns, or the question to ask when the headers leave it open.
 * One column: read it. Components (cash, card or paycheck, pool, received): summed, with every total or plain
 * "Tips" column checked against their sum when there are two or more of them.
 */
export function planTipColumns(tipColumns: readonly TipColumn[]): { plan: TipPlan } | { problem: string } {
  const columns = [...tipColumns].sort((a, b) => a.c - b.c);
  if (columns.length <= 1) return { plan: { parts: columns, checks: [] } };
  const parts = columns.filter((t) => t.kind !== "total" && t.kind !== "plain");
  const others = columns.filter((t) => t.kind === "total" || t.kind === "plain");
  const ask = `Which of them holds the tips to pay? Keep that column (or its parts) and remove or rename the others, then upload again.`;

  const byFamily = new Map<string, TipColumn[]>();
  for (const p of parts) byFamily.set(FAMILY[p.kind as keyof typeof FAMILY], [...(byFamily.get(FAMILY[p.kind as keyof typeof FAMILY]) ?? []), p]);
  const overlapping = [...byFamily.values()].find((list) => list.length > 1);
  if (overlapping) {
    return { problem: `has tip columns that may hold the same money: ${listed(overlapping)}. ${ask}` };
  }
  if (byFamily.has("pool") && (byFamily.has("cash") || byFamily.has("card"))) {
    const pool = byFamily.get("pool")!;
    return {
      problem: `has a pool payout column (${listed(pool)}) beside the tips it may be made of (${listed(parts.filter((p) => !pool.includes(p)))}). ${ask}`,
    };
  }
  if (parts.length >= 2) return { plan: { parts, checks: others } };
  if (parts.length === 1 && others.length === 1 && others[0]!.kind === "total") {
    // "Total Tips" beside "Cash Tips" alone: the cash is part of the total; the total is read.
    return { plan: { parts: others, checks: [] } };
  }
  return { problem: `has several tip columns and their headers do not say how they add up: ${listed(columns)}. ${ask}` };
}
