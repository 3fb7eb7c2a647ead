/**
 * Scale test (npm run test:scale): the deployment layout of the README's "Deploying", as processes on this
 * machine — two web instances (RUN_JOBS_IN_WEB=false), two workers (npm run worker's server/worker.ts, at low
 * priority), one PostgreSQL (a throw-away database on SCALE_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres) and one S3-compatible server (s3rver, in this process).
 *
 * 1. UPLOADS (200) license uploads, all at once (SCALE_IN_FLIGHT to send fewer at a time), spread over both web instances: every one acknowledged, its bytes in
 *    the bucket (content-addressed), and downloadable through the other instance with the same sha256.
 * 2. PAYROLLS payroll spreadsheets (the fixtures of tests/fixtures/payroll/valid in turn) uploaded at once over both
 *    instances, each to a location of its own: every one answers 201 with its calculation preview (the fixture's
 *    total and employee count), parsed in the receiving instance's worker threads (see docs/ARCHITECTURE.md); an
 *    upload turned away with 503 (an instance's parse queue is full) is sent again a second later, as the message
 *    asks; each calculation reads back through the other instance.
 * 3. READINGS documents queued for reading through both instances; a worker is killed (SIGKILL) while it
 *    holds a job: every reading still finishes, the killed one retried by the other worker, each completed once.
 * Bounded in time; prints a summary; exits non-zero on any failure.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { AppProcess, freePort, productionEnv, ROOT, sleep } from "./faults/app";
import { bootstrap, call, licenseUpload, rawUpload, type Outcome, type Session } from "./faults/http";
import { adminQuery, createThrowAwayDatabase, isAccepting } from "./faults/postgres";

const SERVER_URL = process.env.SCALE_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DEADLINE_MS = 15 * 60_000;
const UPLOADS = Number(process.env.SCALE_UPLOADS ?? 200);
/**
 * Uploads in flight at once: all of them by default. Each instance's pool has DATABASE_POOL_SIZE (10) connections
 * and a request waits at most 10 s for one; an upload now takes one connection for its transaction and answers from
 * it (no second wait after its commit), and puts its object before (no connection held while the bytes travel).
 */
const IN_FLIGHT = Number(process.env.SCALE_IN_FLIGHT ?? UPLOADS);
const PAYROLLS = Number(process.env.SCALE_PAYROLLS ?? 50);
const READINGS = Number(process.env.SCALE_READINGS ?? 8);
const BUCKET = "sous-scale";
// Long enough for OCR of a scan on a busy CI machine; a killed worker's job waits this long before its retry.
const JOB_TIMEOUT_SECONDS = 90;
let s3Endpoint = "";
/** SCALE_BASE_PORT: take ports from there up (a shared machine); else any free ones. */
let nextPort = Number(process.env.SCALE_BASE_PORT ?? 0);
const port = async () => (nextPort ? nextPort++ : freePort());

