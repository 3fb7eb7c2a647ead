/**
 * The rows bench/list-endpoints.ts and bench/profile-app.ts list: one tenant whose assigned location holds ROWS
 * licenses (each with a stored PDF), ROWS pieces of equipment (each with a maintenance task) and ROWS vendors.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  documents,
  equipment,
  licenses,
  licenseTypes,
  maintenanceTasks,
  vendors,
  VENDOR_CATEGORIES,
} from "@shared/schema";
import type { Db } from "@server/db/connection";
import { createTenant } from "../../tests/support/factories";

export const ROWS = 200;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dayFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

export async function seedListRows(db: Db) {
  const { org, admin, assigned } = await createTenant(db, "Bench Bistro");
  const types = await db
    .select({ id: licenseTypes.id })
    .from(licenseTypes)
    .limit(20);
  const docRows = Array.from({ length: ROWS }, (_, i) => {
    const content = Buffer.concat([
      Buffer.from(`%PDF-1.4\n% license ${i}\n`),
      randomBytes(2048),
    ]);
    return {
      organizationId: org.id,
      originalName: `license-${i}.pdf`,
      contentType: "application/pdf",
      size: content.length,
      sha256: createHash("sha256").update(content).digest("hex"),
      content,
      uploadedBy: admin.id,
    };
  });
  const docs = await db
    .insert(documents)
    .values(docRows)
    .returning({ id: documents.id });
  await db
    .insert(licenses)
    .values(
      docs.map((d, i) => ({
        locationId: assigned.id,
        licenseTypeId: types[i % types.length]!.id,
        licenseNumber: `LIC-${10000 + i}`,
        issueDate: dayFromNow(-300 + i),
        expirationDate: dayFromNow(i - 20),
        documentId: d.id,
        documentName: `license-${i}.pdf`,
        notes: i % 3 ? null : "Renew at the county office.",
      })),
    );
  const items = await db
    .insert(equipment)
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        locationId: assigned.id,
        name: `Walk-in cooler ${i}`,
        model: `WC-${i}`,
        manufacturer: "True",
        serialNumber: `SN${100000 + i}`,
        price: "1999.00",
        purchaseDate: dayFromNow(-800),
        warrantyExpiration: dayFromNow(200 + i),
      })),
    )
    .returning({ id: equipment.id });
  await db
    .insert(maintenanceTasks)
    .values(
      items.map((e, i) => ({
        equipmentId: e.id,
        task: "Clean condenser coil",
        intervalDays: 90,
        nextDue: dayFromNow(i - 30),
      })),
    );
  await db
    .insert(vendors)
    .values(
      Array.from({ length: ROWS }, (_, i) => ({
        locationId: assigned.id,
        name: `Vendor ${String(i).padStart(3, "0")}`,
        category: VENDOR_CATEGORIES[i % VENDOR_CATEGORIES.length]!,
        contactName: "Pat Doe",
        phone: "555-0100",
        email: `vendor${i}@example.test`,
        nextServiceDate: dayFromNow(i),
      })),
    );
  return { org, admin, assigned };
}
