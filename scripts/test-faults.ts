/**
 * Fault tests against a real PostgreSQL (npm run test:faults):
 *
 * 1. PostgreSQL restarted in the middle of a load run: the same app process recovers by itself,
 *    /api/ready is green again within READY_WITHIN_MS of the database accepting connections, and no
 *    request outside the restart window fails.
 * 2. The app killed (SIGKILL) during uploads and started again: no license without its document, no
 *    document without its license, no damaged document, and every acknowledged upload is there.
 *
 * Runs on a throw-away database of the server at FAULT_DATABASE_URL (else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres). FAULT_PG_MODE=restart (default) restarts the cluster
 * with pg_ctlcluster; FAULT_PG_MODE=terminate only cuts this database's connections (for shared machines).
 * Bounded in time; prints a summary; exits non-zero on any failure.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppProcess, freePort, productionEnv, ROOT, sleep } from "./faults/app";
import { bootstrap, call, licenseUpload, rawUpload, type Outcome, type Session } from "./faults/http";
import { adminQuery, createThrowAwayDatabase, isAccepting, restartCluster, terminateBackends } from "./faults/postgres";

const SERVER_URL = process.env.FAULT_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MODE = process.env.FAULT_PG_MODE === "terminate" ? "terminate" : "restart";
const DEADLINE_MS = 6 * 60_000;
const READY_WITHIN_MS = 5_000;
/** A request that started this long after /api/ready turned green again must succeed. */
const GRACE_MS = 1_000;
const WORKERS = 4;

const checks: Array<{ name: string; ok: boolean; detail: string }> = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "  ok  " : "  FAIL"} ${name}: ${detail}`);
};

async function main() {
  const deadline = setTimeout(() => {
    console.error(`test:faults: gave up after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  if (!(await isAccepting(SERVER_URL))) {
    console.error(`test:faults: PostgreSQL is not reachable at ${SERVER_URL}`);
    process.exit(1);
  }
  const db = await createThrowAwayDatabase(SERVER_URL);
  const logFile = path.join(os.tmpdir(), `${db.name}.log`);
  const app = new AppProcess(await freePort(), productionEnv(db.url), logFile);
  console.log(`test:faults: database ${db.name}, PostgreSQL ${MODE === "restart" ? "restart" : "connections cut"}, app log ${logFile}`);

  try {
    app.start();
    const bootMs = await app.waitReady(120_000);
    console.log(`app ${app.pid} ready in ${bootMs} ms`);
    const fx = await bootstrap(app.base);
    await restartScenario(app, fx, db.name);
    await killScenario(app, fx, db.url);
  } catch (err) {
    check("scenario ran to the end", false, (err as Error).stack ?? String(err));
    console.error(`--- app log (last lines)\n${app.logTail()}`);
  } finally {
    await app.kill("SIGTERM");
    await db.drop().catch((err: Error) => console.error(`could not drop ${db.name}: ${err.message}`));
  }

  const failed = checks.filter((c) => !c.ok);
  console.log(`\ntest:faults: ${checks.length - failed.length}/${checks.length} checks passed`);
  if (failed.length) {
    for (const f of failed) console.error(`  FAILED ${f.name}: ${f.detail}`);
    process.exit(1);
  }
  fs.rmSync(logFile, { force: true });
}

type Fixture = Awaited<ReturnType<typeof bootstrap>>;

// --- 1. PostgreSQL restarted under load ----------------------------------------------------------

