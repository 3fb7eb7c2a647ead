/**
 * Runs the payroll reader over generated workbooks (tests/support/payroll-generator.ts) and reports how many
 * are read right, grouped by the first problem. Usage: npx tsx scripts/payroll-generated-report.ts [count] [firstSeed] [-v]
 */
import { PayrollFileError, readPayrollUpload } from "@server/features/payroll/reader";
import { compareOutcome, GENERATED_WEEK_ENDING, generateBlocksCase, generateCase, generateRejectCase, generateUpload, generateWeekCase, type GeneratedCase, type ReaderOutcome } from "../tests/support/payroll-generator";

const count = Number(process.argv[2] ?? 500);
const first = Number(process.argv[3] ?? 1);
const verbose = process.argv.includes("-v");

function run(c: GeneratedCase): ReaderOutcome {
  try {
    const result = readPayrollUpload([{ fileName: c.fileName, bytes: c.bytes }], { weekEnding: GENERATED_WEEK_ENDING });
    return { ok: true, employees: result.employees, totalTipsCents: result.totalTipsCents };
  } catch (err) {
    if (err instanceof PayrollFileError) return { ok: false, error: { status: err.status, message: err.message } };
    return { ok: false, error: { status: 500, message: String((err as Error).stack ?? err) } };
  }
}

let right = 0;
let rejectRight = 0;
const rejects = Math.max(1, Math.floor(count / 10));
const blocks = Math.max(1, Math.floor(count / 20));
const byProblem = new Map<string, string[]>();
let blocksRight = 0;
let weeksRight = 0;
const weeks = blocks;
for (let i = 0; i < count + rejects + blocks + weeks; i++) {
  const c =
    i < count
      ? generateCase(first + i)
      : i < count + rejects
        ? generateRejectCase(first + i)
        : i < count + rejects + blocks
          ? generateBlocksCase(first + i)
          : generateWeekCase(first + i);
  const problems = compareOutcome(c, run(c));
  if (problems.length === 0) {
    if (c.id.startsWith("blocks")) blocksRight++;
    else if (c.id.startsWith("week")) weeksRight++;
    else if (c.expect.kind === "accept") right++;
    else rejectRight++;
    continue;
  }
  const key = problems[0]!
    .replace(/^(missing|extra) .*/, "$1 employee")
    .replace(/^[^:]+: (hours )?-?[\d.]+ != -?[\d.]+$/, (_m, h: string | undefined) => (h ? "wrong hours" : "wrong tips for an employee"))
    .replace(/\d+/g, "#")
    .replace(/"[^"]*"/g, '"…"')
    .slice(0, 100);
  const list = byProblem.get(key) ?? [];
  list.push(`${c.id} ${JSON.stringify(c.traits)}\n    ${problems.slice(0, 4).join("; ")}`);
  byProblem.set(key, list);
}
let uploadsRight = 0;
const uploads = Math.max(1, Math.floor(count / 20));
for (let i = 0; i < uploads; i++) {
  const u = generateUpload(first + i);
  let outcome: ReaderOutcome;
  try {
    const result = readPayrollUpload(u.files.map((f) => ({ fileName: f.fileName, bytes: f.bytes })), { weekEnding: GENERATED_WEEK_ENDING });
    outcome = { ok: true, employees: result.employees, totalTipsCents: result.totalTipsCents };
  } catch (err) {
    outcome = { ok: false, error: { status: (err as PayrollFileError).status ?? 500, message: (err as Error).message } };
  }
  const asCase: GeneratedCase = { id: u.id, fileName: u.files.map((f) => f.fileName).join("+"), bytes: new Uint8Array(), traits: {}, expect: { kind: "accept", ...u.expect } };
  const problems = compareOutcome(asCase, outcome);
  if (problems.length === 0) uploadsRight++;
  else console.log(`upload ${u.id}: ${problems.slice(0, 4).join("; ")}\n    ${u.files.map((f) => JSON.stringify(f.traits)).join("\n    ")}`);
}
console.log(`multi-file uploads read right: ${uploadsRight}/${uploads}`);
console.log(`accept cases read right: ${right}/${count}; reject cases refused: ${rejectRight}/${rejects}; block reports read right: ${blocksRight}/${blocks}; weeks laid out by day read right: ${weeksRight}/${weeks}`);
for (const [key, list] of [...byProblem].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${list.length} × ${key}`);
  for (const line of list.slice(0, verbose ? 6 : 2)) console.log(`  ${line}`);
}
