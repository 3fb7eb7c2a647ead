import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { documents, equipment, licenses, licenseTypes } from "@shared/schema";
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

it("deletes documents nothing uses a day after upload, and keeps those a license or an item uses", async () => {
  const { org, assigned } = await createTenant(d.db);
  const [type] = await d.db.select().from(licenseTypes).limit(1);
  const old = new Date("2026-11-20T10:00:00Z");
  const doc = async (createdAt: Date) =>
    (
      await d.db
        .insert(documents)
        .values({ organizationId: org.id, originalName: "x.pdf", contentType: "application/pdf", size: 4, sha256: "x", content: Buffer.from("%PDF"), createdAt })
        .returning()
    )[0]!.id;
  const orphanOld = await doc(old);
  const orphanFresh = await doc(new Date("2026-11-22T08:00:00Z"));
  const usedByLicense = await doc(old);
  const usedByItem = await doc(old);
  await d.db.insert(licenses).values({ locationId: assigned.id, licenseTypeId: type!.id, documentId: usedByLicense });
  await d.db.insert(equipment).values({ locationId: assigned.id, name: "Oven", manualDocumentId: usedByItem });

  await runDailyJobs({ db: d.db, pool: d.pool, logger: pino({ level: "silent" }) }, "2026-11-22");
  const left = (await d.db.select({ id: documents.id }).from(documents)).map((r) => r.id);
  expect(left).not.toContain(orphanOld);
  expect(left).toEqual(expect.arrayContaining([orphanFresh, usedByLicense, usedByItem]));
});
