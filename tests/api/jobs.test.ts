import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { licenses, licenseTypes } from "@shared/schema";
import { runDailyJobs } from "@server/jobs/scheduler";
import { openTestDatabase, type TestDatabase } from "../support/test-db";
import { createTenant } from "../support/factories";

let d: TestDatabase;
beforeAll(async () => {
  d = await openTestDatabase();
});
afterAll(async () => d?.close());

it("marks licenses past their expiration date expired, once, even when instances run it together", async () => {
  const { assigned } = await createTenant(d.db);
  const [type] = await d.db.select().from(licenseTypes).limit(1);
  const add = async (expirationDate: string | null, status: "active" | "archived" = "active") =>
    (await d.db.insert(licenses).values({ locationId: assigned.id, licenseTypeId: type!.id, expirationDate, status }).returning())[0]!.id;
  const yesterday = await add("2026-11-21");
  const today = await add("2026-11-22");
  const none = await add(null);
  const archived = await add("2026-01-01", "archived");

  const logger = pino({ level: "silent" });
  const deps = { db: d.db, pool: d.pool, logger };
  await Promise.all([runDailyJobs(deps, "2026-11-22"), runDailyJobs(deps, "2026-11-22")]);

  const status = async (id: string) => (await d.db.select().from(licenses).where(eq(licenses.id, id)))[0]!.status;
  expect(await status(yesterday)).toBe("expired");
  expect(await status(today)).toBe("active");
  expect(await status(none)).toBe("active");
  expect(await status(archived)).toBe("archived");
});
