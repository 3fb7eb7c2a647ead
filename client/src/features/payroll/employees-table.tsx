import { formatDollars } from "@shared/domain/money";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PayrollCalculationDto } from "./api";

const hoursText = (hours: number | null) => (hours === null ? "—" : hours.toFixed(2));

/** Where an employee's amount came from: "pos.xlsx row 7, bar.xls row 7". */
function sources(rows: PayrollCalculationDto["employees"][number]["rows"], multiFile: boolean): string {
  const parts = rows.map((r) => (multiFile ? `${r.file} row ${r.row}` : `row ${r.row}`));
  return parts.length > 6 ? `${parts.slice(0, 6).join(", ")} and ${parts.length - 6} more` : parts.join(", ");
}

const writtenOtherwise = (e: PayrollCalculationDto["employees"][number]) => e.asWritten.filter((w) => w.trim() !== e.name);

/** "Paycheck Tips $644.30 + Cash Tips $102.00": the components of a person's tips, when there are several. */
export function componentsText(e: PayrollCalculationDto["employees"][number]): string | null {
  const parts = e.components ?? [];
  return parts.length > 1 ? parts.map((c) => `${c.label} ${formatDollars(c.tips)}`).join(" + ") : null;
}

/** Phones: one line per employee with the amount paid, the details under the name. */
function EmployeesList({ calculation }: { calculation: PayrollCalculationDto }) {
  const { employees, distribution, summary, files } = calculation;
  const pooled = distribution.method === "pool_by_hours";
  const payoutByName = new Map(distribution.payouts.map((p) => [p.name, p.payout]));
  return (
    <div className="sm:hidden">
      <ul className="divide-y rounded-md border" aria-label="Tips per employee">
        {employees.map((e) => {
          const other = writtenOtherwise(e);
          const details = [e.hours !== null && `${hoursText(e.hours)} h`, pooled && `reported ${formatDollars(e.tips)}`].filter(Boolean).join(" · ");
          return (
            <li key={e.name} className="px-3 py-2.5" data-testid="employee-row">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-medium">{e.name}</span>
                <span className="shrink-0 font-semibold tabular-nums">{formatDollars(pooled ? (payoutByName.get(e.name) ?? "0") : e.tips)}</span>
              </div>
              {details && <p className="text-xs tabular-nums text-muted-foreground">{details}</p>}
              {componentsText(e) && <p className="text-xs tabular-nums text-muted-foreground">{componentsText(e)}</p>}
              <p className="break-words text-xs text-muted-foreground">
                {sources(e.rows, files.length > 1)}
                {other.length > 0 && ` · written ${other.map((w) => `"${w}"`).join(", ")}`}
              </p>
            </li>
          );
        })}
        <li className="flex items-baseline justify-between gap-3 bg-muted/50 px-3 py-2.5 font-semibold" data-testid="employee-total">
          <span>
            Total ({summary.employeeCount}){summary.totalHours !== null && <span className="font-normal text-muted-foreground"> · {hoursText(summary.totalHours)} h</span>}
          </span>
          <span className="tabular-nums">{formatDollars(pooled ? distribution.totalTips : summary.totalTips)}</span>
        </li>
      </ul>
    </div>
  );
}

/** Every employee with the tips the files gave, hours when known, and the pool share when pooled. */
export function EmployeesTable({ calculation }: { calculation: PayrollCalculationDto }) {
  return (
    <>
      <EmployeesList calculation={calculation} />
      <div className="hidden sm:block">
        <WideTable calculation={calculation} />
      </div>
    </>
  );
}

function WideTable({ calculation }: { calculation: PayrollCalculationDto }) {
  const { employees, distribution, summary, files } = calculation;
  const pooled = distribution.method === "pool_by_hours";
  const showHours = employees.some((e) => e.hours !== null);
  const multiFile = files.length > 1;
  const payoutByName = new Map(distribution.payouts.map((p) => [p.name, p.payout]));

  return (
    <Table label="Tips per employee">
      <TableHeader>
        <TableRow>
          <TableHead>Employee</TableHead>
          {showHours && <TableHead className="text-right">Hours</TableHead>}
          <TableHead className="text-right">{pooled ? "Reported Tips" : "Tips"}</TableHead>
          {pooled && <TableHead className="text-right">Pool Share</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {employees.map((e) => {
          const other = writtenOtherwise(e);
          return (
            <TableRow key={e.name} data-testid="employee-row">
              <TableCell className="max-w-xs whitespace-normal">
                <span className="font-medium">{e.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {sources(e.rows, multiFile)}
                  {other.length > 0 && ` · written ${other.map((w) => `"${w}"`).join(", ")}`}
                </span>
                {componentsText(e) && <span className="block text-xs tabular-nums text-muted-foreground">{componentsText(e)}</span>}
              </TableCell>
              {showHours && <TableCell className="text-right tabular-nums">{hoursText(e.hours)}</TableCell>}
              <TableCell className="text-right tabular-nums">{formatDollars(e.tips)}</TableCell>
              {pooled && <TableCell className="text-right font-semibold tabular-nums">{formatDollars(payoutByName.get(e.name) ?? "0")}</TableCell>}
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="employee-total">
          <TableCell className="font-semibold">Total ({summary.employeeCount})</TableCell>
          {showHours && <TableCell className="text-right tabular-nums">{summary.totalHours === null ? "—" : hoursText(summary.totalHours)}</TableCell>}
          <TableCell className="text-right font-semibold tabular-nums">{formatDollars(summary.totalTips)}</TableCell>
          {pooled && <TableCell className="text-right font-semibold tabular-nums">{formatDollars(distribution.totalTips)}</TableCell>}
        </TableRow>
      </TableFooter>
    </Table>
  );
}
