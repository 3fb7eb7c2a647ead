/**
 * Scores the payroll reader on the blind set (tests/support/payroll-blind.ts): exports written by hand, never tuned on.
 * Usage: npx tsx scripts/payroll-blind-report.ts [dir]   (default tests/fixtures/payroll/blind; the second set is
 * tests/fixtures/payroll/blind2)
 */
import path from "node:path";
import { PayrollFileError, readPayrollUpload } from "@server/features/payroll/reader";
import { blindProblems, type BlindOutcome, loadBlindCases } from "../tests/support/payroll-blind";

let right = 0;
let wrongMoney = 0;
const cases = process.argv[2] ? loadBlindCases(path.resolve(process.argv[2])) : loadBlindCases();
for (const c of cases) {
  let outcome: BlindOutcome;
  try {
    const result = readPayrollUpload(c.files, { weekEnding: c.expected.weekEnding });
    outcome = { ok: true, employees: result.employees, totalTipsCents: result.totalTipsCents };
  } catch (err) {
    if (!(err instanceof PayrollFileError)) throw err;
    outcome = { ok: false, status: err.status, message: err.message };
  }
  const problems = blindProblems(c, outcome);
  if (problems.length === 0) right++;
  else if (outcome.ok) wrongMoney++;
  console.log(`${problems.length === 0 ? "RIGHT" : outcome.ok ? "WRONG MONEY" : "REFUSED/WRONG"}  ${c.id}${problems.length ? `\n    ${problems.join("\n    ")}` : outcome.ok ? "" : `\n    (${outcome.message})`}`);
}
console.log(`\nblind set: ${right}/${cases.length} right; ${wrongMoney} accepted with wrong money`);
