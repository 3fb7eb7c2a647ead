import { describe, expect, it } from "vitest";
import { readPayrollUpload } from "@server/features/payroll/reader";
import { text } from "./payroll-test-helpers";

const read = (fileName: string, csv: string) => readPayrollUpload([{ fileName, bytes: text(csv) }]);

describe("shapes of payroll systems (issue 31)", () => {
  it("reads hours from Regular + Overtime + Double time columns when there is no total", () => {
    const result = read("hours.csv", "Payroll Name,Regular Hours,OT Hours,Double Time Hours,Paycheck Tips,Cash Tips\n\"SMITH, ANA\",40,2.5,1,500.00,20.00\nBo Chen,30,,,300.00,0\n");
    expect(result.employees.map((e) => [e.name, e.hours, e.tipsCents])).toEqual([
      ["ANA SMITH", 43.5, 52000],
      ["Bo Chen", 30, 30000],
    ]);
    expect(result.files[0]!.hoursParts).toEqual(["Regular Hours", "OT Hours", "Double Time Hours"]);
    expect(result.files[0]!.columns.employee).toBe("Payroll Name");
  });

  it("reads a 'Pool Payout' column and 'Team Member' names", () => {
    const result = read("pool.csv", "Team Member,Hours Worked,Pool Payout\nJordan Lee,34.5,412.88\n");
    expect(result.employees.map((e) => [e.name, e.tipsCents])).toEqual([["Jordan Lee", 41288]]);
  });

  it("adds tip-outs received to the tips, and refuses a pool payout beside the tips it may be made of", () => {
    expect(read("r.csv", "Employee,Card Tips,Cash Tips,Tip Outs Received\nAna Ruiz,100,20,5\n").totalTipsCents).toBe(12500);
    expect(() => read("p.csv", "Employee,Card Tips,Pool Payout\nAna Ruiz,100,80\n")).toThrow(/"p.csv" .*pool payout column \("Pool Payout"\) beside the tips it may be made of \("Card Tips"\)/);
  });
});
