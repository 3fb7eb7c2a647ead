import { isNull } from "drizzle-orm";
import { budgetCategories } from "@shared/schema";
import { seedLicenseCatalogue } from "../features/licenses/catalogue/seed";
import type { DbOrTx } from "./connection";

/** Platform default budget categories (no organization). */
export const DEFAULT_BUDGET_CATEGORIES: Array<{ name: string; description: string }> = [
  { name: "Food Cost", description: "Food and ingredients purchased for sale" },
  { name: "Beverage Cost", description: "Beverages, including alcohol, purchased for sale" },
  { name: "Labor", description: "Wages, overtime and payroll taxes" },
  { name: "Supplies", description: "Paper goods, packaging, cleaning and smallwares" },
  { name: "Repairs & Maintenance", description: "Equipment repairs, service calls and upkeep" },
  { name: "Marketing", description: "Advertising, promotions and local marketing" },
  { name: "Utilities", description: "Electricity, gas, water and waste" },
  { name: "Rent & Occupancy", description: "Rent, common area charges and property costs" },
  { name: "Other", description: "Anything that fits no other category" },
];

export async function seedBudgetCategories(db: DbOrTx): Promise<number> {
  const existing = await db.select({ name: budgetCategories.name }).from(budgetCategories).where(isNull(budgetCategories.organizationId));
  const have = new Set(existing.map((r) => r.name));
  const missing = DEFAULT_BUDGET_CATEGORIES.filter((c) => !have.has(c.name));
  if (missing.length) await db.insert(budgetCategories).values(missing);
  return missing.length;
}

/** Reference data every installation needs. Idempotent; runs at every start-up. */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await seedBudgetCategories(db);
  await seedLicenseCatalogue(db);
}
