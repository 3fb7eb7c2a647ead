import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTipPolicy, type PolicyEmployee } from "@shared/domain/tip-policy-apply";
import { POOL_SPLITS, tipPolicyProblems, type PolicyRole, type PolicyStep, type TipPolicyRules } from "@shared/domain/tip-policy";

const STAFF = ["Server", "Busser", "Bartender", "Runner", "Host"];
const MANAGERS: PolicyRole[] = [
  { name: "Manager", kind: "manager" },
  { name: "Owner", kind: "owner" },
];
const ROLES: PolicyRole[] = [...STAFF.map((name) => ({ name, kind: "staff" as const })), ...MANAGERS];

const subset = (from: string[]) => fc.subarray(from, { minLength: 1 });
const percent = fc.integer({ min: 1, max: 10000 }).map((bp) => bp / 100);

const tipOut = fc
  .tuple(subset(STAFF), fc.boolean(), percent, fc.constantFrom("tips" as const, "sales" as const))
  .chain(([from, _x, pct, base]) =>
    subset(STAFF.filter((r) => !from.includes(r)).length > 0 ? STAFF.filter((r) => !from.includes(r)) : ["Host"]).map(
      (to): PolicyStep => ({ kind: "tip_out", fromRoles: from.includes("Host") && to.includes("Host") ? from.filter((f) => f !== "Host") : from, toRoles: to, percent: pct, base }),
    ),
  )
  .filter((s) => s.kind === "tip_out" && s.fromRoles.length > 0);

const pool = fc.tuple(subset(STAFF), fc.constantFrom(...POOL_SPLITS), fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 5, maxLength: 5 })).map(
  ([roles, split, pts]): PolicyStep => ({ kind: "pool", roles, split, points: Object.fromEntries(STAFF.map((r, i) => [r, (pts[i] ?? 1) / 100])) }),
);

const policy: fc.Arbitrary<TipPolicyRules> = fc
  .tuple(fc.option(fc.integer({ min: 1, max: 1000 }).map((bp) => bp / 100)), fc.array(tipOut, { maxLength: 3 }), fc.option(pool))
  .map(([fee, tipOuts, p]) => ({
    roles: ROLES,
    steps: [...(fee === null ? [] : [{ kind: "card_fee" as const, percent: fee }]), ...tipOuts, ...(p === null ? [] : [p])],
  }))
  .filter((rules) => rules.steps.length > 0);

const employee = (i: number): fc.Arbitrary<PolicyEmployee> =>
  fc
    .record({
      role: fc.constantFrom<string | null>(...STAFF, "Manager", "Owner", "Cook", null),
      hundredths: fc.integer({ min: 0, max: 6000 }),
      tipsCents: fc.integer({ min: 0, max: 500_000 }),
      cardShare: fc.integer({ min: 0, max: 100 }),
      salesCents: fc.integer({ min: 0, max: 5_000_000 }),
    })
    .map(({ role, hundredths, tipsCents, cardShare, salesCents }) => ({
      name: `Employee ${i}`,
      role,
      hours: hundredths / 100,
      tipsCents,
      cardTipsCents: Math.floor((tipsCents * cardShare) / 100),
      salesCents,
    }));

const employees = fc.integer({ min: 1, max: 25 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => employee(i))));

/** A pool where nobody worked but there are tips is refused; leave those cases to the unit tests. */
function applies(rules: TipPolicyRules, people: PolicyEmployee[]) {
  try {
    return applyTipPolicy(rules, people, "NY");
  } catch (err) {
    if (err instanceof Error && /nobody in the pool worked any hours/.test(err.message)) return null;
    throw err;
  }
}

describe("tip policy properties", () => {
  it("payouts and the card fee withheld add up to the file's total to the cent, and none is negative", () => {
    fc.assert(
      fc.property(policy, employees, (rules, people) => {
        const result = applies(rules, people);
        if (!result) return;
        const total = people.reduce((s, p) => s + p.tipsCents, 0);
        expect(result.payoutCents + result.withheldCents).toBe(total);
        expect(result.employees.reduce((s, e) => s + e.payoutCents, 0)).toBe(result.payoutCents);
        for (const e of result.employees) {
          expect(e.payoutCents).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(e.payoutCents)).toBe(true);
        }
        if (!rules.steps.some((s) => s.kind === "card_fee")) expect(result.payoutCents).toBe(total);
      }),
      { numRuns: 400 },
    );
  });

  it("no manager or owner receives pool money or tip-outs, and keeps exactly the tips reported less any card fee", () => {
    fc.assert(
      fc.property(policy, employees, (rules, people) => {
        const result = applies(rules, people);
        if (!result) return;
        for (const e of result.employees.filter((x) => x.role === "Manager" || x.role === "Owner")) {
          expect(e.manager).toBe(true);
          expect(e.pool).toBeNull();
          expect(e.received).toEqual([]);
          expect(e.payoutCents).toBe(e.reportedCents - e.withheldCents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("applying the same policy twice gives the same result", () => {
    fc.assert(
      fc.property(policy, employees, (rules, people) => {
        const first = applies(rules, people);
        expect(applies(structuredClone(rules), structuredClone(people))).toEqual(first);
      }),
      { numRuns: 200 },
    );
  });

  it("any policy that puts a manager or owner role into a pool or tip-out is refused with the FLSA rule", () => {
    fc.assert(
      fc.property(policy, fc.constantFrom("Manager", "Owner"), fc.constantFrom("pool", "from", "to"), (rules, boss, where) => {
        const steps = rules.steps.map((s) => ({ ...s })) as PolicyStep[];
        if (where === "pool") steps.push({ kind: "pool", roles: [boss], split: "equal" });
        else steps.push({ kind: "tip_out", fromRoles: where === "from" ? [boss] : ["Server"], toRoles: where === "to" ? [boss] : ["Busser"], percent: 1, base: "tips" });
        const problems = tipPolicyProblems({ roles: rules.roles, steps }, "NY");
        expect(problems.some((p) => p.message.includes(`"${boss}" is`) && p.message.includes("FLSA §3(m)(2)(B)"))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
