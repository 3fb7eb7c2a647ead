import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenseTypes, stateLicenseRequirements } from "@shared/schema";
import { openDatabase, type Database } from "@server/db/connection";
import { runMigrations } from "@server/db/migrate";
import { seedLicenseCatalogue } from "@server/features/licenses/catalogue/seed";
import { STATE_LICENSE_REQUIREMENTS } from "@server/features/licenses/catalogue/states";
import { LICENSE_TYPES } from "@server/features/licenses/catalogue/types";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await runMigrations(database.pool);
});

afterAll(async () => {
  await database?.close();
});

async function counts() {
  const [types] = await database.db.select({ n: count() }).from(licenseTypes);
  const [rows] = await database.db.select({ n: count() }).from(stateLicenseRequirements);
  return { types: types?.n ?? 0, rows: rows?.n ?? 0 };
}

async function nyRow(typeName: string) {
  const [r] = await database.db
    .select({ id: stateLicenseRequirements.id, costRange: stateLicenseRequirements.costRange })
    .from(stateLicenseRequirements)
    .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
    .where(and(eq(stateLicenseRequirements.state, "NY"), eq(licenseTypes.name, typeName)));
  return r;
}

describe("seedLicenseCatalogue", () => {
  it("fills an empty database with the whole catalogue", async () => {
    const result = await seedLicenseCatalogue(database.db);
    expect(result).toEqual({
      typesInserted: LICENSE_TYPES.length,
      requirementsInserted: STATE_LICENSE_REQUIREMENTS.length,
    });
    expect(await counts()).toEqual({ types: LICENSE_TYPES.length, rows: STATE_LICENSE_REQUIREMENTS.length });

    const [states] = await database.db
      .select({ n: sql<number>`count(distinct ${stateLicenseRequirements.state})::int` })
      .from(stateLicenseRequirements);
    expect(states?.n).toBe(50);
  });

  it("inserts nothing the second time and leaves no duplicates", async () => {
    const before = await counts();
    expect(await seedLicenseCatalogue(database.db)).toEqual({ typesInserted: 0, requirementsInserted: 0 });
    expect(await counts()).toEqual(before);
  });

  it("never overwrites an administrator's edit, and restores only what is missing", async () => {
    const edited = await nyRow("Business License");
    expect(edited).toBeDefined();
    await database.db
      .update(stateLicenseRequirements)
      .set({ costRange: "$999-$1,000", isRequired: true, notes: "edited by admin" })
      .where(eq(stateLicenseRequirements.id, edited!.id));
    await database.db
      .update(licenseTypes)
      .set({ description: "admin description" })
      .where(eq(licenseTypes.name, "Sign Permit"));
    const removed = await nyRow("Alarm Permit");
    await database.db.delete(stateLicenseRequirements).where(eq(stateLicenseRequirements.id, removed!.id));

    expect(await seedLicenseCatalogue(database.db)).toEqual({ typesInserted: 0, requirementsInserted: 1 });

    const [after] = await database.db
      .select()
      .from(stateLicenseRequirements)
      .where(eq(stateLicenseRequirements.id, edited!.id));
    expect(after).toMatchObject({ costRange: "$999-$1,000", isRequired: true, notes: "edited by admin" });
    const [sign] = await database.db.select().from(licenseTypes).where(eq(licenseTypes.name, "Sign Permit"));
    expect(sign?.description).toBe("admin description");
    expect(await nyRow("Alarm Permit")).toBeDefined();
    expect(await counts()).toEqual({ types: LICENSE_TYPES.length, rows: STATE_LICENSE_REQUIREMENTS.length });
  });

  it("runs inside a transaction too", async () => {
    const result = await database.db.transaction((tx) => seedLicenseCatalogue(tx));
    expect(result).toEqual({ typesInserted: 0, requirementsInserted: 0 });
  });
});
