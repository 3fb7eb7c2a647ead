import { describe, expect, it } from "vitest";
import { distributeTips, PayrollFileError, readPayrollUpload } from "@server/features/payroll/reader";
import { headerRole } from "@server/features/payroll/reader/header-names";
import { workbook } from "./payroll-test-helpers";

describe("tip headers as POS and payroll exports print them", () => {
  it.each([
    ["Tips Collected", "tips"],
    ["Tips Received", "tips"],
    ["Gratuities", "tips"],
    ["Tip Share", "tips"],
    ["Net Tips", "tips"],
    ["Tips Earned", "tips"],
    ["Total Tips Reported", "tips"],
    ["Tips & Gratuities", "tips"],
    ["Total Gratuity ($)", "tips"],
    ["Tips (Cash + Credit)", "tips"],
    ["Tip Pool Share", "tips"],
    ["Tips Paid Out", "tips"],
    ["Final Tips:", "tips"],
    ["Credit Card Gratuity", "cardTips"],
    ["Credit Tips Received", "cardTips"],
    ["CC Gratuities", "cardTips"],
    ["Charged Gratuity", "cardTips"],
    ["Non-Cash Gratuities", "cardTips"],
    ["Card Tips Collected", "cardTips"],
    ["Cash Gratuities", "cashTips"],
    ["Declared Cash Tips Received", "cashTips"],
    ["Cash Tips Collected", "cashTips"],
  ])("%s → %s", (header, role) => expect(headerRole(header)?.role).toBe(role));

  it.each([
    "Net Sales",
    "Tip %",
    "Tips % of Sales",
    "Tip Percentage",
    "Tip Rate",
    "Tip Out %",
    "Tip Out",
    "Tip-Outs Given",
    "Tipout to Bussers",
    "Tips Declared?",
    "Tips Declared (Y/N)",
    "Tip Credit",
    "Tip Eligible",
    "Tips per Hour",
    "Tips/Hr",
    "Auto Gratuity",
    "Service Charge",
    "Tipped Sales",
    "Tip Pool",
    "Card Fee on Tips",
    "Tip Count",
    "Average Tip",
    "Gross Pay",
    "Regular Rate",
  ])("%s is not a tips column", (header) => expect(["tips", "cashTips", "cardTips"]).not.toContain(headerRole(header)?.role));
});

describe("sheets headed with other tip names", () => {
  it("pools by hours a sheet whose tips column is headed Tips Collected", () => {
    const bytes = workbook({
      Pool: [
        ["Staff", "Position", "Hours", "Tips Collected", "Tip %"],
        ["Ana Ruiz", "Server", 30, 300, 0.18],
        ["Bo Chen", "Busser", 10, 0, 0],
        ["Cy Diaz", "Bartender", 20, 150.5, 0.2],
      ],
    });
    const result = readPayrollUpload([{ fileName: "pool.xlsx", bytes }]);
    expect(result.files[0]!.columns).toMatchObject({ employee: "Staff", tips: "Tips Collected", hours: "Hours" });
    expect(result.totalTipsCents).toBe(45050);
    const pooled = distributeTips(result, "pool_by_hours");
    expect(pooled.payouts.map((p) => [p.name, p.payoutCents])).toEqual([
      ["Ana Ruiz", 22525],
      ["Bo Chen", 7508],
      ["Cy Diaz", 15017],
    ]);
    expect(pooled.payouts.reduce((sum, p) => sum + p.payoutCents, 0)).toBe(45050);
  });

  it("reads cash and credit card gratuity columns as two parts of a person's tips, ignoring net sales", () => {
    const bytes = workbook({
      Tips: [
        ["Employee", "Net Sales", "Cash Gratuities", "Credit Card Gratuity"],
        ["Ana Ruiz", 2400, 40, 310.25],
        ["Bo Chen", 1800, 12.5, 198],
      ],
    });
    const result = readPayrollUpload([{ fileName: "grat.xlsx", bytes }]);
    expect(Object.fromEntries(result.employees.map((e) => [e.name, e.tipsCents]))).toEqual({ "Ana Ruiz": 35025, "Bo Chen": 21050 });
  });

  it("still refuses a sheet whose only tip-like columns are rates, tip-outs and flags", () => {
    const bytes = workbook({
      Week: [
        ["Employee", "Net Sales", "Tip %", "Tip Out", "Tips Declared?"],
        ["Ana Ruiz", 2400, 0.18, 35, "Y"],
      ],
    });
    expect(() => readPayrollUpload([{ fileName: "rates.xlsx", bytes }])).toThrow(PayrollFileError);
  });
});
