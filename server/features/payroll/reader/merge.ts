import { formatDollars } from "@shared/domain/money";
import { PayrollFileError, quoteFile } from "./errors";
import type { FileReading } from "./read-file";
import { middleInitials } from "./names";
import { groupPeople, spellingKey } from "./people";
import { listRows } from "./warning-log";
import type { PayrollEmployee, PayrollReadResult, PayrollRowRef } from "./types";

interface Accumulator {
  name: string;
  tipsCents: number;
  hoursHundredths: number;
  hoursKnown: boolean;
  rows: PayrollRowRef[];
  asWritten: Set<string>;
  components: Map<string, number>;
  roles: string[];
  cardTipsCents: number | undefined;
  salesCents: number | undefined;
}

function addCents(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError("Tip total out of range");
  return sum;
}

/** The spelling shown for a person: the first, unless another with the same initials has accents or mixed case it lacks. */
const displayScore = (display: string) => (/[^\p{ASCII}]/u.test(display) ? 2 : 0) + (display !== display.toUpperCase() ? 1 : 0);
const betterDisplay = (candidate: string, shown: string) =>
  middleInitials(candidate) === middleInitials(shown) && displayScore(candidate) > displayScore(shown);

/**
 * One person's rows summed across rows and files (people.ts: one person when the files leave no doubt),
 * in order of first appearance. `keepApart`: spellings as written that are never merged with another.
 */
export function mergeReadings(readings: readonly FileReading[], keepApart: readonly string[] = []): PayrollReadResult {
  const byKey = new Map<string, Accumulator>();
  const people = groupPeople(
    readings.flatMap((r) => r.entries.map((entry) => ({ file: r.summary.fileName, entry }))),
    keepApart,
  );
  let totalTipsCents = 0;
  for (const reading of readings) {
    const { fileName, sheet } = reading.summary;
    for (const entry of reading.entries) {
      const key = people.keyOf(fileName, entry);
      let acc = byKey.get(key);
      if (acc && betterDisplay(entry.name.display, acc.name)) acc.name = entry.name.display;
      if (!acc) {
        acc = {
          name: entry.name.display,
          tipsCents: 0,
          hoursHundredths: 0,
          hoursKnown: true,
          rows: [],
          asWritten: new Set(),
          components: new Map(),
          roles: [],
          cardTipsCents: entry.cardTipsCents === undefined ? undefined : 0,
          salesCents: entry.salesCents === undefined ? undefined : 0,
        };
        byKey.set(key, acc);
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
      for (const part of entry.components) acc.components.set(part.label, addCents(acc.components.get(part.label) ?? 0, part.cents));
      const ref: PayrollRowRef = { file: fileName, sheet, row: entry.row, tipsCents: entry.tipsCents };
      if (entry.hoursHundredths !== undefined) ref.hours = entry.hoursHundredths / 100;
      acc.rows.push(ref);
    }
  }

  const employees: PayrollEmployee[] = [...byKey.values()].map((acc) => {
    const components = [...acc.components].map(([label, tipsCents]) => ({ label, tipsCents }));
    const employee: PayrollEmployee = { name: acc.name, tipsCents: acc.tipsCents, rows: acc.rows, asWritten: [...acc.asWritten], components };
    if (acc.hoursKnown) employee.hours = acc.hoursHundredths / 100;
    if (acc.roles.length > 0) employee.role = acc.roles[0];
    if (acc.roles.length > 1) employee.otherRoles = acc.roles.slice(1);
    if (acc.cardTipsCents !== undefined) employee.cardTipsCents = acc.cardTipsCents;
    if (acc.salesCents !== undefined) employee.salesCents = acc.salesCents;
    return employee;
  });

  const warnings = readings.flatMap((r) => r.warnings);
  for (const spellings of people.doubts) {
    warnings.push(`Not merged: ${spellings.join(", ")} — the files list them apart or with different middle initials, so they are kept as different people.`);
  }
  // Spellings read as one person, beyond case and spaces, listed so a manager can keep them apart.
  const merges = employees
    .map((e) => ({ name: e.name, asWritten: [...new Map(e.asWritten.map((w) => [spellingKey(w), w.replace(/\s+/g, " ").trim()])).values()] }))
    .filter((m) => m.asWritten.length > 1);
  const withoutHours = readings.filter((r) => !r.hasHoursColumn).map((r) => r.summary.fileName);
  if (withoutHours.length > 0 && withoutHours.length < readings.length) {
    warnings.push(`Pooling by hours is not available: ${withoutHours.join(", ")} ${withoutHours.length === 1 ? "has" : "have"} no hours column.`);
  }
  // Tips owed are never negative: a person below zero overall is a reversal without its sale, or the wrong column.
  const negative = employees.find((e) => e.tipsCents < 0);
  if (negative) {
    const files = [...new Set(negative.rows.map((r) => r.file))];
    const rows = files.map((file) => `${quoteFile(file)} row${negative.rows.filter((r) => r.file === file).length === 1 ? "" : "s"} ${listRows(negative.rows.filter((r) => r.file === file).map((r) => r.row))}`).join("; ");
    const columns = [...new Set(readings.filter((r) => files.includes(r.summary.fileName)).flatMap((r) => r.summary.tipComponents ?? []))].map((t) => `"${t}"`).join(", ");
    throw new PayrollFileError(
      400,
      "implausible",
      `${negative.name}'s tips add up to ${formatDollars(negative.tipsCents)} (${columns}; ${rows}): tips owed cannot be negative. Correct the file, then upload again.`,
      files[0],
    );
  }

  const result: PayrollReadResult = {
    files: readings.map((r) => r.summary),
    employees,
    totalTipsCents,
    employeeCount: employees.length,
    warnings,
    skippedRows: readings.flatMap((r) => r.skipped),
    merges,
  };
  if (employees.length > 0 && employees.every((e) => e.hours !== undefined)) {
    result.totalHours = employees.reduce((sum, e) => sum + Math.round((e.hours ?? 0) * 100), 0) / 100;
  }
  return result;
}
