/**
 * Issue 31, point 3: exports with one row per employee and pay code (long format) are pivoted to one row per
 * employee, and the tip-column rules decide which codes are tips. Generated cases of many shapes, read to the cent,
 * and hand-written ones for what the pivot must refuse or leave out.
 */
import { describe, expect, it } from "vitest";
import { PayrollFileError, readPayrollUpload, type PayrollReadResult } from "@server/features/payroll/reader";
import { compareOutcome, GENERATED_WEEK_ENDING, generateColumnsCase, generateLongCase, type GeneratedCase, type ReaderOutcome } from "../support/payroll-generator";

const WEEK = { weekEnding: GENERATED_WEEK_ENDING };
const csv = (text: string) => [{ fileName: "earnings.csv", bytes: new TextEncoder().encode(text) }];

/** The reader's answer to a generated case, as compareOutcome takes it. */
function outcomeOf(c: GeneratedCase): ReaderOutcome {
  try {
    const r = readPayrollUpload([{ fileName: c.fileName, bytes: c.bytes }], WEEK);
    return { ok: true, employees: r.employees, totalTipsCents: r.totalTipsCents };
  } catch (err) {
    if (!(err instanceof PayrollFileError)) throw err;
    return { ok: false, error: { status: err.status, message: err.message } };
  }
}

function read(text: string): PayrollReadResult | PayrollFileError {
  try {
    return readPayrollUpload(csv(text), WEEK);
  } catch (err) {
    if (err instanceof PayrollFileError) return err;
    throw err;
  }
}

describe("long-format exports (one row per employee and pay code)", () => {
  it("reads 200 generated long-format exports to the cent, hours from the wage codes", () => {
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      const c = generateLongCase(36_000 + i);
      const found = compareOutcome(c, outcomeOf(c));
      if (found.length > 0) problems.push(`${c.id} ${JSON.stringify(c.traits)}: ${found.slice(0, 3).join("; ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("sums the tip codes of a person printed once per group, leaves out wages and tip credit, and says how it read the sheet", () => {
    const r = read(`Earnings Detail,,,,
Employee Name,Employee ID,Earning Code,Hours,Amount
"Peña, José",1001,Regular,32.5,487.50
,1001,Overtime,2,45.00
,1001,Cash Tips,,210.25
,1001,Credit Card Tips,,640.10
"Lee, Ana",1002,Regular,30,450.00
,1002,Credit Card Tips,,512.40
,1002,Cash Tips,,88.00
,1002,Tip Credit,,-60.00
,1002,Holiday,8,120.00
`);
    if (r instanceof PayrollFileError) throw r;
    expect(r.employees.map((e) => [e.name, e.tipsCents, e.hours])).toEqual([
      ["José Peña", 85035, 34.5],
      ["Ana Lee", 60040, 30],
    ]);
    expect(r.totalTipsCents).toBe(145075);
    expect(r.warnings.join("\n")).toContain('lists one row per employee and pay code; read as one row per employee with the codes as columns');
  });

  it("refuses a long-format sheet whose codes name no tips, naming the tips it looked for", () => {
    const r = read(`Employee,Pay Code,Hours,Amount
Ana Lee,REG,30,450.00
Ana Lee,OT,2,45.00
Ben Ode,REG,20,300.00
Ben Ode,OT,1,22.50
`);
    expect(r).toBeInstanceOf(PayrollFileError);
    expect((r as PayrollFileError).message).toContain("no tips column");
  });

  it("refuses when the tip codes leave open how they add up (a total beside parts that differ), never picks one", () => {
    const r = read(`Employee,Earning Code,Amount
Ana Lee,Cash Tips,100.00
Ana Lee,Credit Card Tips,200.00
Ana Lee,Total Tips,250.00
Ben Ode,Cash Tips,10.00
Ben Ode,Credit Card Tips,20.00
Ben Ode,Total Tips,30.00
`);
    expect(r).toBeInstanceOf(PayrollFileError);
  });
});

describe("sheets with the employees as columns and the days as rows", () => {
  it("reads 150 generated grids to the cent when the title says tips", () => {
    const problems: string[] = [];
    for (let i = 0; i < 150; i++) {
      const c = generateColumnsCase(38_000 + i);
      const found = compareOutcome(c, outcomeOf(c));
      if (found.length > 0) problems.push(`${c.id} ${JSON.stringify(c.traits)}: ${found.slice(0, 3).join("; ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("refuses a column whose Total row differs from its days, naming the employee", () => {
    const r = read(`Tips by employee
Day,Lena Fox,Raj Singh
Mon,10.00,20.00
Tue,5.00,1.00
Total,15.00,25.00
`);
    expect(r).toBeInstanceOf(PayrollFileError);
    expect((r as PayrollFileError).message).toContain('"Raj Singh"');
  });

  it("does not read a grid whose title says hours, not tips", () => {
    const r = read(`Hours by employee
Day,Lena Fox,Raj Singh
Mon,6,8
Tue,5,7
`);
    expect(r).toBeInstanceOf(PayrollFileError);
  });
});
