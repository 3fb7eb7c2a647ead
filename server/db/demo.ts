/**
 * `npm run demo`: loads a realistic restaurant group so a newcomer can try everything at once.
 * Run it while the app is stopped (the embedded database allows one process at a time).
 * Running it again resets the demo accounts' passwords and adds nothing twice.
 */
import { and, eq } from "drizzle-orm";
import { locations, organizations, userLocations, users, type Role } from "@shared/schema";
import { hashPassword } from "../auth/password";
import { loadConfig } from "../config";
import { documentStorageFromConfig } from "../documents/objects/from-config";
import { configureDocumentStorage } from "../documents/storage";
import { openDatabase, type Db } from "./connection";
import { addDemoRecords } from "./demo-records";
import { runMigrations } from "./migrate";
import { seedReferenceData } from "./seed";

const ORG_NAME = "Harbor & Vine Restaurant Group";
const ADMIN = { email: "admin@harborvine.example", password: "demo-admin-2026", firstName: "Avery", lastName: "Morgan" };
const SUPER_ADMIN = { email: "platform@harborvine.example", password: "demo-platform-2026", firstName: "Riley", lastName: "Chen" };
const MANAGER = { email: "manager@harborvine.example", password: "demo-manager-2026", firstName: "Sam", lastName: "Okafor" };
const STAFF = { email: "staff@harborvine.example", password: "demo-staff-2026", firstName: "Jordan", lastName: "Reyes" };

const LOCATIONS = [
  {
    name: "Harbor & Vine – Hudson Yards",
    address: "500 W 33rd St",
    city: "New York",
    state: "NY",
    zipCode: "10001",
    phone: "(212) 555-0142",
    email: "hudsonyards@harborvine.example",
    managerName: "Priya Shah",
    status: "active" as const,
    notes: "Flagship. Late-night service Thursday to Saturday.",
  },
  {
    name: "Harbor & Vine – Mission Bay",
    address: "1200 4th St",
    city: "San Francisco",
    state: "CA",
    zipCode: "94158",
    phone: "(415) 555-0188",
    email: "missionbay@harborvine.example",
    managerName: "Diego Alvarez",
    status: "active" as const,
    notes: null,
  },
  {
    name: "Harbor & Vine – South Congress",
    address: "1600 S Congress Ave",
    city: "Austin",
    state: "TX",
    zipCode: "78704",
    phone: "(512) 555-0119",
    email: "soco@harborvine.example",
    managerName: "Kayla Brooks",
    status: "opening_soon" as const,
    notes: "Soft opening planned for next month.",
  },
];

/** A super admin belongs to no organization (the platform views; browsing as an organization by impersonation). */
async function upsertUser(db: Db, account: typeof ADMIN, role: Role, organizationId: string | null) {
  const passwordHash = await hashPassword(account.password);
  const [existing] = await db.select().from(users).where(eq(users.email, account.email));
  if (existing) {
    await db.update(users).set({ passwordHash, role, organizationId }).where(eq(users.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(users)
    .values({ email: account.email, firstName: account.firstName, lastName: account.lastName, role, organizationId, passwordHash })
    .returning();
  return created!.id;
}

async function main() {
  try {
    process.loadEnvFile();
  } catch {
    // no .env
  }
  const config = loadConfig();
  configureDocumentStorage(documentStorageFromConfig(config));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.pool);
    await seedReferenceData(database.db);
    const db = database.db;

    let [org] = await db.select().from(organizations).where(eq(organizations.name, ORG_NAME));
    org ??= (
      await db
        .insert(organizations)
        .values({
          name: ORG_NAME,
          description: "Three neighbourhood seafood and wine restaurants in New York, San Francisco and Austin.",
        })
        .returning()
    )[0]!;

    const locationIds: string[] = [];
    for (const loc of LOCATIONS) {
      const [found] = await db
        .select()
        .from(locations)
        .where(and(eq(locations.organizationId, org.id), eq(locations.name, loc.name)));
      locationIds.push(found?.id ?? (await db.insert(locations).values({ ...loc, organizationId: org.id }).returning())[0]!.id);
    }

    for (const [i, id] of locationIds.entries()) {
      await addDemoRecords(db, { id, organizationId: org.id, name: LOCATIONS[i]!.name }, i);
    }

    await upsertUser(db, ADMIN, "admin", org.id);
    await upsertUser(db, SUPER_ADMIN, "super_admin", null);
    // The manager runs New York and San Francisco; the group view shows them those two of the three.
    const managerId = await upsertUser(db, MANAGER, "manager", org.id);
    for (const locationId of locationIds.slice(0, 2)) {
      await db.insert(userLocations).values({ userId: managerId, locationId }).onConflictDoNothing();
    }
    const staffId = await upsertUser(db, STAFF, "user", org.id);
    await db.insert(userLocations).values({ userId: staffId, locationId: locationIds[0]! }).onConflictDoNothing();

    console.log(`Demo data loaded into ${database.kind === "pglite" ? `the embedded database in ${config.dataDir}` : "PostgreSQL"}.`);
    console.log(`Organization: ${ORG_NAME} (${LOCATIONS.length} locations: NY, CA, TX) with licenses, equipment, vendors, budgets and campaigns`);
    console.log(`Super admin:   ${SUPER_ADMIN.email} / ${SUPER_ADMIN.password} (the platform; browse as the organization from Organizations)`);
    console.log(`Administrator: ${ADMIN.email} / ${ADMIN.password}`);
    console.log(`Manager:       ${MANAGER.email} / ${MANAGER.password} (runs ${LOCATIONS[0]!.name} and ${LOCATIONS[1]!.name})`);
    console.log(`Staff user:    ${STAFF.email} / ${STAFF.password} (assigned to ${LOCATIONS[0]!.name}; payroll and budgets not shared)`);
    console.log("Start the app with `npm start` and sign in at http://localhost:" + config.port + "/api/login");
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
