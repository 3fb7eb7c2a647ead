import { randomBytes } from "node:crypto";
import { locations, organizations, userLocations, users, type Location, type Organization, type Role, type User } from "@shared/schema";
import { hashPassword } from "@server/auth/password";
import type { Db } from "@server/db/connection";

export const TEST_PASSWORD = "correct horse battery";
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString("hex");

export async function createOrganization(db: Db, name = `Org ${unique()}`, staffSeePayrollBudgets = false): Promise<Organization> {
  const [org] = await db.insert(organizations).values({ name, description: `${name} description`, staffSeePayrollBudgets }).returning();
  return org!;
}

export async function createUser(
  db: Db,
  opts: { role?: Role; organizationId?: string | null; email?: string; firstName?: string; lastName?: string } = {},
): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user-${unique()}@example.test`,
      firstName: opts.firstName ?? "Test",
      lastName: opts.lastName ?? "User",
      role: opts.role ?? "user",
      organizationId: opts.organizationId ?? null,
      passwordHash: await passwordHash(),
    })
    .returning();
  return user!;
}

export async function createLocation(db: Db, organizationId: string, overrides: Partial<typeof locations.$inferInsert> = {}): Promise<Location> {
  const [location] = await db
    .insert(locations)
    .values({
      organizationId,
      name: `Location ${unique()}`,
      address: "1 Main St",
      city: "Albany",
      state: "NY",
      zipCode: "12207",
      ...overrides,
    })
    .returning();
  return location!;
}

export async function assignLocation(db: Db, userId: string, locationId: string) {
  await db.insert(userLocations).values({ userId, locationId });
}

/**
 * An organization with an admin, a staff user assigned to the first of two locations. `staffSeePayrollBudgets`:
 * the organization shares payroll and budgets with staff (off, as for a new organization, unless asked).
 */
export async function createTenant(db: Db, name?: string, options: { staffSeePayrollBudgets?: boolean } = {}) {
  const org = await createOrganization(db, name, options.staffSeePayrollBudgets ?? false);
  const admin = await createUser(db, { role: "admin", organizationId: org.id, firstName: "Ada", lastName: "Admin" });
  const staff = await createUser(db, { role: "user", organizationId: org.id, firstName: "Sam", lastName: "Staff" });
  const assigned = await createLocation(db, org.id, { name: "Assigned Location" });
  const unassigned = await createLocation(db, org.id, { name: "Unassigned Location" });
  await assignLocation(db, staff.id, assigned.id);
  return { org, admin, staff, assigned, unassigned };
}
