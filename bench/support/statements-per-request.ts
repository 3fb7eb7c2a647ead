/**
 * Statements per request: the SQL one GET sends to the database from arrival to answer (session read and
 * touch, request context, the route's own statements), counted by the capture in sql-capture.ts. Unlike
 * requests per second this does not depend on the machine's load: it is the firm figure for round trips.
 */
import { installSqlCapture, shortSql, startCapture, stopCapture, type CapturedStatement } from "./sql-capture";

export interface StatementCount {
  path: string;
  status: number;
  statements: CapturedStatement[];
}

/**
 * Sends one GET with the cookie (after a first, uncounted one, so one-off work such as the session's throttled
 * touch is out of the way) and records the statements it caused. The app must run in this process.
 */
export async function countStatements(baseUrl: string, path: string, cookie: string): Promise<StatementCount> {
  installSqlCapture();
  await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).arrayBuffer();
  // The first request's throttled touch is written after its answer: let it land before counting.
  await new Promise((resolve) => setTimeout(resolve, 100));
  startCapture();
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  await res.arrayBuffer();
  // The session's save or touch may land just after the answer: wait for it to be counted with the request.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { path, status: res.status, statements: stopCapture() };
}

/** One line per statement, for BENCH_STATEMENTS=1. */
export const statementLines = (count: StatementCount) => count.statements.map((s) => `      ${shortSql(s.text, 140)}`);
