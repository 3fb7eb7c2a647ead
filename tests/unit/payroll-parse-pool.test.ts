import { readFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "xlsx";
import { afterEach, describe, expect, it } from "vitest";
import type { HttpError } from "@server/http/errors";
import { prepareBreakdown, prepareExport } from "@server/features/payroll/parse/jobs";
import { PayrollParsePool } from "@server/features/payroll/parse/pool";
import { presentBreakdown } from "@server/features/payroll/present";
import { distributeTips, PayrollFileError, readPayrollUpload } from "@server/features/payroll/reader";
import { fixturePath } from "../support/fixtures";

const FIXTURES = fixturePath("payroll");
const fixture = (dir: string, name: string) => ({ fileName: name, bytes: new Uint8Array(readFileSync(path.join(FIXTURES, dir, name))) });

/** An .xlsx with `rows` employee rows (about 200 bytes a row before compression). */
function bigWorkbook(rows: number): Uint8Array {
  const data: unknown[][] = [["Employee", "Hours", "Tips", "Notes"]];
  for (let i = 0; i < rows; i++) data.push([`Person ${i}`, 8, 12.34, `shift note ${i} `.repeat(8)]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), "Tips");
  return new Uint8Array(XLSX.write(wb, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer);
}

const pools: PayrollParsePool[] = [];
const newPool = (options: ConstructorParameters<typeof PayrollParsePool>[0] = {}) => {
  const pool = new PayrollParsePool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** What survives a JSON round trip (absent optional fields stay absent). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    return err as HttpError;
  }
  throw new Error("expected a rejection");
}