const checks: Array<{ name: string; ok: boolean; detail: string }> = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "  ok  " : "  FAIL"} ${name}: ${detail}`);
};
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function main() {
  const deadline = setTimeout(() => {
    console.error(`test:scale: gave up after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  if (!(await isAccepting(SERVER_URL))) {
    console.error(`test:scale: PostgreSQL is not reachable at ${SERVER_URL}`);
    process.exit(1);
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "sous-scale-"));
  // A stand-in client build: the instances serve files, not Vite's dev server.
  const clientDir = path.join(work, "client");
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Sous</title>");
  const s3Dir = path.join(work, "s3");
  fs.mkdirSync(s3Dir);
  const s3Port = await port();
  const s3 = new S3rver({ port: s3Port, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  s3Endpoint = `http://127.0.0.1:${s3Port}`;
  const db = await createThrowAwayDatabase(SERVER_URL);
  const env = productionEnv(db.url, {
    CLIENT_DIR: clientDir,
    DOCUMENT_STORAGE: "s3",
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    RUN_JOBS_IN_WEB: "false",
    JOB_CONCURRENCY: "1",
    JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
  });
  const log = (name: string) => path.join(work, `${name}.log`);
  const webs = [new AppProcess(await port(), env, log("web1")), new AppProcess(await port(), env, log("web2"))];
  const workers = [
    new AppProcess(0, env, log("worker1"), { script: "server/worker.ts", nice: 10 }),
    new AppProcess(0, env, log("worker2"), { script: "server/worker.ts", nice: 10 }),
  ];
  console.log(`test:scale: database ${db.name}, s3rver :${s3Port}, logs in ${work}`);

  try {
    // The first instance applies the migrations; the others start on a migrated database.
    webs[0]!.start();
    console.log(`web1 ready in ${await webs[0]!.waitReady(300_000)} ms`);
    webs[1]!.start();
    for (const w of workers) w.start();
    console.log(`web2 ready in ${await webs[1]!.waitReady(300_000)} ms`);
    await waitForWorkers(db.url, workers);

    const fx = await bootstrap(webs[0]!.base);
    const sessions: Session[] = webs.map((w) => ({ base: w.base, cookie: fx.session.cookie }));
    await uploads(sessions, fx, db.url);
    if (PAYROLLS > 0) await payrolls(sessions);
    if (READINGS > 0) await readings(sessions, workers, db.url);
  } catch (err) {
    check("scenario ran to the end", false, (err as Error).stack ?? String(err));
    for (const p of [...webs, ...workers]) console.error(`--- ${p.logFile} (last lines)\n${p.logTail(15)}`);
  } finally {
    for (const p of [...webs, ...workers]) await p.kill("SIGTERM");
    await db.drop().catch((err: Error) => console.error(`could not drop ${db.name}: ${err.message}`));
    await s3.close();
    // Logs are kept when something failed.
    if (checks.every((c) => c.ok)) fs.rmSync(work, { recursive: true, force: true });
  }

  const failed = checks.filter((c) => !c.ok);
  console.log(`\ntest:scale: ${checks.length - failed.length}/${checks.length} checks passed`);
  if (failed.length) {
    for (const f of failed) console.error(`  FAILED ${f.name}: ${f.detail}`);
    process.exit(1);
  }
  process.exit(0);
}

/** Workers have no HTTP port: they are up once pg-boss's schema exists and both processes are alive. */
async function waitForWorkers(url: string, workers: AppProcess[]) {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (workers.some((w) => !w.alive())) throw new Error(`a worker exited: ${workers.map((w) => w.logTail(5)).join("\n")}`);
    const rows = await adminQuery<{ n: number }>(url, "select count(*)::int as n from information_schema.tables where table_schema = 'pgboss' and table_name = 'job'");
    if (rows[0]!.n > 0) {
      await sleep(3_000);
      return;
    }
    await sleep(500);
  }
  throw new Error("the workers did not start");
}

async function uploads(sessions: Session[], fx: Awaited<ReturnType<typeof bootstrap>>, url: string) {
  const pdf = fs.readFileSync(path.join(ROOT, "tests/fixtures/licenses/ny-tappan-ridge-food-service-permit.pdf"));
  // Each upload a different file (a PDF comment appended), so each is its own object.
  const files = Array.from({ length: UPLOADS }, (_, n) => Buffer.concat([pdf, Buffer.from(`\n%scale ${n}\n`)]));
  const started = Date.now();
  const results: Outcome[] = new Array(files.length);
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const n = next++;
      results[n] = await rawUpload(sessions[n % 2]!, licenseUpload(fx.locationId, fx.licenseTypeId, files[n]!, n));
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, files.length) }, lane));
  const ms = Date.now() - started;
  const created = results.filter((r) => r.status === 201);
  check(`${UPLOADS} uploads over two instances, ${IN_FLIGHT} at a time`, created.length === UPLOADS, `${created.length} created in ${ms} ms; other statuses: ${JSON.stringify(results.filter((r) => r.status !== 201).map((r) => r.status || r.error).slice(0, 5))}`);

  const rows = await adminQuery<{ storage: string; n: number }>(url, "select storage, count(*)::int as n from documents group by storage");
  check("every document row points at object storage", rows.length === 1 && rows[0]!.storage === "s3" && rows[0]!.n === UPLOADS, JSON.stringify(rows));

  const objects = await bucketKeys(s3Endpoint);
  check("one object per distinct upload in the bucket", objects === rows[0]?.n, `${objects} objects for ${rows[0]?.n} rows`);

  let bad = 0;
  for (let n = 0; n < created.length; n++) {
    const id = (created[n]!.body as { id: string }).id;
    const from = sessions[(n + 1) % 2]!;
    const res = await fetch(`${from.base}/api/licenses/${id}/download`, { headers: { Cookie: from.cookie, "X-Forwarded-Proto": "https" } });
    const body = Buffer.from(await res.arrayBuffer());
    const want = (created[n]!.body as { document: { sha256: string } }).document.sha256;
    if (res.status !== 200 || sha(body) !== want) bad++;
  }
  check("every document downloads through the other instance with its sha256", bad === 0, `${created.length - bad}/${created.length} intact`);
}

