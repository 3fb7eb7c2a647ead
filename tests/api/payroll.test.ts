import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import * as XLSX from "xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, payrollRecords } from "@shared/schema";
import { shutdownPayrollParsing } from "@server/features/payroll/parse/pool";
import { createLocation, createTenant, TEST_PASSWORD } from "../support/factories";
import { fixturePath, readExpected, readFixture } from "../support/fixtures";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

interface ExpectedEmployee {
  name: string;
  tipsCents: number;
  hours?: number;
  rows?: number[];
  byFile?: Array<{ file: string; tipsCents: number; rows: number[] }>;
}
interface ExpectedPool {
  totalTipsCents: number;
  totalHours: number;
  shares: Array<{ name: string; hours: number; shareCents: number }>;
}
interface ExpectedValid {
  file: string;
  weekEnding: string;
  dataSheet: string;
  headerRow: number;
  totalTips: string;
  totalTipsCents: number;
  employeeCount: number;
  totalHours?: number;
  employees: ExpectedEmployee[];
  ignoredRows: Array<{ row: number }>;
  hoursPool?: ExpectedPool;
}
interface ExpectedCase extends Omit<ExpectedValid, "file" | "dataSheet" | "headerRow" | "ignoredRows"> {
  files: string[];
}
interface ExpectedInvalid {
  file: string;
  expected: { status: number | number[]; messageMentions: string[] };
}

interface Calculation {
  record: { id: string; locationId: string; weekEnding: string; totalTips: string; employeeCount: number; fileName: string; distributionMethod: string };
  summary: { totalTips: string; employeeCount: number; averageTips: string | null; totalHours: number | null };
  employees: Array<{ name: string; tips: string; hours: number | null; rows: Array<{ file: string; row: number; tips: string }> }>;
  distribution: {
    method: string;
    canPoolByHours: boolean;
    totalTips: string;
    payouts: Array<{ name: string; reportedTips: string; hours: number | null; payout: string }>;
  };
  files: Array<{ fileName: string; sheet: string; headerRow: number; columns: Record<string, string> }>;
  warnings: string[];
  skippedRows: Array<{ file: string; row: number; reason: string }>;
}

/** Ground-truth files of a fixture folder, as "<base>.json" (readExpected swaps the extension for .expected.json). */
const listDir = (dir: string) =>
  readdirSync(fixturePath(`payroll/${dir}`))
    .filter((f) => f.endsWith(".expected.json"))
    .sort()
    .map((f) => f.replace(/\.expected\.json$/, ".json"));
const validFixtures = listDir("valid").map((f) => readExpected<ExpectedValid>(`payroll/valid/${f}`));
const cases = listDir("cases").map((f) => readExpected<ExpectedCase>(`payroll/cases/${f}`));
const invalidFixtures = listDir("invalid").map((f) => readExpected<ExpectedInvalid>(`payroll/invalid/${f}`));

