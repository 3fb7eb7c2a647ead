/**
 * A tenant whose dashboard has something in every section: licenses (two expiring within 30 days, so the
 * alerts banner shows), this month's budget lines, equipment with a maintenance task due, an active campaign.
 */
import { isNull } from "drizzle-orm";
import type { Db } from "@server/db/connection";
import {
  budgetCategories,
  budgets,
  equipment,
  licenses,
  licenseTypes,
  maintenanceTasks,
  marketingCampaigns,
} from "@shared/schema";
import { createTenant } from "../../tests/support/factories";

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dayFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

export async function createDashboardTenant(db: Db) {
  const tenant = await createTenant(db, "Bench Bistro");
  const locationId = tenant.assigned.id;
  const types = await db
    .select({ id: licenseTypes.id })
    .from(licenseTypes)
    .limit(8);
  await db.insert(licenses).values(
    types.map((t, i) => ({
      locationId,
      licenseTypeId: t.id,
      licenseNumber: `LIC-${1000 + i}`,
      issueDate: dayFromNow(-300),
      expirationDate: dayFromNow(i < 2 ? 10 + i * 10 : 90 + i * 30),
    })),
  );
  const categories = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(isNull(budgetCategories.organizationId))
    .limit(4);
  const month = dayFromNow(0).slice(0, 7);
  await db.insert(budgets).values(
    categories.map((c, i) => ({
      locationId,
      categoryId: c.id,
      month,
      plannedAmount: `${2000 + i * 500}.00`,
      weekOneActual: "400.00",
      weekTwoActual: "350.00",
      actualAmount: "750.00",
    })),
  );
  const items = await db
    .insert(equipment)
    .values(
      ["Walk-in cooler", "Fryer", "Ice machine"].map((name, i) => ({
        locationId,
        name,
        manufacturer: "True",
        serialNumber: `SN-${i}`,
        purchaseDate: dayFromNow(-800),
      })),
    )
    .returning({ id: equipment.id });
  await db
    .insert(maintenanceTasks)
    .values({
      equipmentId: items[0]!.id,
      task: "Clean condenser coil",
      intervalDays: 90,
      nextDue: dayFromNow(-3),
    });
  await db.insert(marketingCampaigns).values({
    locationId,
    title: "Summer menu",
    startDate: dayFromNow(-5),
    endDate: dayFromNow(20),
    status: "active",
  });
  return tenant;
}
