import { readFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "xlsx";
import { afterEach, describe, expect, it } from "vitest";
import type { HttpError } from "@server/http/errors";
import { PayrollParsePool } from "@server/features/payroll/parse/pool";
import { PayrollFileError, readPayrollUpload } from "@server/features/payroll/reader";

const FIXTURES = path.resolve(__dirname, "../../../shared/fixtures/payroll");
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

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    return err as HttpError;
  }
  throw new Error("expected a rejection");
}

describe("PayrollParsePool", () => {
  it("reads in a worker thread exactly what the reader gives in-thread", async () => {
    const files = [fixture("valid", "pos-tip-report-2026-11-08.xlsx"), fixture("valid", "bar-tip-summary-2026-11-08.xls")];
    const result = await newPool().read(files);
    expect(result).toEqual(readPayrollUpload(files));
    expect(result.totalTipsCents).toBe(1207685);
  }, 30_000);

  it("brings a refused file back as a PayrollFileError with its status and message", async () => {
    const err = await rejection(newPool().read([fixture("invalid", "tips-week-notes.xlsx")]));
    expect(err).toBeInstanceOf(PayrollFileError);
    expect(err.status).toBe(415);
    expect(err.message).toContain("tips-week-notes.xlsx");
  }, 30_000);

  it("keeps the calling thread free while a large workbook is read", async () => {
    const pool = newPool();
    await pool.read([fixture("valid", "employee-tips-simple.xlsx")]); // worker started and warm
    const bytes = bigWorkbook(20_000);
    let last = performance.now();
    let worstGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const result = await pool.read([{ fileName: "big.xlsx", bytes }]);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(result.employeeCount).toBe(20_000);
    // The read takes seconds; the event loop never stalls for more than a fraction of that.
    expect(took).toBeGreaterThan(200);
    expect(worstGap).toBeLessThan(Math.max(150, took / 4));
  }, 60_000);

  it("runs at most `size` workers and queues the rest", async () => {
    const pool = newPool({ size: 1 });
    const file = fixture("valid", "employee-tips-simple.xlsx");
    const reads = [1, 2, 3].map(() => pool.read([file]));
    expect(pool.threads).toBe(1);
    const results = await Promise.all(reads);
    expect(results.map((r) => r.totalTipsCents)).toEqual([464990, 464990, 464990]);
  }, 30_000);

  it("refuses with 503 when the queue is full", async () => {
    const pool = newPool({ size: 1, maxQueue: 1 });
    const file = fixture("valid", "employee-tips-simple.xlsx");
    const first = pool.read([file]); // taken by the worker
    const second = pool.read([file]); // waits
    const third = pool.read([file]); // one too many
    const err = await rejection(third);
    expect(err.status).toBe(503);
    expect(err.message).toMatch(/try again/i);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  }, 30_000);

  it("stops a read past its time limit with 503 naming the files, and drops that worker", async () => {
    const pool = newPool({ size: 1, timeoutMs: 1, timeoutPerMbMs: 0 });
    const err = await rejection(pool.read([fixture("valid", "employee-tips-simple.xlsx")]));
    expect(err.status).toBe(503);
    expect(err.message).toContain('"employee-tips-simple.xlsx"');
    expect(err.message).toMatch(/longer than/);
    expect(pool.threads).toBe(0);
  }, 30_000);

  it("answers 413 when a read runs out of the worker's memory, and the process lives on", async () => {
    const pool = newPool({ size: 1, maxOldGenerationSizeMb: 24 });
    const err = await rejection(pool.read([{ fileName: "huge.xlsx", bytes: bigWorkbook(60_000) }]));
    expect(err.status).toBe(413);
    expect(err.message).toContain('"huge.xlsx"');
    expect(err.message).toMatch(/memory/);
    expect(pool.threads).toBe(0);
  }, 60_000);

  it("rejects waiting reads with 503 when closed", async () => {
    const pool = newPool({ size: 1 });
    const file = fixture("valid", "employee-tips-simple.xlsx");
    const reads = [rejection(pool.read([file])), rejection(pool.read([file]))];
    await pool.close();
    for (const read of reads) expect((await read).status).toBe(503);
    expect((await rejection(pool.read([file]))).status).toBe(503);
  }, 30_000);
});
