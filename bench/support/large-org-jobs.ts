/**
 * The daily jobs (server/jobs/scheduler.ts DAILY_JOBS) once over the whole seeded database, each in its own
 * transaction as the scheduler runs them (without the advisory lock: nothing else runs here), timed, with the
 * SQL they send captured: each distinct statement is explained once, with the parameters of its first run.
 * The jobs read every organization by design, so a sequential scan is reported, not judged: it is the right
 * plan when the filter keeps most of a table (every working item, every document older than a day). The
 * point is that selective filters use indexes, and that the statement count does not grow with the rows.
 */
import pino from "pino";
import { toIsoDate } from "@shared/domain/calendar";
import { DAILY_JOBS } from "@server/jobs/scheduler";
import { createMailer } from "@server/mail/mailer";
import type { BenchDatabase } from "./bench-app";
import { explain, explainable, shortSql, startCapture, stopCapture, type CapturedStatement } from "./sql-capture";

export async function runJobsCaptured(database: BenchDatabase) {
  const logger = pino({ level: "silent" });
  const deps = { db: database.db, pool: database.pool, logger, mailer: createMailer(undefined, "bench@example.test", logger) };
  const today = toIsoDate(new Date());
  console.log(`\n  Daily jobs over the whole database (both organizations), today = ${today}:`);
  for (const job of DAILY_JOBS) {
    let statements: CapturedStatement[];
    const started = performance.now();
    let changed: number;
    startCapture();
    try {
      changed = await database.db.transaction((tx) => job.run(tx, today, deps));
    } finally {
      statements = stopCapture();
    }
    const seconds = (performance.now() - started) / 1000;
    const distinct = new Map<string, { first: CapturedStatement; runs: number }>();
    for (const s of statements.filter(explainable)) {
      const entry = distinct.get(s.text) ?? { first: s, runs: 0 };
      entry.runs++;
      distinct.set(s.text, entry);
    }
    const sqlSeconds = statements.reduce((sum, s) => sum + (s.ms ?? 0), 0) / 1000;
    console.log(
      `  ${job.name}: ${seconds.toFixed(2)} s (${sqlSeconds.toFixed(2)} s waiting for SQL), ${changed} changed, ${statements.length} statements (${distinct.size} distinct)`,
    );
    for (const { first, runs } of distinct.values()) {
      const e = await explain(database.pool, first);
      const widest = e.widest ? `${e.widest.relation} ${e.widest.how}: ${e.widest.rows}` : "-";
      const flag = e.seqScans.length ? ` (seq scan ${e.seqScans.join(", ")})` : "";
      console.log(`    ${`×${runs}`.padStart(7)} cost ${e.cost.toFixed(1).padStart(9)} pages ${String(e.pages).padStart(6)}  ${widest.slice(0, 58).padEnd(58)}${flag} ${shortSql(e.text, 120)}`);
    }
  }
}