async function restartScenario(app: AppProcess, fx: Fixture, database: string) {
  console.log(`\n1. PostgreSQL ${MODE === "restart" ? "restarted" : "connections cut"} during a load run (${WORKERS} clients)`);
  const pid = app.pid;
  const records: Outcome[] = [];
  let stop = false;
  let n = 0;
  const ops: Array<(s: Session) => Promise<Outcome>> = [
    (s) => call(s, "list locations", "GET", "/api/organization/locations"),
    (s) => call(s, "list licenses", "GET", `/api/licenses?locationId=${fx.locationId}`),
    (s) => call(s, "dashboard", "GET", `/api/dashboard?locationId=${fx.locationId}`),
    (s) =>
      call(s, "add campaign", "POST", "/api/marketing", {
        locationId: fx.locationId,
        title: `Campaign ${++n}`,
        startDate: "2026-12-01",
        endDate: "2026-12-07",
      }),
  ];
  const worker = async (w: number) => {
    for (let i = w; !stop; i++) {
      records.push(await ops[i % ops.length]!(fx.session));
      await sleep(20);
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));

  await sleep(4_000);
  const windowStart = Date.now();
  if (MODE === "restart") await restartCluster();
  else await terminateBackends(SERVER_URL, database);
  while (!(await isAccepting(SERVER_URL))) await sleep(50);
  const dbUp = Date.now();
  let readyAt = 0;
  while (Date.now() - dbUp < 30_000) {
    const ready = await call(fx.session, "ready", "GET", "/api/ready", undefined, 2000);
    if (ready.status === 200) {
      readyAt = Date.now();
      break;
    }
    await sleep(50);
  }
  const windowEnd = (readyAt || Date.now()) + GRACE_MS;
  await sleep(6_000);
  stop = true;
  await Promise.all(workers);

  const outside = records.filter((r) => !r.ok && (r.end < windowStart || r.start > windowEnd));
  const inside = records.filter((r) => !r.ok && !(r.end < windowStart || r.start > windowEnd));
  const after = records.filter((r) => r.ok && r.start > windowEnd);
  const describe = (r: Outcome) => `${r.op} ${r.status || r.error} at +${r.start - windowStart} ms`;
  console.log(
    `   ${records.length} requests; restart window ${windowEnd - windowStart} ms (database back after ${dbUp - windowStart} ms); ${inside.length} failed inside it`,
  );
  check("same app process after the restart", app.alive() && app.pid === pid, `pid ${pid} → ${app.alive() ? app.pid : "exited"}`);
  check(
    `/api/ready green within ${READY_WITHIN_MS / 1000} s of the database accepting connections`,
    readyAt > 0 && readyAt - dbUp <= READY_WITHIN_MS,
    readyAt ? `${readyAt - dbUp} ms` : "never green",
  );
  check("no request outside the restart window failed", outside.length === 0, outside.length ? outside.slice(0, 5).map(describe).join("; ") : `0 of ${records.length - inside.length}`);
  check("requests succeed after the restart", after.length >= 20, `${after.length} succeeded after the window`);
  check("requests succeeded before the restart", records.some((r) => r.ok && r.end < windowStart), "steady state before the fault");
}

// --- 2. The app killed during uploads --------------------------------------------------------------

