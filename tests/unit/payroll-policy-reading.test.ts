import { afterAll, describe, expect, it } from "vitest";
import { prepareBreakdown } from "@server/features/payroll/parse/jobs";
import { PayrollParsePool } from "@server/features/payroll/parse/pool";
import { distributeTips, readPayrollUpload, type PolicyDistribution } from "@server/features/payroll/reader";
import type { TipPolicyRules } from "@shared/domain/tip-policy";
import { readFixture } from "./payroll-test-helpers";

const read = (dir: string, file: string) => readPayrollUpload([{ fileName: file, bytes: readFixture(dir, file) }]);

const RULES: TipPolicyRules = {
  roles: [
    { name: "Server", kind: "staff" },
    { name: "Bartender", kind: "staff" },
    { name: "Busser", kind: "staff" },
    { name: "Manager", kind: "manager" },
  ],
  steps: [
    { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Busser"], percent: 3, base: "tips" },
    { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Bartender"], percent: 2, base: "tips" },
    { kind: "pool", roles: ["Server", "Bartender", "Busser"], split: "points_hours", points: { Server: 10, Bartender: 8, Busser: 5 } },
  ],
};
const policy = (assignments: Record<string, string> = {}): PolicyDistribution => ({ policy: { policyId: "p", name: "Dinner", rules: RULES, assignments }, state: "NY" });

describe("the reader's columns for tip policies", () => {
  it("reads the job, sales and card tips beside the tips, never the sales as tips", () => {
    const result = read("valid", "server-sales-tips-by-job.xlsx");
    expect(result.files[0]!.policyColumns).toEqual({ jobRole: "Job", sales: "Net Sales" });
    const derek = result.employees.find((e) => e.name === "Derek Sullivan")!;
    // First Name, Last Name, Job, Net Sales, Cash Tips, Credit Card Tips: 4685.20 sales, 123.95 + 643.73 tips.
    expect(derek).toMatchObject({ role: "Server", salesCents: 468520, cardTipsCents: 64373, tipsCents: 76768 });
  });

  it("keeps a person's first job and lists the others when two files disagree", () => {
    const result = readPayrollUpload(["pos-tip-report-2026-11-08.xlsx", "bar-tip-summary-2026-11-08.xls"].map((f) => ({ fileName: f, bytes: readFixture("valid", f) })));
    const carlos = result.employees.find((e) => e.name === "Carlos Mendoza")!;
    expect(carlos.role).toBe("Server");
    expect(carlos.otherRoles).toEqual(["Cocktail Server"]);
  });

  it("a file without a job column lists everyone without a role; assignments give them one", () => {
    const result = read("valid", "tip-pool-hours-2026-11-15.xls");
    expect(result.files[0]!.policyColumns).toEqual({ jobRole: "Position" });
    const plain = read("valid", "employee-tips-simple.xlsx");
    expect(plain.files[0]!.policyColumns).toBeUndefined();
    const hours = distributeTips(result, policy());
    const total = hours.payouts.reduce((s, p) => s + p.payoutCents, 0);
    expect(total).toBe(result.totalTipsCents);
  });
});

describe("a policy in the parse worker", () => {
  const pool = new PayrollParsePool({ size: 1 });
  afterAll(() => pool.close());

  it("prepares the same breakdown in the worker as in-thread, and the payouts add up", async () => {
    const stored = JSON.stringify(read("valid", "tip-pool-hours-2026-11-15.xls"));
    const inThread = new TextDecoder().decode(prepareBreakdown(stored, policy()));
    expect(new TextDecoder().decode(await pool.breakdown(stored, policy()))).toBe(inThread);
    const view = JSON.parse(inThread) as { summary: { totalTips: string }; distribution: { method: string; policy: { paidOut: string } } };
    expect(view.distribution.method).toBe("tip_policy");
    expect(view.distribution.policy.paidOut).toBe(view.summary.totalTips);
  });

  it("brings a refusal back as a 400 naming the policy", async () => {
    const stored = JSON.stringify(read("valid", "employee-tips-simple.xlsx"));
    const byHours: PolicyDistribution = {
      policy: { policyId: "p", name: "Hours", rules: { roles: [{ name: "Server", kind: "staff" }], steps: [{ kind: "pool", roles: ["Server"], split: "hours" }] }, assignments: { "hannah schultz": "Server" } },
      state: null,
    };
    await expect(pool.breakdown(stored, byHours)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^The tip policy "Hours" cannot be applied: .*no hours for Hannah Schultz/) });
  });
});
