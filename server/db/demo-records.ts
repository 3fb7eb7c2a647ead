import { eq, isNull } from "drizzle-orm";
import {
  budgetCategories,
  budgets,
  equipment,
  licenses,
  licenseTypes,
  maintenanceTasks,
  marketingCampaigns,
  vendors,
} from "@shared/schema";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import { currentMonth } from "@shared/domain/dates";
import { storeDocument } from "../documents/storage";
import type { Db } from "./connection";

/** A one-page PDF with a line of text, so demo licenses have a document to view and download. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** Licenses, equipment, vendors, a budget and campaigns for one demo location (only if it has no licenses yet). */
export async function addDemoRecords(db: Db, location: { id: string; organizationId: string; name: string }, index: number) {
  const [existing] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.locationId, location.id)).limit(1);
  if (existing) return;
  const today = toIsoDate(new Date());
  const types = new Map((await db.select().from(licenseTypes)).map((t) => [t.name, t.id]));
  const demoLicenses = [
    { type: "Food Service Establishment Permit", number: `FSE-2026-${4100 + index}`, issued: addDaysIso(today, -340), expires: addDaysIso(today, 25) },
    { type: "Business License", number: `BL-${20260 + index}`, issued: addDaysIso(today, -120), expires: addDaysIso(today, 245) },
    { type: "Fire Safety Permit", number: `FP-2026-${300 + index}`, issued: addDaysIso(today, -60), expires: addDaysIso(today, 70) },
    { type: "Certificate of Occupancy", number: `CO-${7700 + index}`, issued: "2019-05-02", expires: null },
  ];
  await db.transaction(async (tx) => {
    for (const l of demoLicenses) {
      const typeId = types.get(l.type);
      if (!typeId) continue;
      const doc = await storeDocument(tx, {
        organizationId: location.organizationId,
        originalName: `${l.type.toLowerCase().replace(/\W+/g, "-")}.pdf`,
        contentType: "application/pdf",
        bytes: demoPdf(`${l.type} ${l.number} - ${location.name}`),
        uploadedBy: null,
      });
      const [row] = await tx
        .insert(licenses)
        .values({
          locationId: location.id,
          licenseTypeId: typeId,
          licenseNumber: l.number,
          issueDate: l.issued,
          expirationDate: l.expires,
          documentId: doc.id,
          documentName: doc.originalName,
          documentPath: `documents/${doc.id}`,
        })
        .returning({ id: licenses.id });
      await tx.update(licenses).set({ documentUrl: `/api/licenses/${row!.id}/download` }).where(eq(licenses.id, row!.id));
    }

    const [fryer] = await tx
      .insert(equipment)
      .values({ locationId: location.id, name: "Gas Fryer", manufacturer: "Emberline Kitchen Equipment", model: "EK-40G", price: "3499.00", purchaseDate: "2024-03-15", warrantyExpiration: addDaysIso(today, 20) })
      .returning();
    const [cooler] = await tx
      .insert(equipment)
      .values({ locationId: location.id, name: "Walk-in Cooler", manufacturer: "Frostgate Refrigeration", model: "FG-720-W", price: "12850.00", purchaseDate: "2022-08-01" })
      .returning();
    await tx.insert(maintenanceTasks).values([
      { equipmentId: fryer!.id, task: "Boil out the fry pot", intervalDays: 7, lastDone: addDaysIso(today, -5), nextDue: addDaysIso(today, 2) },
      { equipmentId: cooler!.id, task: "Clean the condenser coil", intervalDays: 90, lastDone: addDaysIso(today, -95), nextDue: addDaysIso(today, -5) },
    ]);

    await tx.insert(vendors).values([
      { locationId: location.id, name: "Bright Side Cleaning Co.", category: "cleaning", contactName: "Dana Wu", phone: "(555) 010-2233", email: "dana@brightside.example", address: "88 Industrial Park Road, Unit 4", schedule: "weekly", nextServiceDate: addDaysIso(today, 1) },
      { locationId: location.id, name: "Greenway Waste Services", category: "waste", contactName: "Luis Ortega", phone: "(555) 010-7781", schedule: "bi-weekly", nextServiceDate: null },
    ]);

    const month = currentMonth(today);
    const defaults = new Map(
      (await tx.select().from(budgetCategories).where(isNull(budgetCategories.organizationId))).map((c) => [c.name, c.id]),
    );
    const lines: Array<[string, string, [string, string, string, string]]> = [
      ["Food Cost", "18000.00", ["4200.00", "4450.50", "3980.25", "0"]],
      ["Labor", "24000.00", ["5900.00", "6100.00", "5875.40", "0"]],
      ["Supplies", "2500.00", ["610.00", "540.75", "720.00", "0"]],
      ["Marketing", "1500.00", ["400.00", "0", "650.00", "0"]],
    ];
    // Each location a little busier than the one before, so the group's budgets differ (amounts in cents).
    const cents = (amount: string) => Math.round((Math.round(Number(amount) * 100) * (100 + 13 * index)) / 100);
    const money = (c: number) => (c / 100).toFixed(2);
    for (const [name, plannedAmount, weekAmounts] of lines) {
      const categoryId = defaults.get(name);
      if (!categoryId) continue;
      const planned = money(cents(plannedAmount));
      const weekCents = weekAmounts.map(cents);
      const weeks = weekCents.map(money);
      const actual = money(weekCents.reduce((sum, w) => sum + w, 0));
      await tx
        .insert(budgets)
        .values({ locationId: location.id, categoryId, month, plannedAmount: planned, actualAmount: actual, weekOneActual: weeks[0], weekTwoActual: weeks[1], weekThreeActual: weeks[2], weekFourActual: weeks[3] })
        .onConflictDoNothing();
    }

    await tx.insert(marketingCampaigns).values([
      { locationId: location.id, title: "Holiday Prix Fixe", description: "Three courses with wine pairing through the holidays.", startDate: addDaysIso(today, -7), endDate: addDaysIso(today, 38), budget: "2400.00", status: "active" },
      { locationId: location.id, title: "Oyster Happy Hour Launch", description: "Social posts and in-store signage.", startDate: addDaysIso(today, 20), endDate: addDaysIso(today, 50), budget: "800.00", status: "planned" },
    ]);
  });
}