/** The fixtures README's name rule, written independently of the reader. */
function comparable(name: string): string {
  const cleaned = name.normalize("NFC").replace(/\s+/g, " ").trim();
  const parts = cleaned.split(",").map((p) => p.trim());
  return (parts.length === 2 ? `${parts[1]} ${parts[0]}` : cleaned).replace(/\s+/g, " ").trim().toLowerCase();
}
/** "1234.50" → 123450, exactly. */
function cents(decimal: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  if (!m) throw new Error(`not a 2-decimal amount: ${decimal}`);
  const value = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let outsider: TestAgent;

beforeAll(async () => {
  // The reader through the direct answer, limits included (10 MB files): the queued path is payroll-jobs.test.ts.
  t = await createTestApp({ PAYROLL_QUEUE_BYTES: String(Number.MAX_SAFE_INTEGER) });
  tenant = await createTenant(t.db, undefined, { staffSeePayrollBudgets: true }); // staff of the location see payroll
  const other = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  outsider = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
});
afterAll(async () => {
  await shutdownPayrollParsing();
  await t?.close();
});

type Upload = { name: string; bytes: Buffer };
const fixtureFile = (dir: string, name: string): Upload => ({ name, bytes: readFixture(`payroll/${dir}/${name}`) });

function upload(agent: TestAgent, files: Upload[], fields: Record<string, string> = {}, locationId = tenant.assigned.id) {
  const req = agent.post("/api/payroll/upload");
  const all = { locationId, weekEnding: "2026-11-08", ...fields };
  for (const [k, v] of Object.entries(all)) req.field(k, v);
  for (const f of files) req.attach("files", f.bytes, f.name);
  return req;
}

const storedFor = async (locationId: string) => t.db.select().from(payrollRecords).where(eq(payrollRecords.locationId, locationId));

/** A fresh location per test that counts records, so "nothing stored" is exact. */
const freshLocation = () => createLocation(t.db, tenant.org.id, { name: "Scratch" });

function expectEmployees(body: Calculation, expected: ExpectedEmployee[]) {
  expect(body.employees).toHaveLength(expected.length);
  const byName = new Map(body.employees.map((e) => [comparable(e.name), e]));
  for (const want of expected) {
    const got = byName.get(comparable(want.name));
    expect(got, `employee ${want.name}`).toBeDefined();
    expect(cents(got!.tips), `tips of ${want.name}`).toBe(want.tipsCents);
    if (want.hours !== undefined) expect(got!.hours, `hours of ${want.name}`).toBe(want.hours);
  }
}

function expectPool(body: Calculation, pool: ExpectedPool) {
  expect(body.distribution.method).toBe("pool_by_hours");
  expect(body.distribution.canPoolByHours).toBe(true);
  const payouts = new Map(body.distribution.payouts.map((p) => [comparable(p.name), p]));
  for (const share of pool.shares) {
    const got = payouts.get(comparable(share.name));
    expect(got?.hours, `hours of ${share.name}`).toBe(share.hours);
    expect(cents(got!.payout), `pool share of ${share.name}`).toBe(share.shareCents);
  }
  const sum = body.distribution.payouts.reduce((s, p) => s + cents(p.payout), 0);
  expect(sum).toBe(pool.totalTipsCents);
}

describe("POST /api/payroll/upload with every valid fixture", () => {
  it.each(validFixtures.map((e) => [e.file, e] as const))("%s: totals, count and each employee to the cent", async (_file, expected) => {
    const location = await freshLocation();
    const res = await upload(admin, [fixtureFile("valid", expected.file)], { weekEnding: expected.weekEnding }, location.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = res.body as Calculation;

    expect(body.summary.totalTips).toBe(expected.totalTips);
    expect(body.summary.employeeCount).toBe(expected.employeeCount);
    expect(body.summary.totalHours).toBe(expected.totalHours ?? null);
    expectEmployees(body, expected.employees);
    expect(body.distribution.method).toBe("as_reported");
    expect(body.distribution.payouts.map((p) => p.payout)).toEqual(body.employees.map((e) => e.tips));
    expect(body.distribution.canPoolByHours).toBe(expected.hoursPool !== undefined);

    // What was read, per file: the sheet and header row of the ground truth; every ignored row reported.
    expect(body.files).toHaveLength(1);
    expect(body.files[0]).toMatchObject({ fileName: expected.file, sheet: expected.dataSheet, headerRow: expected.headerRow });
    const skipped = new Set(body.skippedRows.map((r) => r.row));
    for (const ignored of expected.ignoredRows) expect(skipped.has(ignored.row), `row ${ignored.row} reported as skipped`).toBe(true);
    for (const row of body.skippedRows) expect(row.reason).not.toBe("");

    // The stored record.
    expect(body.record).toMatchObject({
      locationId: location.id,
      weekEnding: expected.weekEnding,
      totalTips: expected.totalTips,
      employeeCount: expected.employeeCount,
      fileName: expected.file,
      distributionMethod: "as_reported",
    });
    const [row] = await storedFor(location.id);
    expect(row).toMatchObject({ totalTips: expected.totalTips, employeeCount: expected.employeeCount, fileName: expected.file });
    expect((row!.processedData as { totalTipsCents: number }).totalTipsCents).toBe(expected.totalTipsCents);

    if (expected.hoursPool) {
      const pooled = await admin.patch(`/api/payroll/${body.record.id}`).send({ method: "pool_by_hours" });
      expect(pooled.status, JSON.stringify(pooled.body)).toBe(200);
      expectPool(pooled.body as Calculation, expected.hoursPool);
      expect((pooled.body as Calculation).summary.totalTips).toBe(expected.totalTips);
    }
  });

  it("pools by hours at upload when asked, and the shares add up to the total", async () => {
    const expected = validFixtures.find((e) => e.file === "tip-pool-hours-2026-11-15.xls")!;
    const location = await freshLocation();
    const res = await upload(admin, [fixtureFile("valid", expected.file)], { weekEnding: expected.weekEnding, method: "pool_by_hours" }, location.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectPool(res.body as Calculation, expected.hoursPool!);
    expect((res.body as Calculation).record.distributionMethod).toBe("pool_by_hours");
    const [row] = await storedFor(location.id);
    expect(row!.distributionMethod).toBe("pool_by_hours");
  });
});

describe.each(cases.map((c) => [c.files.join(" + "), c] as const))("multi-file upload %s", (_name, expected) => {
  let body: Calculation;
  let locationId: string;

  beforeAll(async () => {
    locationId = (await freshLocation()).id;
    const res = await upload(admin, expected.files.map((f) => fixtureFile("valid", f)), { weekEnding: expected.weekEnding }, locationId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    body = res.body as Calculation;
  });

  it("sums each employee across the files, to the cent", () => {
    expect(body.summary.totalTips).toBe(expected.totalTips);
    expect(body.summary.employeeCount).toBe(expected.employeeCount);
    expectEmployees(body, expected.employees);
    const byName = new Map(body.employees.map((e) => [comparable(e.name), e]));
    for (const want of expected.employees) {
      for (const part of want.byFile ?? []) {
        const rows = byName.get(comparable(want.name))!.rows.filter((r) => r.file === part.file);
        expect(rows.map((r) => r.row).sort((a, b) => a - b), `${want.name} in ${part.file}`).toEqual(part.rows);
        expect(rows.reduce((s, r) => s + cents(r.tips), 0)).toBe(part.tipsCents);
      }
    }
  });

  it("stores one record naming both files", async () => {
    expect(body.record.fileName).toBe(expected.files.join(", "));
    expect(body.files.map((f) => f.fileName)).toEqual(expected.files);
    expect(await storedFor(locationId)).toHaveLength(1);
  });

  it("pools the week's total by hours, adding up exactly", async () => {
    if (!expected.hoursPool) return;
    const res = await admin.patch(`/api/payroll/${body.record.id}`).send({ method: "pool_by_hours" });
    expect(res.status).toBe(200);
    expectPool(res.body as Calculation, expected.hoursPool);
  });
});

describe("refused uploads store nothing", () => {
  it.each(invalidFixtures.map((e) => [e.file, e] as const))("%s: a clear 4xx naming the file", async (_file, fixture) => {
    const location = await freshLocation();
    const res = await upload(admin, [fixtureFile("invalid", fixture.file)], {}, location.id);
    const statuses = Array.isArray(fixture.expected.status) ? fixture.expected.status : [fixture.expected.status];
    expect(statuses).toContain(res.status);
    for (const mention of fixture.expected.messageMentions) expect(String(res.body.message).toLowerCase()).toContain(mention.toLowerCase());
    expect(await storedFor(location.id)).toEqual([]);
  });

  it("refuses the whole upload when one of several files is bad", async () => {
    const location = await freshLocation();
    const res = await upload(
      admin,
      [fixtureFile("valid", "employee-tips-simple.xlsx"), fixtureFile("invalid", "timesheet-no-tips-column.xlsx")],
      {},
      location.id,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("timesheet-no-tips-column.xlsx");
    expect(await storedFor(location.id)).toEqual([]);
  });

  it("refuses a file over 10 MB with 413 naming it", async () => {
    const location = await freshLocation();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const res = await upload(admin, [fixtureFile("valid", "employee-tips-simple.xlsx"), { name: "huge export.xlsx", bytes: big }], {}, location.id);
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('"huge export.xlsx"');
    expect(res.body.message).toContain("10 MB");
    expect(await storedFor(location.id)).toEqual([]);
  });

  it("refuses 10 MB of line breaks (millions of rows) with 413 naming the file, without exhausting memory", async () => {
    const location = await freshLocation();
    const csv = Buffer.from("Employee,Tips\r\nAna Ruiz,10.00\r\n");
    const padded = Buffer.concat([csv, Buffer.alloc(10 * 1024 * 1024 - csv.length, 0x0a)]);
    const res = await upload(admin, [{ name: "blank-lines.csv", bytes: padded }], {}, location.id);
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('"blank-lines.csv"');
    expect(res.body.message).toContain("rows");
    expect(await storedFor(location.id)).toEqual([]);
  });

  it("accepts a file of exactly 10 MB as far as the size goes", async () => {
    const location = await freshLocation();
    const csv = Buffer.from("Employee,Tips,Notes\r\nAna Ruiz,10.00,");
    const padded = Buffer.concat([csv, Buffer.alloc(10 * 1024 * 1024 - csv.length, 0x78)]);
    const res = await upload(admin, [{ name: "padded.csv", bytes: padded }], {}, location.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.summary).toEqual({ totalTips: "10.00", employeeCount: 1, averageTips: "10.00", totalHours: null });
  });

  it("refuses more than 20 files", async () => {
    const location = await freshLocation();
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.csv`, bytes: Buffer.from(`Employee,Tips\nP${i},1.00\n`) }));
    const res = await upload(admin, files, {}, location.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("at most 20 files");
    expect(await storedFor(location.id)).toEqual([]);
  });

  it("refuses the same file sent twice (its tips would be paid twice)", async () => {
    const location = await freshLocation();
    const file = fixtureFile("valid", "employee-tips-simple.xlsx");
    const res = await upload(admin, [file, { ...file, name: "copy.xlsx" }], {}, location.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("copy.xlsx");
    expect(await storedFor(location.id)).toEqual([]);
  });

  it("refuses pooling by hours when the files have no hours, storing nothing", async () => {
    const location = await freshLocation();
    const res = await upload(admin, [fixtureFile("valid", "employee-tips-simple.xlsx")], { method: "pool_by_hours" }, location.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/hours/);
    expect(await storedFor(location.id)).toEqual([]);
  });

  it.each([
    ["no files", {}, [], "files"],
    ["no week ending", { weekEnding: "" }, ["employee-tips-simple.xlsx"], "weekEnding"],
    ["an impossible week ending", { weekEnding: "2026-02-30" }, ["employee-tips-simple.xlsx"], "weekEnding"],
    ["an unknown method", { method: "evenly" }, ["employee-tips-simple.xlsx"], "method"],
  ] as const)("400 for %s", async (_label, fields, files, path) => {
    const location = await freshLocation();
    const res = await upload(admin, files.map((f) => fixtureFile("valid", f)), fields, location.id);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(path);
    expect(await storedFor(location.id)).toEqual([]);
  });

  it("400 without a locationId, 404 for a location of another organization", async () => {
    const noLocation = await admin.post("/api/payroll/upload").field("weekEnding", "2026-11-08").attach("files", readFixture("payroll/valid/employee-tips-simple.xlsx"), "a.xlsx");
    expect(noLocation.status).toBe(400);
    const foreign = await upload(outsider, [fixtureFile("valid", "employee-tips-simple.xlsx")]);
    expect(foreign.status).toBe(404);
    const unassigned = await upload(staff, [fixtureFile("valid", "employee-tips-simple.xlsx")], {}, tenant.unassigned.id);
    expect(unassigned.status).toBe(404);
    expect(await storedFor(tenant.unassigned.id)).toEqual([]);
  });

  it("keeps a UTF-8 file name as written", async () => {
    const location = await freshLocation();
    const res = await upload(admin, [{ name: "Hernández tips.csv", bytes: Buffer.from("Employee,Tips\nLuis Hernández,5.25\n") }], {}, location.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.record.fileName).toBe("Hernández tips.csv");
    expect(res.body.employees[0].name).toBe("Luis Hernández");
  });
});

describe("reading back, switching, exporting and deleting", () => {
  let location: { id: string };
  let first: Calculation;
  let second: Calculation;

  beforeAll(async () => {
    location = await freshLocation();
    const a = await upload(admin, [fixtureFile("valid", "employee-tips-simple.xlsx")], { weekEnding: "2026-11-01" }, location.id);
    const b = await upload(admin, [fixtureFile("valid", "tip-pool-hours-2026-11-15.xls")], { weekEnding: "2026-11-15" }, location.id);
    first = a.body as Calculation;
    second = b.body as Calculation;
  });

  it("lists a location's calculations, newest first, without the processed data", async () => {
    const res = await admin.get(`/api/payroll?locationId=${location.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([second.record.id, first.record.id]);
    expect(res.body[1]).toEqual({
      id: first.record.id,
      locationId: location.id,
      weekEnding: "2026-11-01",
      totalTips: "4649.90",
      employeeCount: 9,
      averageTips: "516.66",
      fileName: "employee-tips-simple.xlsx",
      distributionMethod: "as_reported",
      createdAt: expect.any(String),
    });
    expect(res.body[0]).not.toHaveProperty("processedData");
  });

  it("400 without locationId; 404 for a location not reachable", async () => {
    expect((await admin.get("/api/payroll")).status).toBe(400);
    expect((await outsider.get(`/api/payroll?locationId=${location.id}`)).status).toBe(404);
    expect((await staff.get(`/api/payroll?locationId=${location.id}`)).status).toBe(404);
  });

  it("staff of the location see its calculations", async () => {
    const res = await upload(staff, [fixtureFile("valid", "employee-tips-simple.xlsx")], {}, tenant.assigned.id);
    expect(res.status).toBe(201);
    const list = await staff.get(`/api/payroll?locationId=${tenant.assigned.id}`);
    expect(list.body.map((r: { id: string }) => r.id)).toContain(res.body.record.id);
  });

  it("GET /api/payroll/:id gives the per-employee breakdown", async () => {
    const res = await admin.get(`/api/payroll/${second.record.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(second);
    expect(res.body.employees[0].rows[0]).toMatchObject({ file: "tip-pool-hours-2026-11-15.xls", row: 3 });
    expect((await outsider.get(`/api/payroll/${second.record.id}`)).status).toBe(404);
    expect((await admin.get("/api/payroll/not-a-uuid")).status).toBe(404);
    expect((await admin.get("/api/payroll/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("PATCH switches the method and back; the total never changes", async () => {
    const pooled = await admin.patch(`/api/payroll/${second.record.id}`).send({ method: "pool_by_hours" });
    expect(pooled.status).toBe(200);
    expect(pooled.body.record.distributionMethod).toBe("pool_by_hours");
    expect(pooled.body.record.totalTips).toBe(second.record.totalTips);
    const again = await admin.get(`/api/payroll/${second.record.id}`);
    expect(again.body.distribution.method).toBe("pool_by_hours");
    const back = await admin.patch(`/api/payroll/${second.record.id}`).send({ method: "as_reported" });
    expect(back.body.distribution.payouts.map((p: { payout: string }) => p.payout)).toEqual(second.employees.map((e) => e.tips));
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, second.record.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "update", "update"]);
  });

  it("PATCH refuses pooling without hours (400, unchanged), bad methods (400) and other tenants (404)", async () => {
    const res = await admin.patch(`/api/payroll/${first.record.id}`).send({ method: "pool_by_hours" });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("hours");
    expect((await admin.get(`/api/payroll/${first.record.id}`)).body.record.distributionMethod).toBe("as_reported");
    expect((await admin.patch(`/api/payroll/${first.record.id}`).send({ method: "evenly" })).status).toBe(400);
    expect((await admin.patch(`/api/payroll/${first.record.id}`).send({})).status).toBe(400);
    expect((await outsider.patch(`/api/payroll/${first.record.id}`).send({ method: "as_reported" })).status).toBe(404);
  });

  it("exports the payouts as CSV", async () => {
    const res = await admin.get(`/api/payroll/${second.record.id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?tips-week-ending-2026-11-15\.csv"?$/);
    const lines = res.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Employee,Hours,Reported Tips,Payout");
    expect(lines).toHaveLength(1 + second.employees.length);
    expect(lines[1]).toBe(`${second.employees[0]!.name},${second.employees[0]!.hours},${second.employees[0]!.tips},${second.employees[0]!.tips}`);
    const sum = lines.slice(1).reduce((s, l) => s + cents(l.split(",").at(-1)!), 0);
    expect(sum).toBe(cents(second.summary.totalTips));
    expect((await outsider.get(`/api/payroll/${second.record.id}/export.csv`)).status).toBe(404);
  });

  it("exports the payouts as .xlsx with a total row and a summary sheet", async () => {
    const res = await admin
      .get(`/api/payroll/${second.record.id}/export.xlsx`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?tips-week-ending-2026-11-15\.xlsx"?$/);
    const book = XLSX.read(res.body as Buffer);
    expect(book.SheetNames).toEqual(["Payouts", "Summary"]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Payouts!, { header: 1 });
    expect(rows[0]).toEqual(["Employee", "Hours", "Reported Tips", "Payout"]);
    expect(rows).toHaveLength(2 + second.employees.length);
    expect(rows.at(-1)?.[0]).toBe("Total");
    expect(Math.round((rows.at(-1)![3] as number) * 100)).toBe(cents(second.summary.totalTips));
    expect((await outsider.get(`/api/payroll/${second.record.id}/export.xlsx`)).status).toBe(404);
  });

  it("DELETE removes it (204), then 404; another tenant gets 404", async () => {
    expect((await outsider.delete(`/api/payroll/${first.record.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/payroll/${first.record.id}`)).status).toBe(204);
    expect((await admin.get(`/api/payroll/${first.record.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/payroll/${first.record.id}`)).status).toBe(404);
  });
});

describe("a large calculation (its stored reading over 256 KB, prepared in the parse worker)", () => {
  it("reads back, switches and exports exactly as it was answered at upload", async () => {
    const location = await freshLocation();
    const lines = ["Employee,Hours,Tips"];
    for (let i = 0; i < 3000; i++) lines.push(`Person ${i} Hernández,${(i % 40) + 1}.25,${i % 97}.${String(i % 100).padStart(2, "0")}`);
    const res = await upload(admin, [{ name: "large.csv", bytes: Buffer.from(lines.join("\n")) }], { weekEnding: "2026-11-22" }, location.id);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    const uploaded = res.body as Calculation;
    expect(uploaded.summary.employeeCount).toBe(3000);
    const [row] = await storedFor(location.id);
    expect(JSON.stringify(row!.processedData).length).toBeGreaterThan(256 * 1024);
    expect((row!.processedData as { employeeCount: number }).employeeCount).toBe(3000);

    expect((await admin.get(`/api/payroll/${uploaded.record.id}`)).body).toEqual(uploaded);
    const pooled = await admin.patch(`/api/payroll/${uploaded.record.id}`).send({ method: "pool_by_hours" });
    expect(pooled.status).toBe(200);
    expect((pooled.body as Calculation).distribution.payouts.reduce((sum, p) => sum + cents(p.payout), 0)).toBe(cents(uploaded.summary.totalTips));
    const csv = await admin.get(`/api/payroll/${uploaded.record.id}/export.csv`);
    expect(csv.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n")).toHaveLength(3001);
  }, 60_000);
});

describe("one calculation per pay week (issue 24)", () => {
  const simple = () => [fixtureFile("valid", "employee-tips-simple.xlsx")];

  it("refuses a week ending off the location's pay-week end day with 400 naming the day, storing nothing", async () => {
    const location = await freshLocation();
    const res = await upload(admin, simple(), { weekEnding: "2026-11-07" }, location.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Week ending must be a Sunday, the day this location's pay week ends.");
    expect(res.body.errors).toContainEqual({ path: "weekEnding", message: "Week ending must be a Sunday, the day this location's pay week ends" });
    expect(await storedFor(location.id)).toHaveLength(0);
  });

  it("follows the end day set on the location", async () => {
    const location = await freshLocation();
    const patched = await admin.patch(`/api/locations/${location.id}`).send({ payWeekEndDay: 5 });
    expect(patched.status).toBe(200);
    expect(patched.body.payWeekEndDay).toBe(5);
    const sunday = await upload(admin, simple(), { weekEnding: "2026-11-08" }, location.id);
    expect(sunday.status).toBe(400);
    expect(sunday.body.message).toContain("must be a Friday");
    expect((await upload(admin, simple(), { weekEnding: "2026-11-06" }, location.id)).status).toBe(201);
  });

  it("refuses an end day that is not a weekday", async () => {
    const location = await freshLocation();
    const res = await admin.patch(`/api/locations/${location.id}`).send({ payWeekEndDay: 7 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: "payWeekEndDay" }));
  });

  it("refuses a second calculation of the week with 409, and replaces it only when asked, in one step", async () => {
    const location = await freshLocation();
    const first = await upload(admin, simple(), { weekEnding: "2026-11-15" }, location.id);
    expect(first.status).toBe(201);
    const again = await upload(admin, [fixtureFile("valid", "tip-pool-hours-2026-11-15.xls")], { weekEnding: "2026-11-15" }, location.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The week ending Nov 15, 2026 already has a calculation at this location. Open it, or replace it with this upload.");
    expect(await storedFor(location.id)).toHaveLength(1);

    const replaced = await upload(admin, [fixtureFile("valid", "tip-pool-hours-2026-11-15.xls")], { weekEnding: "2026-11-15", replace: "true" }, location.id);
    expect(replaced.status).toBe(201);
    const stored = await storedFor(location.id);
    expect(stored.map((r) => r.id)).toEqual([replaced.body.record.id]);
    expect((await admin.get(`/api/payroll/${first.body.record.id}`)).status).toBe(404);

    // Another week is no duplicate; replace on a week without a calculation simply stores it.
    expect((await upload(admin, simple(), { weekEnding: "2026-11-22", replace: "true" }, location.id)).status).toBe(201);
    expect(await storedFor(location.id)).toHaveLength(2);
  });
});

describe("signed out", () => {
  it.each([
    ["get", "/api/payroll?locationId=00000000-0000-4000-8000-000000000000"],
    ["post", "/api/payroll/upload"],
    ["get", "/api/payroll/00000000-0000-4000-8000-000000000000"],
    ["patch", "/api/payroll/00000000-0000-4000-8000-000000000000"],
    ["delete", "/api/payroll/00000000-0000-4000-8000-000000000000"],
    ["get", "/api/payroll/00000000-0000-4000-8000-000000000000/export.csv"],
    ["get", "/api/payroll/00000000-0000-4000-8000-000000000000/export.xlsx"],
  ] as const)("%s %s → 401", async (method, path) => {
    expect((await request(t.app)[method](path)).status).toBe(401);
  });
});
