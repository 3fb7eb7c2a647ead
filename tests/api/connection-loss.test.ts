import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

const SERVER = process.env.TEST_DATABASE_URL;
const REASON = "needs a PostgreSQL server (TEST_DATABASE_URL) to terminate a backend";

describe.skipIf(!SERVER)(`a connection lost while checked out (${SERVER ? "PostgreSQL" : REASON})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it("does not crash the process between two queries of a transaction, and the pool goes on", async () => {
    const { pool } = database;
    const client = await pool.connect();
    await client.query("begin");
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    // The server ends this backend while no query is running on it (as a restart does).
    await pool.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(client.query("select 1")).rejects.toThrow();
    client.release(true);
    const after = await pool.query<{ ok: number }>("select 1 as ok");
    expect(after.rows[0]!.ok).toBe(1);
  });
});