async function payrolls(sessions: Session[]) {
  const dir = path.join(ROOT, "tests/fixtures/payroll/valid");
  const fixtures = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".expected.json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { file: string; weekEnding: string; totalTips: string; employeeCount: number });
  // A location per upload: one calculation per location and week.
  const locations: string[] = [];
  for (let n = 0; n < PAYROLLS; n++) {
    const r = await call(sessions[0]!, "setup", "POST", "/api/locations", { name: `Payroll ${n}`, address: `${n} Scale St`, state: "NY" });
    if (r.status !== 201) throw new Error(`location: ${r.status} ${JSON.stringify(r.body)}`);
    locations.push((r.body as { id: string }).id);
  }
  const started = Date.now();
  let turnedAway = 0;
  const answers = await Promise.all(
    locations.map(async (locationId, n) => {
      const fx = fixtures[n % fixtures.length]!;
      const s = sessions[n % 2]!;
      const form = new FormData();
      form.set("locationId", locationId);
      form.set("weekEnding", fx.weekEnding);
      form.set("files", new Blob([fs.readFileSync(path.join(dir, fx.file))]), fx.file);
      // An instance parses 2 uploads at once and queues 16 more; beyond that it answers 503 "Payroll files are
      // being read for other uploads right now. Please try again in a moment." — which is what is done here.
      for (let attempt = 1; ; attempt++) {
        try {
          const res = await fetch(`${s.base}/api/payroll/upload`, { method: "POST", body: form, headers: { Cookie: s.cookie, "X-Forwarded-Proto": "https" } });
          const body = (await res.json()) as { record?: { id: string }; summary?: { totalTips: string; employeeCount: number } };
          if (res.status === 503 && attempt < 10) {
            turnedAway++;
            await sleep(1_000);
            continue;
          }
          return { n, fx, status: res.status, body };
        } catch (err) {
          return { n, fx, status: 0, body: { error: (err as Error).message } as never };
        }
      }
    }),
  );
  const ms = Date.now() - started;
  const right = answers.filter((a) => a.status === 201 && a.body.summary?.totalTips === a.fx.totalTips && a.body.summary.employeeCount === a.fx.employeeCount);
  const wrong = answers.filter((a) => !right.includes(a)).slice(0, 3).map((a) => `${a.fx.file}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
  check(
    `${PAYROLLS} payroll uploads at once over two instances, each with its calculation preview`,
    right.length === PAYROLLS,
    `${right.length} right in ${ms} ms (${turnedAway} times "try again in a moment", then sent again)${wrong.length ? `; ${wrong.join("; ")}` : ""}`,
  );

  let readBack = 0;
  for (const a of right) {
    const from = sessions[(a.n + 1) % 2]!;
    const r = await call(from, "payroll", "GET", `/api/payroll/${a.body.record!.id}`);
    if (r.status === 200 && (r.body as { summary: { totalTips: string } }).summary.totalTips === a.fx.totalTips) readBack++;
  }
  check("every calculation reads back through the other instance", readBack === right.length, `${readBack}/${right.length}`);
}

async function bucketKeys(endpoint: string): Promise<number> {
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  let count = 0;
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
    count += page.KeyCount ?? 0;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return count;
}

async function readings(sessions: Session[], workers: AppProcess[], url: string) {
  // A text-layer PDF (a second or two per reading): OCR of a scan at nice 10 took over 90 s on the loaded CI
  // machine. SCALE_READ_FIXTURE names another fixture (a scan) where there is CPU to spare.
  const fixture = process.env.SCALE_READ_FIXTURE ?? "licenses/ny-tappan-ridge-food-service-permit.pdf";
  const scan = fs.readFileSync(path.join(ROOT, "tests/fixtures", fixture));
  const type = fixture.endsWith(".png") ? "image/png" : fixture.endsWith(".jpg") ? "image/jpeg" : "application/pdf";
  const ids: string[] = [];
  for (let n = 0; n < READINGS; n++) {
    const form = new FormData();
    form.append("kind", "license");
    form.append("document", new Blob([scan], { type }), path.basename(fixture));
    const s = sessions[n % 2]!;
    const res = await fetch(`${s.base}/api/reading-jobs`, { method: "POST", body: form, headers: { Cookie: s.cookie, "X-Forwarded-Proto": "https" } });
    if (res.status !== 202) throw new Error(`queueing a reading: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }

  // Kill worker 1 once both workers hold a job (one job each: JOB_CONCURRENCY=1).
  const until = Date.now() + 120_000;
  let active = 0;
  while (Date.now() < until) {
    active = (await adminQuery<{ n: number }>(url, "select count(*)::int as n from pgboss.job where name = 'read-document' and state = 'active'"))[0]!.n;
    if (active >= 2) break;
    await sleep(50);
  }
  const killedAt = Date.now();
  await workers[0]!.kill("SIGKILL");
  check("a worker killed while holding a job", active >= 2 && !workers[0]!.alive(), `${active} jobs active when worker ${workers[0]!.pid} was killed`);

  const states = new Map<string, { state: string; result: unknown; error?: string | null; retries?: number }>();
  const finishBy = Date.now() + (JOB_TIMEOUT_SECONDS + 60) * 1000 + READINGS * 30_000;
  while (Date.now() < finishBy) {
    for (const id of ids) {
      if (states.get(id)?.state === "done" || states.get(id)?.state === "failed") continue;
      const s = sessions[ids.indexOf(id) % 2]!;
      const r = await call(s, "poll", "GET", `/api/reading-jobs/${id}`);
      if (r.status === 200) states.set(id, r.body as { state: string; result: unknown; error: string | null; retries: number });
    }
    if (ids.every((id) => ["done", "failed"].includes(states.get(id)?.state ?? ""))) break;
    await sleep(1_000);
  }
  const done = ids.filter((id) => states.get(id)?.state === "done");
  check(`${READINGS} queued readings finished with a worker killed`, done.length === READINGS, `${done.length} done, ${Math.round((Date.now() - killedAt) / 1000)} s after the kill; states ${JSON.stringify(ids.map((id) => states.get(id)?.state))}; errors ${JSON.stringify(ids.filter((id) => states.get(id)?.state !== "done").map((id) => ({ error: states.get(id)?.error, retries: states.get(id)?.retries })))}`);
  // Each reading carries its own readingId (the job's id, for learning from a correction): compared without it.
  const withoutOwnId = (result: unknown) => {
    const { readingId: _own, ...fields } = (result ?? {}) as Record<string, unknown>;
    return JSON.stringify(fields);
  };
  const results = new Set(done.map((id) => withoutOwnId(states.get(id)!.result)));
  check("every reading of the same scan read the same fields", results.size === 1, `${results.size} distinct results`);

  const rows = await adminQuery<{ state: string; retry_count: number }>(url, "select state, retry_count from pgboss.job where name = 'read-document'");
  const retried = rows.filter((r) => r.retry_count > 0).length;
  check("each job completed once; only the killed worker's job ran again", rows.length === READINGS && rows.every((r) => r.state === "completed") && retried === 1, `${rows.length} jobs, ${rows.filter((r) => r.state === "completed").length} completed, ${retried} retried`);
  // The same scan queued READINGS times is one object (content-addressed per organization).
  check("the queued scans added one object", (await bucketKeys(s3Endpoint)) === UPLOADS + 1, "content-addressed");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
