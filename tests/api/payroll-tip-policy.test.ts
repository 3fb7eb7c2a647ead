import { and, eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import * as XLSX from "xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, employeeRoles, locations } from "@shared/schema";
import { shutdownPayrollParsing } from "@server/features/payroll/parse/pool";
import { createLocation, createTenant, TEST_PASSWORD } from "../support/factories";
import { readFixture } from "../support/fixtures";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let outsider: TestAgent;
let otherPolicyId: string;

/** The "must show" policy, with the location's manager role listed (and kept out of every step). */
const MUST_SHOW = {
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
const FILE = "week-with-jobs.csv";
const bytes = () => readFixture(`payroll/policy/${FILE}`);

interface Working {
  name: string;
  role: string | null;
  roleSource: string | null;
  manager: boolean;
  inPolicy: boolean;
  reportedTips: string;
  withheld: string;
  tipOutsGiven: string;
  tipOutsReceived: string;
  poolShare: string;
  poolFraction: string | null;
  payout: string;
  lines: string[];
}

const cents = (d: string) => Math.round(Number(d) * 100);
const sumOf = (values: string[]) => values.reduce((s, v) => s + cents(v), 0);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  const other = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  outsider = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
  const foreign = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
  const created = await foreign.post("/api/tip-policies").send({ locationId: other.assigned.id, name: "Theirs", rules: MUST_SHOW });
  otherPolicyId = created.body.id;
});
afterAll(async () => {
  await shutdownPayrollParsing();
  await t?.close();
});

function upload(fields: Record<string, string>, locationId = tenant.assigned.id) {
  const req = admin.post("/api/payroll/upload");
  for (const [k, v] of Object.entries({ locationId, weekEnding: "2026-11-15", ...fields })) req.field(k, v);
  return req.attach("files", bytes(), FILE);
}

