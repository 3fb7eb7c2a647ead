import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@shared/schema";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const today = newYorkToday();

describe("POST /api/maintenance-tasks/:id/undo-done", () => {
  it("puts back the due date, last done and the item's status that Mark Done changed, once", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const item = (await staff.post("/api/equipment").send({ locationId: tenant.assigned.id, name: "Fryer" })).body;
    const lastDone = addDaysIso(today, -10);
    const nextDue = addDaysIso(today, -3);
    const task = (await staff.post(`/api/equipment/${item.id}/tasks`).send({ task: "Filter oil", intervalDays: 7, lastDone, nextDue })).body;
    expect((await staff.get(`/api/equipment/${item.id}`)).body.status).toBe("maintenance_due");

    const done = await staff.post(`/api/maintenance-tasks/${task.id}/done`).send({});
    expect(done.body).toMatchObject({ lastDone: today, nextDue: addDaysIso(today, 7) });
    expect((await staff.get(`/api/equipment/${item.id}`)).body.status).toBe("working");

    const undone = await staff.post(`/api/maintenance-tasks/${task.id}/undo-done`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ lastDone, nextDue });
    expect((await staff.get(`/api/equipment/${item.id}`)).body.status).toBe("maintenance_due");
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, task.id))).map((a) => a.action);
    expect(actions).toContain("undo_done");

    // Nothing left to undo.
    const again = await staff.post(`/api/maintenance-tasks/${task.id}/undo-done`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("There is no Mark Done to undo");
  });

  it("refuses when the task was edited since", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const item = (await admin.post("/api/equipment").send({ locationId: tenant.assigned.id, name: "Oven" })).body;
    const task = (await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Descale", intervalDays: 30 })).body;
    await admin.post(`/api/maintenance-tasks/${task.id}/done`).send({});
    await admin.patch(`/api/maintenance-tasks/${task.id}`).send({ nextDue: addDaysIso(today, 90) });
    expect((await admin.post(`/api/maintenance-tasks/${task.id}/undo-done`)).status).toBe(409);
  });
});
