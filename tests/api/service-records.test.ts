import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, binderLinks, documents, serviceRecords } from "@shared/schema";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { createTenant, createUser, assignLocation, TEST_PASSWORD } from "../support/factories";
import { readFixture } from "../support/fixtures";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { hoodCertificate } from "../support/hood-certificate";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const today = newYorkToday();
const photo = readFixture("licenses/fl-coral-tide-liquor-license.jpg");

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

async function hoodSetup(agent: Agent, locationId: string) {
  const item = (await agent.post("/api/equipment").send({ locationId, name: "Kitchen exhaust hood" })).body;
  const task = (
    await agent.post(`/api/equipment/${item.id}/tasks`).send({ task: "Hood cleaning", intervalDays: 90, lastDone: addDaysIso(today, -100), serviceKind: "hood_cleaning" })
  ).body;
  const vendor = (await agent.post("/api/vendors").send({ locationId, name: "Blue Flame Hood Co.", category: "cleaning" })).body;
  return { item, task, vendor };
}

describe("service records (issue 32, point 5)", () => {
  it("Mark Done records who, when, the vendor, cost, notes and the attachments; history and visits show it; Undo removes it", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const { item, task, vendor } = await hoodSetup(staff, tenant.assigned.id);
    expect(task.serviceKind).toBe("hood_cleaning");
    const doneOn = addDaysIso(today, -1);

    const done = await staff
      .post(`/api/maintenance-tasks/${task.id}/done`)
      .field("doneOn", doneOn)
      .field("vendorId", vendor.id)
      .field("cost", "450.00")
      .field("notes", "Ducts and fans degreased")
      .attach("attachments", photo, "hood-after.jpg")
      .attach("attachments", await hoodCertificate(), "hood-certificate.pdf");
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ lastDone: doneOn, nextDue: addDaysIso(doneOn, 90) });
    expect(done.body.completion).toMatchObject({
      doneOn,
      doneBy: { name: "Sam Staff" },
      vendor: { id: vendor.id, name: "Blue Flame Hood Co." },
      cost: "450.00",
      notes: "Ducts and fans degreased",
      serviceKind: "hood_cleaning",
    });
    expect(done.body.completion.attachments.map((a: { name: string; contentType: string }) => [a.name, a.contentType])).toEqual([
      ["hood-after.jpg", "image/jpeg"],
      ["hood-certificate.pdf", "application/pdf"],
    ]);

    const history = (await staff.get(`/api/equipment/${item.id}/service-records`)).body;
    expect(history).toHaveLength(1);
    expect(history[0].id).toBe(done.body.completion.id);
    const visits = (await staff.get(`/api/vendors/${vendor.id}/service-records`)).body;
    expect(visits.map((v: { taskName: string }) => v.taskName)).toEqual(["Hood cleaning"]);

    const file = await staff.get(history[0].attachments[0].url).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(Buffer.compare(file.body as Buffer, photo)).toBe(0);

    // A second completion is kept beside the first; Undo takes back only the last one, with its files.
    const second = await staff.post(`/api/maintenance-tasks/${task.id}/done`).send({ notes: "Touch-up" });
    expect(second.status).toBe(200);
    expect((await staff.get(`/api/equipment/${item.id}/service-records`)).body).toHaveLength(2);
    expect((await staff.post(`/api/maintenance-tasks/${task.id}/undo-done`)).status).toBe(200);
    const after = (await staff.get(`/api/equipment/${item.id}/service-records`)).body;
    expect(after.map((r: { notes: string }) => r.notes)).toEqual(["Ducts and fans degreased"]);
  });

  it("Undo removes the completion's attachments' documents too", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const { task } = await hoodSetup(admin, tenant.assigned.id);
    const done = await admin.post(`/api/maintenance-tasks/${task.id}/done`).attach("attachments", photo, "p.jpg");
    const docCount = async () => (await t.db.select().from(documents).where(eq(documents.organizationId, tenant.org.id))).length;
    expect(await docCount()).toBe(1);
    expect((await admin.post(`/api/maintenance-tasks/${task.id}/undo-done`)).status).toBe(200);
    expect(await docCount()).toBe(0);
    expect(await t.db.select().from(serviceRecords).where(eq(serviceRecords.id, done.body.completion.id))).toHaveLength(0);
  });

  it("refuses a future day, another location's vendor, a bad cost and a file that is not a PDF or image, writing nothing", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const { task } = await hoodSetup(admin, tenant.assigned.id);
    const elsewhere = (await admin.post("/api/vendors").send({ locationId: tenant.unassigned.id, name: "Other", category: "cleaning" })).body;

    const future = await admin.post(`/api/maintenance-tasks/${task.id}/done`).send({ doneOn: addDaysIso(today, 1) });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe("Done date cannot be in the future");
    const vendor = await admin.post(`/api/maintenance-tasks/${task.id}/done`).send({ vendorId: elsewhere.id });
    expect(vendor.status).toBe(400);
    expect(vendor.body.message).toBe("Vendor not found at this location");
    const cost = await admin.post(`/api/maintenance-tasks/${task.id}/done`).send({ cost: "-5" });
    expect(cost.status).toBe(400);
    const text = await admin.post(`/api/maintenance-tasks/${task.id}/done`).attach("attachments", Buffer.from("hello, not a file"), "x.pdf");
    expect(text.status).toBe(415);
    expect(text.body.message).toBe("Please upload a PDF, PNG, or JPG file");

    expect(await t.db.select().from(serviceRecords).where(eq(serviceRecords.locationId, tenant.assigned.id))).toHaveLength(0);
    const still = (await admin.get(`/api/equipment/${task.equipmentId}`)).body.tasks[0];
    expect(still.lastDone).toBe(addDaysIso(today, -100));
  });

  it("keeps a completion when its task is deleted", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const { item, task } = await hoodSetup(admin, tenant.assigned.id);
    await admin.post(`/api/maintenance-tasks/${task.id}/done`).send({});
    expect((await admin.delete(`/api/maintenance-tasks/${task.id}`)).status).toBe(204);
    const history = (await admin.get(`/api/equipment/${item.id}/service-records`)).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ taskId: null, taskName: "Hood cleaning" });
  });
});

