import { execFile } from "node:child_process";
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** A database created for this run and dropped at the end. */
export async function createThrowAwayDatabase(serverUrl: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `sous_faults_${randomBytes(5).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function isAccepting(url: string): Promise<boolean> {
  try {
    await adminQuery(url, "select 1");
    return true;
  } catch {
    return false;
  }
}

/** Restarts the local cluster (Debian's pg_ctlcluster), the way an operator or a crash-restart would. */
export async function restartCluster(): Promise<void> {
  const versions = fs.readdirSync("/etc/postgresql");
  if (versions.length !== 1) throw new Error(`expected one PostgreSQL cluster version in /etc/postgresql, found ${versions.join(", ")}`);
  await run("pg_ctlcluster", ["--skip-systemctl-redirect", versions[0]!, "main", "restart"], { timeout: 60_000 });
}

/** Cuts every connection of one database: what the app sees of a restart, without touching other databases. */
export async function terminateBackends(serverUrl: string, database: string): Promise<number> {
  const rows = await adminQuery<{ n: number }>(
    serverUrl,
    "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [database],
  );
  return rows[0]?.n ?? 0;
}
