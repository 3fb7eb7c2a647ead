import { and, asc, eq, sql } from "drizzle-orm";
import * as XLSX from "xlsx";
import { budgetProgressOf } from "@shared/domain/budget";
import { formatYearMonth } from "@shared/domain/dates";
import { centsToDecimalString, parseMoneyToCentsStrict } from "@shared/domain/money";
import { budgetCategories, budgets, locations } from "@shared/schema";
import type { BudgetFigure, GroupBudget } from "@shared/schema/group-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";

interface Sum {
  plannedCents: number;
  actualCents: number;
}

function figure({ plannedCents, actualCents }: Sum): BudgetFigure {
  return {
    planned: centsToDecimalString(plannedCents),
    actual: centsToDecimalString(actualCents),
    variance: centsToDecimalString(plannedCents - actualCents),
    ...budgetProgressOf(actualCents, plannedCents),
  };
}

const add = (a: Sum, b: Sum): Sum => ({ plannedCents: a.plannedCents + b.plannedCents, actualCents: a.actualCents + b.actualCents });
const ZERO: Sum = { plannedCents: 0, actualCents: 0 };

/** Planned vs actual per location and category for a month: one grouped statement across all locations. */
export async function groupBudget(db: DbOrTx, ctx: RequestContext, month: string): Promise<GroupBudget> {
  const locationRows = await db
    .select({ id: locations.id, name: locations.name, state: locations.state })
    .from(locations)
    .where(reachableLocationsOf(ctx, locations.id))
    .orderBy(asc(locations.name), asc(locations.id));
  const sums = await db
    .select({
      locationId: budgets.locationId,
      categoryId: budgets.categoryId,
      category: budgetCategories.name,
      planned: sql<string>`sum(${budgets.plannedAmount})::text`,
      actual: sql<string>`sum(${budgets.actualAmount})::text`,
    })
    .from(budgets)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgets.categoryId))
    .where(and(eq(budgets.month, month), reachableLocationsOf(ctx, budgets.locationId)))
    .groupBy(budgets.locationId, budgets.categoryId, budgetCategories.name);

  const categories = new Map<string, string>();
  const cells = new Map<string, Sum>();
  for (const s of sums) {
    categories.set(s.categoryId, s.category);
    cells.set(`${s.locationId}|${s.categoryId}`, { plannedCents: parseMoneyToCentsStrict(s.planned), actualCents: parseMoneyToCentsStrict(s.actual) });
  }
  const categoryList = [...categories].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));

  const categoryTotals = categoryList.map(() => ZERO);
  let total = ZERO;
  const rows = locationRows.map((loc) => {
    let locationTotal = ZERO;
    const row = categoryList.map((cat, i) => {
      const sum = cells.get(`${loc.id}|${cat.id}`);
      if (!sum) return null;
      locationTotal = add(locationTotal, sum);
      categoryTotals[i] = add(categoryTotals[i]!, sum);
      return figure(sum);
    });
    total = add(total, locationTotal);
    return { ...loc, cells: row, total: figure(locationTotal) };
  });
  return { month, categories: categoryList, locations: rows, categoryTotals: categoryTotals.map(figure), total: figure(total) };
}

const DOLLARS = "$#,##0.00;-$#,##0.00";

/** The month across locations as a workbook: one sheet of planned/actual/variance per location and category. */
export function groupBudgetXlsx(report: GroupBudget): Buffer {
  const header = ["Location", "State", ...report.categories.flatMap((c) => [`${c.name} planned`, `${c.name} actual`]), "Total planned", "Total actual", "Variance"];
  const money = (v: string | undefined) => (v === undefined ? null : Number(v));
  const rows: (string | number | null)[][] = [[`Budget — ${formatYearMonth(report.month)}`], [], header];
  for (const loc of report.locations) {
    rows.push([
      loc.name,
      loc.state ?? "",
      ...loc.cells.flatMap((c) => [money(c?.planned), money(c?.actual)]),
      money(loc.total.planned),
      money(loc.total.actual),
      money(loc.total.variance),
    ]);
  }
  rows.push([
    "Total",
    "",
    ...report.categoryTotals.flatMap((c) => [money(c.planned), money(c.actual)]),
    money(report.total.planned),
    money(report.total.actual),
    money(report.total.variance),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  for (let r = 3; r < rows.length; r++) {
    for (let c = 2; c < header.length; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (cell && cell.t === "n") cell.z = DOLLARS;
    }
  }
  sheet["!cols"] = [{ wch: 28 }, { wch: 6 }, ...header.slice(2).map(() => ({ wch: 14 }))];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Budget");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
