import { COMPLIANCE_STATUS_RANK } from "@shared/domain/compliance";
import type { GroupLocationDto } from "./api";

export type SortKey = "name" | "state" | "compliance" | "budget" | "maintenance" | "campaigns" | "payroll";
export interface Sort {
  key: SortKey;
  direction: "asc" | "desc";
}

/** Worst first: status, then score, then overdue maintenance, then the most spent of the budget. */
export function worstFirst(a: GroupLocationDto, b: GroupLocationDto): number {
  return (
    COMPLIANCE_STATUS_RANK[a.compliance.status] - COMPLIANCE_STATUS_RANK[b.compliance.status] ||
    a.compliance.score - b.compliance.score ||
    b.maintenance.overdue - a.maintenance.overdue ||
    b.budget.percent - a.budget.percent ||
    a.name.localeCompare(b.name)
  );
}

const VALUE: Record<SortKey, (l: GroupLocationDto) => string | number> = {
  name: (l) => l.name.toLowerCase(),
  state: (l) => l.state ?? "",
  compliance: (l) => COMPLIANCE_STATUS_RANK[l.compliance.status] * 1000 + l.compliance.score,
  budget: (l) => l.budget.percent,
  maintenance: (l) => l.maintenance.overdue * 10_000 + l.maintenance.dueThisWeek,
  campaigns: (l) => l.campaigns.active,
  payroll: (l) => l.payroll.lastWeekEnding ?? "",
};

export function sortLocations(rows: readonly GroupLocationDto[], sort: Sort | null): GroupLocationDto[] {
  const copy = [...rows];
  if (!sort) return copy.sort(worstFirst);
  const value = VALUE[sort.key];
  const sign = sort.direction === "asc" ? 1 : -1;
  return copy.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.name.localeCompare(b.name);
  });
}
