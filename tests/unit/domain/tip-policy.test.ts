import { describe, expect, it } from "vitest";
import { applyTipPolicy, TipPolicyError, type PolicyEmployee } from "@shared/domain/tip-policy-apply";
import { tipPolicyProblems, type TipPolicyRules } from "@shared/domain/tip-policy";
import { workingLines } from "@shared/domain/tip-working";

const staff = (...names: string[]) => names.map((name) => ({ name, kind: "staff" as const }));

/** The "must show" policy: servers tip out 3 % to bussers and 2 % to bar, the rest pooled by points × hours. */
export const MUST_SHOW_POLICY: TipPolicyRules = {
  roles: staff("Server", "Bartender", "Busser"),
  steps: [
    { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Busser"], percent: 3, base: "tips" },
    { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Bartender"], percent: 2, base: "tips" },
    { kind: "pool", roles: ["Server", "Bartender", "Busser"], split: "points_hours", points: { Server: 10, Bartender: 8, Busser: 5 } },
  ],
};

const payouts = (rules: TipPolicyRules, people: PolicyEmployee[], state: string | null = "NY") =>
  Object.fromEntries(applyTipPolicy(rules, people, state).employees.map((e) => [e.name, e.payoutCents]));

describe("tip policy validation", () => {
  it("accepts the must-show policy", () => {
    expect(tipPolicyProblems(MUST_SHOW_POLICY, "NY")).toEqual([]);
  });

  it("refuses a pool with a manager role, naming the FLSA rule", () => {
    const rules: TipPolicyRules = {
      roles: [...staff("Server"), { name: "Shift Lead", kind: "manager" }],
      steps: [{ kind: "pool", roles: ["Server", "Shift Lead"], split: "hours" }],
    };
    const [problem] = tipPolicyProblems(rules, "NY");
    expect(problem?.message).toMatch(/"Shift Lead" is a manager role/);
    expect(problem?.message).toMatch(/FLSA §3\(m\)\(2\)\(B\), as amended in 2018/);
  });

  it("treats owners and roles named manager or supervisor as managers, in tip-outs too", () => {
    const rules: TipPolicyRules = {
      roles: [...staff("Server", "Kitchen Manager", "Supervisor"), { name: "Partner", kind: "owner" }],
      steps: [
        { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Kitchen Manager"], percent: 2, base: "tips" },
        { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Partner"], percent: 1, base: "tips" },
        { kind: "pool", roles: ["Server", "Supervisor"], split: "equal" },
      ],
    };
    const messages = tipPolicyProblems(rules, "TX").map((p) => p.message);
    expect(messages).toHaveLength(3);
    expect(messages[1]).toMatch(/"Partner" is an owner role/);
    for (const m of messages) expect(m).toMatch(/FLSA/);
  });

  it("refuses card-fee withholding in California with the reason, allows it in Texas", () => {
    const rules: TipPolicyRules = { roles: staff("Server"), steps: [{ kind: "card_fee", percent: 3 }, { kind: "pool", roles: ["Server"], split: "hours" }] };
    expect(tipPolicyProblems(rules, "TX")).toEqual([]);
    const [problem] = tipPolicyProblems(rules, "CA");
    expect(problem?.message).toMatch(/not allowed at a location in CA — California Labor Code §351/);
  });

  it("refuses bad percentages, unknown roles, a role tipping out to itself and missing points", () => {
    const rules: TipPolicyRules = {
      roles: staff("Server", "Busser"),
      steps: [
        { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Server"], percent: 0, base: "tips" },
        { kind: "tip_out", fromRoles: ["Host"], toRoles: ["Busser"], percent: 2.555, base: "tips" },
        { kind: "pool", roles: ["Server", "Busser"], split: "points_hours", points: { Server: 10 } },
      ],
    };
    const messages = tipPolicyProblems(rules, null).map((p) => p.message);
    expect(messages).toEqual([
      expect.stringMatching(/cannot tip out to itself/),
      expect.stringMatching(/more than 0 and at most 100/),
      expect.stringMatching(/"Host" is not one of the policy's roles/),
      expect.stringMatching(/at most two decimals/),
      expect.stringMatching(/give "Busser" a number of points/),
    ]);
  });

  it("applying a refused policy throws with the reason", () => {
    const rules: TipPolicyRules = { roles: [{ name: "GM", kind: "staff" }], steps: [{ kind: "pool", roles: ["GM"], split: "equal" }] };
    expect(() => applyTipPolicy(rules, [{ name: "A", role: "GM", tipsCents: 100 }], null)).toThrow(TipPolicyError);
  });
});

describe("worked example: the issue's must-show policy", () => {
  // Servers tip out 3 % of tips to bussers and 2 % to the bar; the rest is pooled by points × hours.
  const people: PolicyEmployee[] = [
    { name: "Ana Server", role: "Server", hours: 30, tipsCents: 50000 },
    { name: "Ben Server", role: "server", hours: 25, tipsCents: 42050 },
    { name: "Cleo Bartender", role: "Bartender", hours: 32, tipsCents: 31025 },
    { name: "Dev Busser", role: "Busser", hours: 20, tipsCents: 0 },
    { name: "Eli Busser", role: "Busser", hours: 18.5, tipsCents: 1240 },
  ];
  const result = applyTipPolicy(MUST_SHOW_POLICY, people, "NY");
  const by = Object.fromEntries(result.employees.map((e) => [e.name, e]));

  it("takes the tip-outs from the servers' reported tips, half up to the cent", () => {
    // 3 % of 500.00 = 15.00, of 420.50 = 12.615 → 12.62; 2 % of 500.00 = 10.00, of 420.50 = 8.41.
    expect(by["Ana Server"]!.given.map((g) => g.amountCents)).toEqual([1500, 1000]);
    expect(by["Ben Server"]!.given.map((g) => g.amountCents)).toEqual([1262, 841]);
  });

  it("shares the busser tip-out by hours and the bar's to the one bartender", () => {
    // 27.62 by 20 : 18.5 hours → 14.348… and 13.271… → 14.35 + 13.27 = 27.62.
    expect(by["Dev Busser"]!.received).toEqual([{ step: 1, fromRoles: ["Server"], amountCents: 1435, split: "hours" }]);
    expect(by["Eli Busser"]!.received[0]!.amountCents).toBe(1327);
    expect(by["Cleo Bartender"]!.received[0]!.amountCents).toBe(1841);
  });

  it("pools the rest by points × hours", () => {
    // Largest remainder: floors 359.67, 299.72, 306.92, 119.89, 110.89 leave 3 cents, to remainders .998 (Eli), .96 (Ben), .84 (Ana).
    // Pool: 475.00 + 399.47 + 310.25 + 0 + 12.40 = 1197.12; weights 300, 250, 256, 100, 92.5 of 998.5.
    const pool = by["Ana Server"]!.pool!;
    expect(pool.poolCents).toBe(119712);
    expect(pool.totalWeight).toBe(998.5);
    expect(result.employees.map((e) => e.pool?.weight)).toEqual([300, 250, 256, 100, 92.5]);
    expect(result.employees.map((e) => e.pool?.shareCents)).toEqual([35968, 29973, 30692, 11989, 11090]);
  });

  it("pays everything, to the cent, with the working", () => {
    expect(payouts(MUST_SHOW_POLICY, people)).toEqual({
      "Ana Server": 35968,
      "Ben Server": 29973,
      "Cleo Bartender": 32533,
      "Dev Busser": 13424,
      "Eli Busser": 12417,
    });
    expect(result.payoutCents).toBe(124315);
    expect(result.totalTipsCents).toBe(124315);
    expect(workingLines(by["Eli Busser"]!)).toEqual([
      "Reported tips $12.40",
      "Step 1: tip-out from Server (shared by hours): +$13.27",
      "Step 3: into the pool −$12.40; share by points × hours, 5 points × 18.50 h = 92.5 of 998.5 points·hours (9.26 %) of the $1,197.12 pool: +$110.90",
      "Payout $124.17",
    ]);
  });
});

describe("worked examples from 7shifts' and Toast's help pages", () => {
  it("7shifts: a role that did not work has its share redistributed to the others by their weights", () => {
    // 7shifts' example: bartender 80 %, barback 15 %, host 5 % of a $100 pool; with the barback out,
    // the bartender gets $94.12 and the host $5.88. As points: 80, 15, 5, one person each, equally weighted hours.
    const rules: TipPolicyRules = {
      roles: staff("Bartender", "Barback", "Host"),
      steps: [{ kind: "pool", roles: ["Bartender", "Barback", "Host"], split: "points_hours", points: { Bartender: 80, Barback: 15, Host: 5 } }],
    };
    const all = [
      { name: "Bartender", role: "Bartender", hours: 8, tipsCents: 10000 },
      { name: "Barback", role: "Barback", hours: 8, tipsCents: 0 },
      { name: "Host", role: "Host", hours: 8, tipsCents: 0 },
    ];
    expect(payouts(rules, all)).toEqual({ Bartender: 8000, Barback: 1500, Host: 500 });
    expect(payouts(rules, all.filter((p) => p.role !== "Barback"))).toEqual({ Bartender: 9412, Host: 588 });
  });

  it("Toast: a server tips out 2 % of sales to the busser (tip sharing)", () => {
    // Toast's wording: "a server might tip out a food runner two percent of their food sales".
    const rules: TipPolicyRules = { roles: staff("Server", "Busser"), steps: [{ kind: "tip_out", fromRoles: ["Server"], toRoles: ["Busser"], percent: 2, base: "sales" }] };
    const people = [
      { name: "S1", role: "Server", hours: 6, tipsCents: 18000, salesCents: 100000 },
      { name: "S2", role: "Server", hours: 5, tipsCents: 9000, salesCents: 62550 },
      { name: "B", role: "Busser", hours: 6, tipsCents: 0 },
    ];
    // 2 % of 1,000.00 = 20.00; of 625.50 = 12.51.
    expect(payouts(rules, people)).toEqual({ S1: 16000, S2: 7749, B: 3251 });
    expect(() => applyTipPolicy(rules, people.map(({ salesCents: _s, ...p }) => p), null)).toThrow(/no sales for S1/);
  });

  it("Toast: bartenders 10 points and barback 0.5 gives the barback about 5 % of a pool", () => {
    const rules: TipPolicyRules = {
      roles: staff("Bartender", "Barback"),
      steps: [{ kind: "pool", roles: ["Bartender", "Barback"], split: "points_hours", points: { Bartender: 10, Barback: 0.5 } }],
    };
    // Points × hours with equal hours: 10 : 0.5 → barback 0.5 / 10.5 = 4.76 % of $210.00 = $10.00.
    expect(payouts(rules, [{ name: "Bar", role: "Bartender", hours: 7, tipsCents: 21000 }, { name: "Back", role: "Barback", hours: 7, tipsCents: 0 }])).toEqual({ Bar: 20000, Back: 1000 });
  });

  it("pools by hours and equally; employees without a role or outside the policy keep their tips", () => {
    const rules: TipPolicyRules = { roles: staff("Server", "Cook"), steps: [{ kind: "pool", roles: ["Server"], split: "hours" }, { kind: "pool", roles: ["Cook"], split: "equal" }] };
    const people = [
      { name: "A", role: "Server", hours: 10, tipsCents: 10001 },
      { name: "B", role: "Server", hours: 20, tipsCents: 0 },
      { name: "C", role: "Cook", tipsCents: 500 },
      { name: "D", role: "Cook", tipsCents: 0 },
      { name: "E", role: null, hours: 3, tipsCents: 700 },
      { name: "F", role: "Manager", hours: 40, tipsCents: 900 },
    ];
    const result = applyTipPolicy(rules, people, null);
    expect(Object.fromEntries(result.employees.map((e) => [e.name, e.payoutCents]))).toEqual({ A: 3334, B: 6667, C: 250, D: 250, E: 700, F: 900 });
    expect(result.employees[4]!.notes[0]).toMatch(/No role/);
    expect(result.employees[5]!.notes[0]).toMatch(/not one of the policy's roles/);
  });

  it("withholds the card fee from card tips only, where allowed, and says what was withheld", () => {
    const rules: TipPolicyRules = { roles: staff("Server"), steps: [{ kind: "card_fee", percent: 2.5 }, { kind: "pool", roles: ["Server"], split: "hours" }] };
    const people = [
      { name: "A", role: "Server", hours: 10, tipsCents: 20000, cardTipsCents: 15000 },
      { name: "B", role: "Server", hours: 10, tipsCents: 10000, cardTipsCents: 10001 },
    ];
    const result = applyTipPolicy(rules, people, "NY");
    // 2.5 % of 150.00 = 3.75; of 100.00 (card tips capped at the tips) = 2.50.
    expect(result.employees.map((e) => e.withheldCents)).toEqual([375, 250]);
    expect(result.withheldCents + result.payoutCents).toBe(30000);
    expect(result.employees.map((e) => e.payoutCents)).toEqual([14688, 14687]);
    expect(() => applyTipPolicy(rules, people, "CA")).toThrow(/California Labor Code §351/);
  });

  it("caps a tip-out at the tips left and refuses negative tips and pools by hours without hours", () => {
    const rules: TipPolicyRules = { roles: staff("Server", "Busser"), steps: [{ kind: "tip_out", fromRoles: ["Server"], toRoles: ["Busser"], percent: 10, base: "sales" }] };
    const result = applyTipPolicy(rules, [{ name: "S", role: "Server", tipsCents: 500, salesCents: 100000 }, { name: "B", role: "Busser", tipsCents: 0 }], null);
    expect(result.employees[0]!.given[0]).toMatchObject({ amountCents: 500, capped: true });
    expect(() => applyTipPolicy(rules, [{ name: "S", role: "Server", tipsCents: -1 }], null)).toThrow(/tip total of -0.01/);
    const byHours: TipPolicyRules = { roles: staff("Server"), steps: [{ kind: "pool", roles: ["Server"], split: "hours" }] };
    expect(() => applyTipPolicy(byHours, [{ name: "S", role: "Server", tipsCents: 100 }], null)).toThrow(/no hours for S/);
  });
});
