import { describe, expect, it } from "vitest";
import {
  canPoolByHours,
  distributeTips,
  PayrollFileError,
  readPayrollUpload,
  type PayrollReadResult,
  type SkipKind,
} from "@server/features/payroll/reader";
import { comparableName, expectedFiles, readFixture, readJson } from "./payroll-test-helpers";

interface ExpectedEmployee {
  name: string;
  asWritten: string[];
  tipsCents: number;
  hours?: number;
  rows?: number[];
  byFile?: { file: string; tipsCents: number; rows: number[] }[];
}
interface ExpectedPool {
  totalTipsCents: number;
  totalHours: number;
  shares: { name: string; hours: number; shareCents: number }[];
}
interface ExpectedValid {
  file: string;
  dataSheet: string;
  headerRow: number;
  columns: Record<string, string | string[]>;
  totalTipsCents: number;
  employeeCount: number;
  totalHours?: number;
  employees: ExpectedEmployee[];
  ignoredRows: { row: number; content: string; reason: string }[];
  hoursPool?: ExpectedPool;
}
interface ExpectedCase {
  files: string[];
  totalTipsCents: number;
  employeeCount: number;
  sharedEmployees: string[];
  totalHours?: number;
  employees: ExpectedEmployee[];
  hoursPool?: ExpectedPool;
}
interface ExpectedInvalid {
  file: string;
  expected: { status: number | number[]; messageMentions: string[] };
}

function byName(result: PayrollReadResult) {
  const map = new Map(result.employees.map((e) => [comparableName(e.name), e]));
  expect(map.size).toBe(result.employees.length);
  return map;
}

function kindOfReason(reason: string): SkipKind {
  if (/blank/i.test(reason)) return "blank";
  if (/title/i.test(reason)) return "title";
  if (/header row repeated|repeated/i.test(reason)) return "repeated-header";
  if (/subtotal/i.test(reason)) return "subtotal";
  if (/total/i.test(reason)) return "total";
  throw new Error(`unmapped reason ${reason}`);
}

function expectEmployees(result: PayrollReadResult, expected: ExpectedEmployee[]) {
  const found = byName(result);
  for (const want of expected) {
    const got = found.get(comparableName(want.name));
    expect(got, want.name).toBeDefined();
    expect(got!.name).toBe(want.name);
    expect(got!.tipsCents, want.name).toBe(want.tipsCents);
    expect(got!.hours, want.name).toBe(want.hours);
    for (const spelling of want.asWritten) expect(comparableName(spelling)).toBe(comparableName(got!.name));
  }
}

function expectPool(result: PayrollReadResult, pool: ExpectedPool) {
  expect(canPoolByHours(result)).toBe(true);
  const distribution = distributeTips(result, "pool_by_hours");
  expect(distribution.totalTipsCents).toBe(pool.totalTipsCents);
  expect(distribution.totalHours).toBe(pool.totalHours);
  expect(distribution.payouts.reduce((sum, p) => sum + p.payoutCents, 0)).toBe(pool.totalTipsCents);
  const payouts = new Map(distribution.payouts.map((p) => [comparableName(p.name), p]));
  expect(payouts.size).toBe(pool.shares.length);
  for (const share of pool.shares) {
    const got = payouts.get(comparableName(share.name));
    expect(got?.hours, share.name).toBe(share.hours);
    expect(got?.payoutCents, share.name).toBe(share.shareCents);
  }
}

