import { formatDollars } from "@shared/domain/money";
import type { FileReading } from "./read-file";
import type { PayrollEmployee, PayrollReadResult, PayrollRowRef } from "./types";

interface Accumulator {
  name: string;
  tipsCents: number;
  hoursHundredths: number;
  hoursKnown: boolean;
  rows: PayrollRowRef[];
  asWritten: Set<string>;
  roles: string[];
  cardTipsCents: number | undefined;
  salesCents: number | undefined;
}

function addCents(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError("Tip total out of range");
  return sum;
}

/** One person's rows summed across rows and files (names matched by their key), in order of first appearance. */
export function mergeReadings(readings: readonly FileReading[]): PayrollReadResult {
  const byKey = new Map<string, Accumulator>();
  let totalTipsCents = 0;
  for (const reading of readings) {
    const { fileName, sheet } = reading.summary;
    for (const entry of reading.entries) {
      let acc = byKey.get(entry.name.key);
      if (!acc) {
        acc = {
          name: entry.name.display,
          tipsCents: 0,
          hoursHundredths: 0,
          hoursKnown: true,
          rows: [],
          asWritten: new Set(),
          roles: [],
          cardTipsCents: entry.cardTipsCents === undefined ? undefined : 0,
          salesCents: entry.salesCents === undefined ? undefined : 0,
        };
        byKey.set(entry.name.key, acc);
      }
      if (entry.jobRole !== undefined && !acc.roles.some((r) => r.toLowerCase() === entry.jobRole!.toLowerCase())) acc.roles.push(entry.jobRole);
      // Card tips and sales are known only when every row of the person gives them.
      acc.cardTipsCents = acc.cardTipsCents === undefined || entry.cardTipsCents === undefined ? undefined : addCents(acc.cardTipsCents, entry.cardTipsCents);
      acc.salesCents = acc.salesCents === undefined || entry.salesCents === undefined ? undefined : addCents(acc.salesCents, entry.salesCents);
      acc.tipsCents = addCents(acc.tipsCents, entry.tipsCents);
      totalTipsCents = addCents(totalTipsCents, entry.tipsCents);
      if (entry.hoursHundredths === undefined) acc.hoursKnown = false;
      else acc.hoursHundredths += entry.hoursHundredths;
      acc.asWritten.add(entry.asWritten);
      const ref: PayrollRowRef = { file: fileName, sheet, row: entry.row, tipsCents: entry.tipsCents };
      if (entry.hoursHundredths !== undefined) ref.hours = entry.hoursHundredths / 100;
      acc.rows.push(ref);
    }
  }

  const employees: PayrollEmployee[] = [...byKey.values()].map((acc) => {
    const employee: PayrollEmployee = { name: acc.name, tipsCents: acc.tipsCents, rows: acc.rows, asWritten: [...acc.asWritten] };
    if (acc.hoursKnown) employee.hours = acc.hoursHundredths / 100;
    if (acc.roles.length > 0) employee.role = acc.roles[0];
    if (acc.roles.length > 1) employee.otherRoles = acc.roles.slice(1);
    if (acc.cardTipsCents !== undefined) employee.cardTipsCents = acc.cardTipsCents;
    if (acc.salesCents !== undefined) employee.salesCents = acc.salesCents;
    return employee;
  });

  const warnings = readings.flatMap((r) => r.warnings);
  const withoutHours = readings.filter((r) => !r.hasHoursColumn).map((r) => r.summary.fileName);
  if (withoutHours.length > 0 && withoutHours.length < readings.length) {
    warnings.push(`Pooling by hours is not available: ${withoutHours.join(", ")} ${withoutHours.length === 1 ? "has" : "have"} no hours column.`);
  }
  for (const e of employees) {
    if (e.tipsCents < 0) warnings.push(`${e.name} has a negative tip total (${formatDollars(e.tipsCents)}).`);
  }

  const result: PayrollReadResult = {
    files: readings.map((r) => r.summary),
    employees,
    totalTipsCents,
    employeeCount: employees.length,
    warnings,
    skippedRows: readings.flatMap((r) => r.skipped),
  };
  if (employees.length > 0 && employees.every((e) => e.hours !== undefined)) {
    result.totalHours = employees.reduce((sum, e) => sum + Math.round((e.hours ?? 0) * 100), 0) / 100;
  }
  return result;
}