async function killScenario(app: AppProcess, fx: Fixture, dbUrl: string) {
  console.log("\n2. The app killed (SIGKILL) during uploads, then started again");
  const fixture = fs.readFileSync(path.resolve(ROOT, "tests/fixtures/licenses/il-lakeport-fire-prevention-permit.pdf"));
  /** A real PDF grown to a few MB with a comment after %%EOF, unique per upload. */
  const pdf = (n: number) => Buffer.concat([fixture, Buffer.from(`\n% upload ${n}\n%`), Buffer.alloc(3 * 1024 * 1024 + n * 1000, 0x41), Buffer.from("\n")]);
  const acknowledged = new Map<string, string>();
  let next = 0;

  /** How long the first upload of a round took to be stored: the third round kills somewhere inside it. */
  let firstStoredMs = 1000;
  const rounds: Array<{ name: string; kill: (uploads: Array<Promise<Outcome>>) => Promise<void> }> = [
    { name: "while the bodies are arriving", kill: () => sleep(300) },
    {
      name: "right after the first upload was stored",
      kill: async (uploads) => {
        const started = Date.now();
        const firstStored = uploads.map((u) => u.then((o) => (o.status === 201 ? undefined : new Promise<void>(() => {}))));
        await Promise.race([...firstStored, sleep(20_000)]);
        firstStoredMs = Date.now() - started;
      },
    },
    { name: "at a random moment while they are stored", kill: () => sleep(Math.floor(firstStoredMs * (0.6 + Math.random() * 0.6))) },
  ];

  for (const round of rounds) {
    const uploads: Array<Promise<Outcome>> = [];
    const sent = new Map<Promise<Outcome>, Buffer>();
    for (let i = 0; i < 6; i++) {
      const bytes = pdf(++next);
      const body = licenseUpload(fx.locationId, fx.licenseTypeId, bytes, next);
      // Half of them stall halfway through the body, so some are always mid-transfer at the kill.
      const u = rawUpload(fx.session, body, i % 2 ? { pauseAfter: body.body.length >> 1, pauseMs: 400 } : {});
      uploads.push(u);
      sent.set(u, bytes);
    }
    await round.kill(uploads);
    await app.kill("SIGKILL");
    const outcomes = await Promise.all(uploads);
    for (const [u, bytes] of sent) {
      const o = await u;
      if (o.status === 201) acknowledged.set((o.body as { id: string }).id, sha256(bytes));
    }
    app.start();
    const restartMs = await app.waitReady(120_000);
    const stored = outcomes.filter((o) => o.status === 201).length;
    const cut = outcomes.filter((o) => o.status === 0).length;
    console.log(`   killed ${round.name}: ${stored} acknowledged, ${cut} cut off, ${outcomes.length - stored - cut} refused; back in ${restartMs} ms`);
    await integrity(dbUrl, acknowledged, round.name);
  }

  const after = await rawUpload(fx.session, licenseUpload(fx.locationId, fx.licenseTypeId, pdf(++next), next));
  check("uploads work after the restarts", after.status === 201, `status ${after.status || after.error}`);
  if (after.status === 201) {
    const id = (after.body as { id: string }).id;
    const res = await fetch(`${fx.session.base}/api/licenses/${id}/download`, { headers: { Cookie: fx.session.cookie, "X-Forwarded-Proto": "https" } });
    const bytes = Buffer.from(await res.arrayBuffer());
    check("the new document downloads intact", res.status === 200 && sha256(bytes) === sha256(pdf(next)), `status ${res.status}, ${bytes.length} bytes`);
  }
}

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** Orphans both ways, damaged bytes, and acknowledged uploads that went missing. */
async function integrity(dbUrl: string, acknowledged: Map<string, string>, round: string) {
  const refs = await adminQuery<{ tbl: string; col: string }>(
    dbUrl,
    `select cl.relname as tbl, a.attname as col from pg_constraint c
     join pg_class cl on cl.oid = c.conrelid
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.contype = 'f' and c.confrelid = 'documents'::regclass`,
  );
  const referenced = refs.map((r) => `exists (select 1 from "${r.tbl}" x where x."${r.col}" = d.id)`).join(" or ");
  const [counts] = await adminQuery<{ licenses: number; documents: number; unowned: number; missing: number; damaged: number }>(
    dbUrl,
    `select
       (select count(*)::int from licenses) as licenses,
       (select count(*)::int from documents) as documents,
       (select count(*)::int from documents d where not (${referenced || "false"})) as unowned,
       (select count(*)::int from licenses l where l.document_id is null or not exists (select 1 from documents d where d.id = l.document_id)) as missing,
       (select count(*)::int from documents where sha256 <> encode(sha256(content), 'hex') or size <> length(content)) as damaged`,
  );
  const ids = [...acknowledged.keys()];
  const present = ids.length
    ? await adminQuery<{ id: string; sha256: string }>(
        dbUrl,
        "select l.id::text as id, d.sha256 from licenses l join documents d on d.id = l.document_id where l.id = any($1::uuid[])",
        [ids],
      )
    : [];
  const intact = present.filter((p) => acknowledged.get(p.id) === p.sha256).length;
  check(`${round}: no license without its document`, counts!.missing === 0, `${counts!.missing} of ${counts!.licenses} licenses`);
  check(`${round}: no document without its license`, counts!.unowned === 0, `${counts!.unowned} of ${counts!.documents} documents`);
  check(`${round}: no damaged document`, counts!.damaged === 0, `${counts!.damaged} damaged`);
  check(`${round}: every acknowledged upload is stored intact`, intact === ids.length, `${intact} of ${ids.length}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