describe("the inspection binder (point 6)", () => {
  it("lists current licenses, each task's last proof and the missing requirements; the PDF holds them all", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const { task } = await hoodSetup(admin, tenant.assigned.id);
    await admin
      .post(`/api/maintenance-tasks/${task.id}/done`)
      .attach("attachments", photo, "hood-after.jpg")
      .attach("attachments", await hoodCertificate(), "hood-certificate.pdf");

    const binder = await admin.get(`/api/locations/${tenant.assigned.id}/binder`);
    expect(binder.status).toBe(200);
    expect(binder.body.location.id).toBe(tenant.assigned.id);
    expect(binder.body.tasks).toHaveLength(1);
    expect(binder.body.tasks[0]).toMatchObject({ taskName: "Hood cleaning", serviceKind: "hood_cleaning", age: "today" });
    expect(binder.body.tasks[0].lastRecord.attachments).toHaveLength(2);

    const pdf = await admin.get(`/api/locations/${tenant.assigned.id}/binder.pdf`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const parsed = await PDFDocument.load(pdf.body as Buffer);
    // Cover, contents, the record's page, the photo's page, the certificate's two pages.
    expect(parsed.getPageCount()).toBe(6);
  });

  it("answers 404 for a location the caller does not reach", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.get(`/api/locations/${tenant.unassigned.id}/binder`)).status).toBe(404);
    expect((await staff.get(`/api/locations/${tenant.unassigned.id}/binder.pdf`)).status).toBe(404);
  });
});

describe("shared binder links (point 7)", () => {
  it("opens without an account, shows only that location, is audited, stores the token hashed, and answers 404 after revoke", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const { task } = await hoodSetup(admin, tenant.assigned.id);
    await admin.post(`/api/maintenance-tasks/${task.id}/done`).attach("attachments", photo, "hood-after.jpg");
    const other = await hoodSetup(admin, tenant.unassigned.id);
    const otherDone = await admin.post(`/api/maintenance-tasks/${other.task.id}/done`).attach("attachments", photo, "other.jpg");

    const created = await admin.post(`/api/locations/${tenant.assigned.id}/binder-links`).send({});
    expect(created.status).toBe(201);
    const expiresInDays = (new Date(created.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(7);
    const path = new URL(created.body.url).pathname;
    const token = path.split("/").pop()!;
    const [stored] = await t.db.select().from(binderLinks).where(eq(binderLinks.id, created.body.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const anonymous = request(t.app);
    const page = await anonymous.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Assigned Location");
    expect(page.text).toContain("Hood cleaning");
    expect(page.text).not.toContain("Unassigned Location");
    expect(page.text).not.toContain("other.jpg");
    const photoLink = /href="([^"]+\/attachments\/[^"?]+)/.exec(page.text)![1]!;
    expect((await anonymous.get(photoLink)).status).toBe(200);
    // Another location's attachment through this link: not found.
    const foreignAttachment = otherDone.body.completion.attachments[0].id;
    expect((await anonymous.get(`${path}/attachments/${foreignAttachment}`)).status).toBe(404);
    expect((await anonymous.get(`${path}/binder.pdf`)).status).toBe(200);

    const listed = (await admin.get(`/api/locations/${tenant.assigned.id}/binder-links`)).body;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ createdBy: "Ada Admin", active: true, openCount: 3 });
    expect(listed[0].lastOpenedAt).not.toBeNull();
    const opens = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.body.id));
    expect(opens.filter((a) => a.action === "open_shared_binder")).toHaveLength(3);

    expect((await admin.delete(`/api/binder-links/${created.body.id}`)).status).toBe(200);
    expect((await anonymous.get(path)).status).toBe(404);
    expect((await anonymous.get(photoLink)).status).toBe(404);
    expect((await anonymous.get(`${path}/binder.pdf`)).status).toBe(404);
  });

  it("answers 404 once expired, and for a made-up token", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const created = await admin.post(`/api/locations/${tenant.assigned.id}/binder-links`).send({ days: 1 });
    const path = new URL(created.body.url).pathname;
    expect((await request(t.app).get(path)).status).toBe(200);
    await t.db.update(binderLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(binderLinks.id, created.body.id));
    expect((await request(t.app).get(path)).status).toBe(404);
    expect((await request(t.app).get(`/api/shared-binders/${"A".repeat(43)}`)).status).toBe(404);
    expect((await admin.get(`/api/locations/${tenant.assigned.id}/binder-links`)).body[0].active).toBe(false);
  });

  it("refuses staff, a bad number of days, and another location's links", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.post(`/api/locations/${tenant.assigned.id}/binder-links`).send({})).status).toBe(403);
    const manager = await createUser(t.db, { role: "manager", organizationId: tenant.org.id });
    await assignLocation(t.db, manager.id, tenant.assigned.id);
    const m = await signedInAgent(t.app, manager.email, TEST_PASSWORD);
    const bad = await m.post(`/api/locations/${tenant.assigned.id}/binder-links`).send({ days: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Days must be a whole number from 1 to 90");
    expect((await m.post(`/api/locations/${tenant.unassigned.id}/binder-links`).send({})).status).toBe(404);
    expect((await m.post(`/api/locations/${tenant.assigned.id}/binder-links`).send({ days: 30 })).status).toBe(201);
  });
});
