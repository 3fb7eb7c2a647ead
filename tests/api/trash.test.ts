import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, equipment, licenses, licenseTypes, marketingCampaigns, vendors } from "@shared/schema";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import { createReminders } from "@server/features/notifications/reminders";
import { purgeTrash } from "@server/features/trash/service";
import { assignLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const today = toIsoDate(new Date());

async function records(locationId: string) {
  const [type] = await t.db.select().from(licenseTypes).limit(1);
  const [license] = await t.db
    .insert(licenses)
    .values({ locationId, licenseTypeId: type!.id, licenseNumber: "TR-1", expirationDate: addDaysIso(today, 7) })
    .returning();
  const [item] = await t.db.insert(equipment).values({ locationId, name: "Trash fryer" }).returning();
  const [vendor] = await t.db.insert(vendors).values({ locationId, name: "Trash vendor", category: "waste", nextServiceDate: addDaysIso(today, 1) }).returning();
  const [campaign] = await t.db
    .insert(marketingCampaigns)
    .values({ locationId, title: "Trash promo", startDate: today, endDate: addDaysIso(today, 3), status: "active" })
    .returning();
  return { license: license!, item: item!, vendor: vendor!, campaign: campaign!, typeName: type!.name };
}

describe("the trash", () => {
  it("keeps deleted records out of every list, read and count, and lists them for admins to restore", async () => {
    const tenant = await createTenant(t.db);
    const loc = tenant.assigned.id;
    const r = await records(loc);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);

    expect((await admin.delete(`/api/licenses/${r.license.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/equipment/${r.item.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/vendors/${r.vendor.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/marketing/${r.campaign.id}`)).status).toBe(204);

    // Gone from lists, reads and the dashboard.
    expect((await admin.get(`/api/licenses?locationId=${loc}`)).body).toEqual([]);
    expect((await admin.get(`/api/equipment?locationId=${loc}`)).body).toEqual([]);
    expect((await admin.get(`/api/vendors?locationId=${loc}`)).body).toEqual([]);
    expect((await admin.get(`/api/marketing?locationId=${loc}`)).body).toEqual([]);
    expect((await admin.get(`/api/licenses/${r.license.id}`)).status).toBe(404);
    expect((await admin.get(`/api/vendors/${r.vendor.id}`)).status).toBe(404);
    const dashboard = (await admin.get(`/api/dashboard?locationId=${loc}`)).body;
    expect(dashboard.licenses.expiringSoon).toBe(0);
    expect(dashboard.equipment.total).toBe(0);
    expect(dashboard.campaigns.activeThisMonth).toBe(0);
    // No reminders about them.
    await createReminders(t.db, today);
    const notes = await admin.get("/api/notifications");
    expect(JSON.stringify(notes.body)).not.toContain("Trash vendor");
    expect(JSON.stringify(notes.body)).not.toContain(r.typeName);

    // The trash lists all four with who deleted them and when they go for good.
    const trash = await admin.get("/api/trash");
    expect(trash.status).toBe(200);
    expect(trash.body.map((i: { kind: string }) => i.kind).sort()).toEqual(["campaign", "equipment", "license", "vendor"]);
    const vendorItem = trash.body.find((i: { kind: string }) => i.kind === "vendor");
    expect(vendorItem).toMatchObject({ id: r.vendor.id, name: "Trash vendor", locationName: "Assigned Location", deletedBy: "Ada Admin", purgeOn: addDaysIso(today, 30) });
    expect(trash.body.find((i: { kind: string }) => i.kind === "license").name).toBe(`${r.typeName} #TR-1`);

    // Restore: back in the list, out of the trash, audited.
    expect((await admin.post(`/api/trash/vendor/${r.vendor.id}/restore`)).status).toBe(204);
    expect((await admin.get(`/api/vendors?locationId=${loc}`)).body.map((v: { id: string }) => v.id)).toEqual([r.vendor.id]);
    expect((await admin.get("/api/trash")).body).toHaveLength(3);
    expect((await admin.post(`/api/trash/vendor/${r.vendor.id}/restore`)).status).toBe(404);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, r.vendor.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["delete", "restore"]);
  });

  it("a manager restores what they deleted at their locations (issue 34); another location's trash stays out of reach", async () => {
    const tenant = await createTenant(t.db);
    const here = await records(tenant.assigned.id);
    const there = await records(tenant.unassigned.id);
    const m = await createUser(t.db, { role: "manager", organizationId: tenant.org.id, firstName: "Mia", lastName: "Manager" });
    await assignLocation(t.db, m.id, tenant.assigned.id);
    const manager = await signedInAgent(t.app, m.email, TEST_PASSWORD);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    expect((await manager.delete(`/api/vendors/${here.vendor.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/vendors/${there.vendor.id}`)).status).toBe(204);

    const trash = await manager.get("/api/trash");
    expect(trash.status).toBe(200);
    expect(trash.body).toEqual([expect.objectContaining({ kind: "vendor", id: here.vendor.id, deletedBy: "Mia Manager" })]);
    expect((await manager.post(`/api/trash/vendor/${there.vendor.id}/restore`)).status).toBe(404);
    expect((await manager.post(`/api/trash/vendor/${here.vendor.id}/restore`)).status).toBe(204);
    expect((await manager.get(`/api/vendors?locationId=${tenant.assigned.id}`)).body.map((v: { id: string }) => v.id)).toEqual([here.vendor.id]);
    const [restored] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, here.vendor.id), eq(auditLog.action, "restore")));
    expect(restored?.actorId).toBe(m.id);
  });

  it("is not for staff, and each organization sees its own", async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const r = await records(tenant.assigned.id);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    await admin.delete(`/api/vendors/${r.vendor.id}`);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.get("/api/trash")).status).toBe(403);
    expect((await staff.post(`/api/trash/vendor/${r.vendor.id}/restore`)).status).toBe(403);
    const outsider = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    expect((await outsider.get("/api/trash")).body).toEqual([]);
    expect((await outsider.post(`/api/trash/vendor/${r.vendor.id}/restore`)).status).toBe(404);
    expect((await admin.post(`/api/trash/nothing/${r.vendor.id}/restore`)).status).toBe(404);
  });

  it("purges what has been in the trash for 30 days", async () => {
    const tenant = await createTenant(t.db);
    const old = await records(tenant.assigned.id);
    const recent = await records(tenant.unassigned.id);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await t.db.update(vendors).set({ deletedAt: daysAgo(31) }).where(eq(vendors.id, old.vendor.id));
    await t.db.update(licenses).set({ deletedAt: daysAgo(31) }).where(eq(licenses.id, old.license.id));
    await t.db.update(vendors).set({ deletedAt: daysAgo(29) }).where(eq(vendors.id, recent.vendor.id));
    expect(await purgeTrash(t.db, today)).toBeGreaterThanOrEqual(2);
    expect(await t.db.select().from(vendors).where(eq(vendors.id, old.vendor.id))).toEqual([]);
    expect(await t.db.select().from(licenses).where(eq(licenses.id, old.license.id))).toEqual([]);
    expect(await t.db.select().from(vendors).where(and(eq(vendors.id, recent.vendor.id)))).toHaveLength(1);
    // Live records are never purged.
    expect(await t.db.select().from(equipment).where(eq(equipment.id, old.item.id))).toHaveLength(1);
  });
});