describe("payroll reader: valid fixtures", () => {
  for (const json of expectedFiles("valid")) {
    const expected = readJson<ExpectedValid>("valid", json);
    describe(expected.file, () => {
      const result = readPayrollUpload([{ fileName: expected.file, bytes: readFixture("valid", expected.file) }]);

      it("finds the data sheet, its header row and columns", () => {
        expect(result.files).toHaveLength(1);
        const [file] = result.files;
        expect(file!.fileName).toBe(expected.file);
        expect(file!.sheet).toBe(expected.dataSheet);
        expect(file!.headerRow).toBe(expected.headerRow);
        const { distractors = [], jobTitle: _job, creditTips, ...roles } = expected.columns;
        const wanted = { ...roles, ...(creditTips ? { cardTips: creditTips } : {}) };
        for (const [role, header] of Object.entries(wanted)) expect(file!.columns, role).toMatchObject({ [role]: header });
        const read = Object.values(file!.columns);
        for (const distractor of distractors as string[]) {
          // Declared/charged tip columns beside a total may be cross-checked, never read as the tips.
          expect(file!.columns.tips).not.toBe(distractor);
          if (!/tip/i.test(distractor)) expect(read).not.toContain(distractor);
        }
      });

      it("totals every employee to the cent", () => {
        expect(result.totalTipsCents).toBe(expected.totalTipsCents);
        expect(result.employeeCount).toBe(expected.employeeCount);
        expect(result.employees).toHaveLength(expected.employeeCount);
        expect(result.employees.reduce((s, e) => s + e.tipsCents, 0)).toBe(expected.totalTipsCents);
        expect(result.totalHours).toBe(expected.totalHours);
        expectEmployees(result, expected.employees);
      });

      it("points every employee at the rows that make the total", () => {
        const found = byName(result);
        for (const want of expected.employees) {
          const rows = found.get(comparableName(want.name))!.rows;
          expect(rows.map((r) => r.row), want.name).toEqual(want.rows);
          expect(rows.every((r) => r.file === expected.file && r.sheet === expected.dataSheet)).toBe(true);
          expect(rows.reduce((s, r) => s + r.tipsCents, 0)).toBe(want.tipsCents);
        }
      });

      it("reports every ignored row with its reason", () => {
        expect(result.skippedRows.map((s) => s.row)).toEqual(expected.ignoredRows.map((r) => r.row));
        for (const want of expected.ignoredRows) {
          const got = result.skippedRows.find((s) => s.row === want.row)!;
          expect(got.kind, `row ${want.row}`).toBe(kindOfReason(want.reason));
          expect(got.reason).not.toBe("");
          expect(got.file).toBe(expected.file);
          expect(got.sheet).toBe(expected.dataSheet);
          for (const part of want.content.split("|").map((p) => p.trim()).filter((p) => p !== "" && p !== "...")) {
            expect(got.content, `row ${want.row}`).toContain(part);
          }
        }
      });

      it("raises no warnings on a clean export", () => {
        expect(result.warnings).toEqual([]);
      });

      if (expected.hoursPool) {
        it("pools the week's tips by hours to the cent", () => expectPool(result, expected.hoursPool!));
      } else {
        it("offers no hours pool without hours", () => {
          expect(canPoolByHours(result)).toBe(false);
          expect(() => distributeTips(result, "pool_by_hours")).toThrow(/hours/);
          const asReported = distributeTips(result, "as_reported");
          expect(asReported.payouts.map((p) => p.payoutCents)).toEqual(result.employees.map((e) => e.tipsCents));
        });
      }
    });
  }
});

describe("payroll reader: multi-file cases", () => {
  for (const json of expectedFiles("cases")) {
    const expected = readJson<ExpectedCase>("cases", json);
    describe(json, () => {
      const result = readPayrollUpload(expected.files.map((fileName) => ({ fileName, bytes: readFixture("valid", fileName) })));

      it("sums each employee across the files", () => {
        expect(result.files.map((f) => f.fileName)).toEqual(expected.files);
        expect(result.totalTipsCents).toBe(expected.totalTipsCents);
        expect(result.employeeCount).toBe(expected.employeeCount);
        expect(result.totalHours).toBe(expected.totalHours);
        expectEmployees(result, expected.employees);
      });

      it("keeps the per-file breakdown", () => {
        const found = byName(result);
        for (const want of expected.employees) {
          const got = found.get(comparableName(want.name))!;
          const files = [...new Set(got.rows.map((r) => r.file))];
          expect(files, want.name).toEqual(want.byFile!.map((b) => b.file));
          for (const part of want.byFile!) {
            const rows = got.rows.filter((r) => r.file === part.file);
            expect(rows.map((r) => r.row)).toEqual(part.rows);
            expect(rows.reduce((s, r) => s + r.tipsCents, 0)).toBe(part.tipsCents);
          }
        }
        for (const shared of expected.sharedEmployees) {
          expect(new Set(found.get(comparableName(shared))!.rows.map((r) => r.file)).size).toBe(2);
        }
      });

      if (expected.hoursPool) it("pools the week's tips by hours to the cent", () => expectPool(result, expected.hoursPool!));
    });
  }
});

describe("payroll reader: invalid fixtures", () => {
  for (const json of expectedFiles("invalid")) {
    const expected = readJson<ExpectedInvalid>("invalid", json);
    it(`refuses ${expected.file}`, () => {
      let error: unknown;
      try {
        readPayrollUpload([{ fileName: expected.file, bytes: readFixture("invalid", expected.file) }]);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(PayrollFileError);
      const e = error as PayrollFileError;
      const statuses = Array.isArray(expected.expected.status) ? expected.expected.status : [expected.expected.status];
      expect(statuses).toContain(e.status);
      expect(e.fileName).toBe(expected.file);
      for (const mention of expected.expected.messageMentions) expect(e.message.toLowerCase()).toContain(mention.toLowerCase());
    });
  }

  it("refuses a whole upload when one of its files is bad", () => {
    const good = { fileName: "employee-tips-simple.xlsx", bytes: readFixture("valid", "employee-tips-simple.xlsx") };
    const bad = { fileName: "timesheet-no-tips-column.xlsx", bytes: readFixture("invalid", "timesheet-no-tips-column.xlsx") };
    expect(() => readPayrollUpload([good, bad])).toThrow(/timesheet-no-tips-column\.xlsx/);
  });
});