describe("PayrollParsePool", () => {
  it("reads in a worker thread exactly what the reader gives in-thread, and prepares the JSON there", async () => {
    const files = [fixture("valid", "pos-tip-report-2026-11-08.xlsx"), fixture("valid", "bar-tip-summary-2026-11-08.xls")];
    const prepared = await newPool().calculate(files, "as_reported");
    const result = readPayrollUpload(files);
    expect(prepared.totals).toEqual({ totalTipsCents: 1207685, employeeCount: result.employeeCount });
    expect(JSON.parse(text(prepared.stored))).toEqual(asJson(result));
    expect(JSON.parse(text(prepared.breakdown))).toEqual(asJson(presentBreakdown(result, distributeTips(result, "as_reported"))));
  }, 30_000);

  it("moves file bytes that own their buffer to the worker when asked, and copies them otherwise", async () => {
    const pool = newPool();
    const kept = fixture("valid", "employee-tips-simple.xlsx");
    await pool.calculate([kept], "as_reported");
    expect(kept.bytes.byteLength).toBeGreaterThan(0);
    const moved = fixture("valid", "employee-tips-simple.xlsx");
    const prepared = await pool.calculate([moved], "as_reported", { transfer: true });
    expect(moved.bytes.byteLength).toBe(0);
    expect(prepared.totals.totalTipsCents).toBe(464990);
  }, 30_000);

  it("brings a rule's refusal back with its status: pooling by hours without hours is a 400", async () => {
    const err = await rejection(newPool().calculate([fixture("valid", "employee-tips-simple.xlsx")], "pool_by_hours"));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/not every employee has hours/);
  }, 30_000);

  it("prepares the breakdown and the exports of a stored reading as the request thread would", async () => {
    const pool = newPool();
    const files = [fixture("valid", "tip-pool-hours-2026-11-15.xls")];
    const stored = JSON.stringify(readPayrollUpload(files));
    expect(text(await pool.breakdown(stored, "pool_by_hours"))).toBe(text(prepareBreakdown(stored, "pool_by_hours")));
    const record = { id: "r", locationId: "l", weekEnding: "2026-11-15", totalTips: "0.00", employeeCount: 0, averageTips: null, fileName: "f", distributionMethod: "as_reported" as const, createdAt: "" };
    expect(text(await pool.exportPayouts(stored, "as_reported", record, "csv"))).toBe(text(prepareExport(stored, "as_reported", record, "csv")));
    const xlsx = await pool.exportPayouts(stored, "as_reported", record, "xlsx");
    expect(XLSX.read(xlsx).SheetNames).toEqual(["Payouts", "Summary"]);
  }, 30_000);

  it("brings a refused file back as a PayrollFileError with its status and message", async () => {
    const err = await rejection(newPool().calculate([fixture("invalid", "tips-week-notes.xlsx")], "as_reported"));
    expect(err).toBeInstanceOf(PayrollFileError);
    expect(err.status).toBe(415);
    expect(err.message).toContain("tips-week-notes.xlsx");
  }, 30_000);

  it("keeps the calling thread free while a large workbook is read", async () => {
    const pool = newPool();
    await pool.calculate([fixture("valid", "employee-tips-simple.xlsx")], "as_reported"); // worker started and warm
    const bytes = bigWorkbook(20_000);
    let last = performance.now();
    let worstGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const prepared = await pool.calculate([{ fileName: "big.xlsx", bytes }], "as_reported", { transfer: true });
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(prepared.totals.employeeCount).toBe(20_000);
    // The read takes seconds; the event loop never stalls for more than a fraction of that.
    expect(took).toBeGreaterThan(200);
    expect(worstGap).toBeLessThan(Math.max(150, took / 4));
  }, 60_000);

  it("runs at most `size` workers and queues the rest", async () => {
    const pool = newPool({ size: 1 });
    const file = fixture("valid", "employee-tips-simple.xlsx");
    const reads = [1, 2, 3].map(() => pool.calculate([file], "as_reported"));
    expect(pool.threads).toBe(1);
    const results = await Promise.all(reads);
    expect(results.map((r) => r.totals.totalTipsCents)).toEqual([464990, 464990, 464990]);
  }, 30_000);

  it("refuses with 503 when the queue is full", async () => {
    const pool = newPool({ size: 1, maxQueue: 1 });
    const file = fixture("valid", "employee-tips-simple.xlsx");
    const first = pool.calculate([file], "as_reported"); // taken by the worker
    const second = pool.calculate([file], "as_reported"); // waits
    const third = pool.calculate([file], "as_reported"); // one too many
    const err = await rejection(third);
    expect(err.status).toBe(503);
    expect(err.message).toMatch(/try again/i);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  }, 30_000);

  it("stops a read past its time limit with 503 naming the files, and drops that worker", async () => {
    // A read of a few hundred milliseconds against a 1 ms limit: a tiny file's read could beat the timer to the
    // event loop of a loaded machine.
    const pool = newPool({ size: 1, timeoutMs: 1, timeoutPerMbMs: 0 });
    const err = await rejection(pool.calculate([{ fileName: "week-tips.xlsx", bytes: bigWorkbook(20_000) }], "as_reported"));
    expect(err.status).toBe(503);
    expect(err.message).toContain('"week-tips.xlsx"');
    expect(err.message).toMatch(/longer than/);
    expect(pool.threads).toBe(0);
  }, 30_000);

  it("starts a job's time limit once its new worker has loaded, so a slow start is not counted", async () => {
    // A limit a loaded machine's read still fits in (a 300 ms one failed on CI while other work ran).
    const pool = newPool({ size: 1, timeoutMs: 1500, timeoutPerMbMs: 0 });
    const started = Date.now();
    const reading = pool.calculate([fixture("valid", "employee-tips-simple.xlsx")], "as_reported");
    // The pool hears that its new worker is ready only once this thread is free again: a start slower than the
    // 1.5 s limit however fast this machine loads the worker (a fast one did it in 262 ms). The read itself is quick.
    const busyUntil = Date.now() + 2500;
    while (Date.now() < busyUntil) {
      // busy on purpose
    }
    const prepared = await reading;
    expect(prepared.totals.employeeCount).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThan(1500);
  }, 30_000);

  it("gives up with 503 on a worker that does not start within its start-up limit", async () => {
    const pool = newPool({ size: 1, bootTimeoutMs: 1 });
    const err = await rejection(pool.calculate([fixture("valid", "employee-tips-simple.xlsx")], "as_reported"));
    expect(err.status).toBe(503);
    expect(err.message).toBe("The payroll reader did not start in time. Please try again in a moment.");
    expect(pool.threads).toBe(0);
  }, 30_000);

  it("answers 413 when a read runs out of the worker's memory, and the process lives on", async () => {
    const pool = newPool({ size: 1, maxOldGenerationSizeMb: 24 });
    const err = await rejection(pool.calculate([{ fileName: "huge.xlsx", bytes: bigWorkbook(60_000) }], "as_reported"));
    expect(err.status).toBe(413);
    expect(err.message).toContain('"huge.xlsx"');
    expect(err.message).toMatch(/memory/);
    expect(pool.threads).toBe(0);
  }, 60_000);

  it("rejects waiting reads with 503 when closed", async () => {
    const pool = newPool({ size: 1 });
    const file = fixture("valid", "employee-tips-simple.xlsx");
    const reads = [rejection(pool.calculate([file], "as_reported")), rejection(pool.calculate([file], "as_reported"))];
    await pool.close();
    for (const read of reads) expect((await read).status).toBe(503);
    expect((await rejection(pool.calculate([file], "as_reported"))).status).toBe(503);
  }, 30_000);
});
