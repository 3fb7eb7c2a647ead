/** Issue 31 through the real app: implausible exports refused with nothing stored; merges shown and split back. */
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payrollRecords } from "@shared/schema";
import { shutdownPayrollParsing } from "@server/features/payroll/parse/pool";
import { createLocation, createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp({ PAYROLL_QUEUE_BYTES: String(Number.MAX_SAFE_INTEGER) });
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
});
afterAll(async () => {
  await shutdownPayrollParsing();
  await t?.close();
});

function upload(files: { name: string; csv: string }[], locationId: string, fields: Record<string, string | string[]> = {}) {
  const req = admin.post("/api/payroll/upload");
  for (const [k, v] of Object.entries({ locationId, weekEnding: "2026-11-22", ...fields })) for (const one of Array.isArray(v) ? v : [v]) req.field(k, one);
  for (const f of files) req.attach("files", Buffer.from(f.csv), f.name);
  return req;
}
const stored = (locationId: string) => t.db.select().from(payrollRecords).where(eq(payrollRecords.locationId, locationId));

describe("implausible exports are refused before anything is stored", () => {
  it.each([
    ["a month's report", "month.csv", "Tips Report\nDate Range: 11/01/2026 - 11/30/2026\nEmployee,Tips\nAna Ruiz,2810.40\nBo Chen,2455.10\n", /more than one pay week/],
    ["another week", "other.csv", "Week of 11/09/2026 - 11/15/2026\nEmployee,Tips\nAna Ruiz,281.40\nBo Chen,245.10\n", /outside the week 2026-11-16 to 2026-11-22/],
    ["tip rates", "rates.csv", "Employee,Net Sales,Tips\nAna Ruiz,3204.50,0.16\nBo Chen,2880.10,0.17\n", /"Tips" is \$1\.00 or less \(rows 2, 3\)/],
    ["two tip columns, unexplained", "two.csv", "Employee,Tips,Tips Paid\nAna Ruiz,312.40,280.10\nBo Chen,255.00,240.00\n", /"Tips", "Tips Paid"\. Which of them holds the tips to pay\?/],
  ])("%s: 400 naming the file, nothing stored", async (_what, name, csv, message) => {
    const location = await createLocation(t.db, tenant.org.id, { name: `Scratch ${name}` });
    const res = await upload([{ name, csv }], location.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`"${name}"`);
    expect(res.body.message).toMatch(message);
    expect(await stored(location.id)).toEqual([]);
  });
});

describe("components and one person across files", () => {
  const week = [
    { name: "card.csv", csv: "Staff,Paycheck Tips,Cash Tips,Total Tips\nJosé Peña,644.30,10.00,654.30\nGrace Liu,512.10,0,512.10\n" },
    { name: "cash.csv", csv: 'Name,Cash Tips\n"PENA, JOSE",92.00\n' },
  ];

  it("counts every component once, shows them, lists the merge; keepApart splits it back with the same total", async () => {
    const location = await createLocation(t.db, tenant.org.id, { name: "Merge week" });
    const res = await upload(week, location.id);
    expect(res.status).toBe(201);
    expect(res.body.summary.totalTips).toBe("1258.40");
    const jose = res.body.employees.find((e: { name: string }) => e.name === "José Peña");
    expect(jose.tips).toBe("746.30");
    expect(jose.components).toEqual([
      { label: "Paycheck Tips", tips: "644.30" },
      { label: "Cash Tips", tips: "102.00" },
    ]);
    expect(res.body.files[0].tipComponents).toEqual(["Paycheck Tips", "Cash Tips"]);
    expect(res.body.files[0].tipChecks).toEqual(["Total Tips"]);
    expect(res.body.merges).toEqual([{ name: "José Peña", asWritten: ["José Peña", "PENA, JOSE"] }]);

    const split = await upload(week, location.id, { replace: "true", keepApart: ["PENA, JOSE"] });
    expect(split.status).toBe(201);
    expect(split.body.summary.totalTips).toBe("1258.40");
    expect(split.body.employees.map((e: { name: string; tips: string }) => [e.name, e.tips])).toEqual([
      ["José Peña", "654.30"],
      ["Grace Liu", "512.10"],
      ["JOSE PENA", "92.00"],
    ]);
    expect(split.body.merges).toEqual([]);
    expect(await stored(location.id)).toHaveLength(1);
  });
});