describe("a tip policy applied to a calculation", () => {
  let policyId: string;
  let id: string;

  it("servers tip out 3 % to bussers and 2 % to the bar, the rest pooled by points × hours: payouts add up to the file's total", async () => {
    policyId = (await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "Dinner", rules: MUST_SHOW }).expect(201)).body.id;
    const res = await upload({ policyId });
    expect(res.status).toBe(201);
    id = res.body.record.id;
    expect(res.body.record).toMatchObject({ distributionMethod: "tip_policy", tipPolicy: { id: policyId, name: "Dinner" }, totalTips: "1348.15" });
    const { distribution } = res.body;
    expect(distribution.method).toBe("tip_policy");
    const working: Working[] = distribution.policy.working;
    const by = Object.fromEntries(working.map((w) => [w.name, w]));
    // The same five as the domain's worked example, plus one without a role and the manager.
    expect(Object.fromEntries(working.map((w) => [w.name, w.payout]))).toEqual({
      "Ana Ruiz": "359.68",
      "Ben Okafor": "299.73",
      "Cleo Park": "325.33",
      "Dev Shah": "134.24",
      "Eli Moreau": "124.17",
      "Fay Lin": "80.00",
      "Gus Brown": "25.00",
    });
    expect(sumOf(working.map((w) => w.payout))).toBe(134815);
    expect(sumOf(distribution.payouts.map((p: { payout: string }) => p.payout))).toBe(134815);
    expect(distribution.policy).toMatchObject({ totalTips: "1348.15", withheld: "0.00", paidOut: "1348.15", needsRole: ["Fay Lin"] });
    expect(by["Ana Ruiz"]).toMatchObject({ role: "Server", roleSource: "file", tipOutsGiven: "25.00", poolFraction: "30.05 %" });
    expect(by["Ana Ruiz"]!.lines).toEqual([
      "Reported tips $500.00",
      "Step 1: tip-out to Busser, 3 % of $500.00 tips: −$15.00",
      "Step 2: tip-out to Bartender, 2 % of $500.00 tips: −$10.00",
      "Step 3: into the pool −$475.00; share by points × hours, 10 points × 30.00 h = 300 of 998.5 points·hours (30.05 %) of the $1,197.12 pool: +$359.68",
      "Payout $359.68",
    ]);
    expect(by["Gus Brown"]).toMatchObject({ manager: true, inPolicy: true, poolShare: "0.00", tipOutsReceived: "0.00" });
    expect(by["Gus Brown"]!.lines.join(" ")).toMatch(/FLSA §3\(m\)\(2\)\(B\)/);
    expect(by["Fay Lin"]).toMatchObject({ role: null, inPolicy: false });
    expect(res.body.files[0].policyColumns).toEqual({ jobRole: "Job Title", sales: "Net Sales" });
  });

  it("an employee without a role is assigned one, remembered for the location, and the payouts still add up", async () => {
    // Issue 34: a dry run first answers the payouts as they would be and writes nothing.
    const before = (await admin.get(`/api/payroll/${id}`)).body.distribution.policy.working as Working[];
    const dry = await admin.put(`/api/payroll/${id}/roles?dryRun=1`).send({ assignments: [{ name: "Fay Lin", role: "server" }] });
    expect(dry.status).toBe(200);
    const dryFay = (dry.body.distribution.policy.working as Working[]).find((w) => w.name === "Fay Lin")!;
    expect(dryFay).toMatchObject({ role: "Server", roleSource: "assigned" });
    expect(dryFay.payout).not.toBe(before.find((w) => w.name === "Fay Lin")!.payout);
    expect(await t.db.select().from(employeeRoles).where(eq(employeeRoles.locationId, tenant.assigned.id))).toEqual([]);
    expect((await admin.get(`/api/payroll/${id}`)).body.distribution.policy.needsRole).toEqual(["Fay Lin"]);

    const res = await admin.put(`/api/payroll/${id}/roles`).send({ assignments: [{ name: "Fay Lin", role: "server" }] });
    expect(res.status).toBe(200);
    const working: Working[] = res.body.distribution.policy.working;
    const fay = working.find((w) => w.name === "Fay Lin")!;
    expect(fay).toMatchObject({ role: "Server", roleSource: "assigned", inPolicy: true, tipOutsGiven: "4.00" });
    expect(res.body.distribution.policy.needsRole).toEqual([]);
    expect(sumOf(working.map((w) => w.payout))).toBe(134815);
    const [remembered] = await t.db.select().from(employeeRoles).where(eq(employeeRoles.locationId, tenant.assigned.id));
    expect(remembered).toMatchObject({ nameKey: "fay lin", role: "Server" });
    // Audited: the calculation's assignments before and after, by whom (issue 34: a role changes saved payouts).
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, "update")));
    const assigned = audits.find((a) => JSON.stringify(a.after).includes("fay lin"));
    expect(assigned?.actorId).toBe(tenant.admin.id);
    expect((assigned!.before as { tipPolicy: { assignments: Record<string, string> } }).tipPolicy.assignments).not.toHaveProperty("fay lin");
    expect((assigned!.after as { tipPolicy: { assignments: Record<string, string> } }).tipPolicy.assignments).toMatchObject({ "fay lin": "Server" });

    // Another week: the first calculation keeps its own (one calculation per week and location).
    const again = await upload({ policyId, weekEnding: "2026-11-22" });
    const fayAgain = (again.body.distribution.policy.working as Working[]).find((w) => w.name === "Fay Lin")!;
    expect(fayAgain).toMatchObject({ role: "Server", roleSource: "assigned" });
    await admin.delete(`/api/payroll/${again.body.record.id}`).expect(204);

    const bad = await admin.put(`/api/payroll/${id}/roles`).send({ assignments: [{ name: "Fay Lin", role: "Sommelier" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('"Sommelier" is not one of the roles of the policy "Dinner" (Server, Bartender, Busser, Manager).');
  });

  it("exports carry the working as columns, and the payroll import has employee, hours and tips", async () => {
    const csv = await admin.get(`/api/payroll/${id}/export.csv`).buffer(true);
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(
      "Employee,Role,Hours,Reported Tips,Card Tips,Card Fee Withheld,Tip-outs Given,Tip-outs Received,Pool Contribution,Pool Points,Pool Share %,Pool Share,Payout,Working",
    );
    const rows = lines.slice(1).map((l) => l.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, "")));
    expect(rows).toHaveLength(7);
    // Fay Lin is a server now (assigned above), so the pool has six members.
    expect(rows.reduce((s, r) => s + cents(r[12]!), 0)).toBe(134815);
    expect(rows[0]!.slice(0, 13)).toEqual(["Ana Ruiz", "Server", "30", "500.00", "430.00", "0.00", "25.00", "0.00", "475.00", "10", "26.82", expect.any(String), expect.any(String)]);
    expect(rows[0]![13]).toMatch(/^"Reported tips \$500\.00; Step 1: tip-out to Busser/);

    const xlsx = await admin.get(`/api/payroll/${id}/export.xlsx`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => cb(null, Buffer.concat(chunks)));
    });
    const book = XLSX.read(xlsx.body as Buffer);
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Payouts!);
    expect(Object.keys(sheet[0]!)).toEqual(expect.arrayContaining(["Role", "Tip-outs Given", "Pool Share %", "Payout", "Working"]));
    const total = sheet.find((r) => r.Employee === "Total")!;
    expect(total.Payout).toBe(1348.15);
    expect(sheet.filter((r) => r.Employee !== "Total").reduce((s, r) => s + Math.round((r.Payout as number) * 100), 0)).toBe(134815);
    const summary = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Summary!, { header: 1 });
    expect(summary).toContainEqual(["Method", "Tip policy: Dinner"]);
    expect(summary).toContainEqual(["Step 1", "Server tip out 3 % of tips to Busser"]);

    const payroll = await admin.get(`/api/payroll/${id}/payroll-import.csv`).buffer(true);
    expect(payroll.status).toBe(200);
    expect(payroll.headers["content-disposition"]).toContain("payroll-import-week-ending-2026-11-15.csv");
    const importLines = payroll.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(importLines[0]).toBe("Employee,Hours,Tips");
    expect(importLines).toHaveLength(8);
    expect(importLines.slice(1).reduce((s, l) => s + cents(l.split(",").at(-1)!), 0)).toBe(134815);
  });

  it("switching to as reported or by hours gives exactly what those methods always gave, and back to the policy", async () => {
    const reported = await admin.patch(`/api/payroll/${id}`).send({ method: "as_reported" }).expect(200);
    expect(reported.body.record.distributionMethod).toBe("as_reported");
    expect(reported.body.record.tipPolicy).toBeUndefined();
    expect(reported.body.distribution.policy).toBeUndefined();
    for (const p of reported.body.distribution.payouts) expect(p.payout).toBe(p.reportedTips);
    const csv = await admin.get(`/api/payroll/${id}/export.csv`).buffer(true);
    expect(csv.text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Employee,Hours,Reported Tips,Payout");
    const byHours = await admin.patch(`/api/payroll/${id}`).send({ method: "pool_by_hours" }).expect(200);
    expect(sumOf(byHours.body.distribution.payouts.map((p: { payout: string }) => p.payout))).toBe(134815);
    const back = await admin.patch(`/api/payroll/${id}`).send({ policyId }).expect(200);
    expect(back.body.record.distributionMethod).toBe("tip_policy");
  });

  it("a policy of another location is refused with 400, another organization's with 404, and nothing changes", async () => {
    const elsewhere = await createLocation(t.db, tenant.org.id, { name: "Elsewhere" });
    const theirs = (await admin.post("/api/tip-policies").send({ locationId: elsewhere.id, name: "Elsewhere", rules: MUST_SHOW })).body.id;
    const wrongLocation = await admin.patch(`/api/payroll/${id}`).send({ policyId: theirs });
    expect(wrongLocation.status).toBe(400);
    expect(wrongLocation.body.message).toMatch(/belongs to another location/);
    expect((await admin.patch(`/api/payroll/${id}`).send({ policyId: otherPolicyId })).status).toBe(404);
    expect((await upload({ policyId: otherPolicyId })).status).toBe(404);
    expect((await admin.patch(`/api/payroll/${id}`).send({ policyId: "not-a-policy" })).status).toBe(404);
    expect((await outsider.put(`/api/payroll/${id}/roles`).send({ assignments: [{ name: "Fay Lin", role: "Busser" }] })).status).toBe(404);
    expect((await outsider.get(`/api/payroll/${id}/payroll-import.csv`)).status).toBe(404);
    expect((await admin.get(`/api/payroll/${id}`)).body.record.distributionMethod).toBe("tip_policy");
  });

  it("card-fee withholding is refused when the location is in California, naming the law", async () => {
    const fee = { ...MUST_SHOW, steps: [{ kind: "card_fee", percent: 3 }, ...MUST_SHOW.steps] };
    const feePolicy = (await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "With fee", rules: fee }).expect(201)).body.id;
    const ok = await admin.patch(`/api/payroll/${id}`).send({ policyId: feePolicy }).expect(200);
    const policy = ok.body.distribution.policy;
    // 3 % of each employee's card tips, to the cent: 12.90 + 11.42 + 9.01 + 0.37 + 2.40 = 36.10.
    expect(policy.withheld).toBe("36.10");
    expect(cents(policy.paidOut) + cents(policy.withheld)).toBe(134815);
    await t.db.update(locations).set({ state: "CA" }).where(eq(locations.id, tenant.assigned.id));
    const refused = await admin.patch(`/api/payroll/${id}`).send({ policyId: feePolicy });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The tip policy "With fee" cannot be applied: .*not allowed at a location in CA — California Labor Code §351/);
    await t.db.update(locations).set({ state: "NY" }).where(eq(locations.id, tenant.assigned.id));
  });
});
