import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { eq } from "drizzle-orm";
import { serverUrlOf } from "@server/db/connection";
import { readDocument, storeDocument, streamDocument } from "@server/documents/storage";
import { binderSize, contentSize, loadBinder } from "@server/features/binder/load";
import { buildBinderPdf } from "@server/features/binder/pdf";
import { buildBinderPdfOffThread } from "@server/features/binder/pdf-thread/runner";
import { binderPdf, signedInUrls, storageReader, storeBinderPdf } from "@server/features/binder/service";
import { setLocalCopyFolder } from "@server/features/binder/local-copies";
import { binderBuilds, equipment, licenses, licenseTypes, locations, maintenanceTasks, serviceRecordAttachments, serviceRecords } from "@shared/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { assignLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { readFixture } from "../support/fixtures";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { hoodCertificate } from "../support/hood-certificate";

// "Download binder" of a large binder goes on the job queue with progress (issue 32, point 6); a small one
// downloads at once. The threshold is set low here so that a photo and a certificate make a large binder.
let t: TestApp;
const copies = mkdtempSync(path.join(os.tmpdir(), "binder-copies-"));
beforeAll(async () => {
  setLocalCopyFolder(copies);
  t = await createTestApp({ BINDER_QUEUE_BYTES: "100000" });
});
afterAll(async () => {
  await t?.close();
  rmSync(copies, { recursive: true, force: true });
});

const today = newYorkToday();
const photo = readFixture("licenses/fl-coral-tide-liquor-license.jpg");

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const binary = (agent: Agent, path: string) =>
  agent
    .get(path)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });

async function hoodCleaningDone(agent: Agent, locationId: string) {
  const item = (await agent.post("/api/equipment").send({ locationId, name: "Kitchen exhaust hood" })).body;
  const task = (await agent.post(`/api/equipment/${item.id}/tasks`).send({ task: "Hood cleaning", intervalDays: 90, lastDone: addDaysIso(today, -100) })).body;
  const done = await agent.post(`/api/maintenance-tasks/${task.id}/done`).attach("attachments", photo, "hood-after.jpg").attach("attachments", await hoodCertificate(), "hood-certificate.pdf");
  expect(done.status).toBe(200);
}

/** Polls a build until it has finished, keeping every view seen. */
async function finished(agent: Agent, id: string) {
  const seen: Array<{ state: string; done: number; total: number }> = [];
  for (let i = 0; i < 240; i++) {
    const res = await agent.get(`/api/binder-builds/${id}`);
    expect(res.status).toBe(200);
    seen.push(res.body);
    if (res.body.state === "done" || res.body.state === "failed") return { view: res.body, seen };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the binder build did not finish in 60 s");
}

describe("binder builds on the job queue (issue 32, point 6)", () => {
  it("a small binder downloads at once from the direct route", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const res = await admin.post(`/api/locations/${tenant.assigned.id}/binder-builds`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: null, state: "done", done: 0, total: 0, downloadUrl: `/api/locations/${tenant.assigned.id}/binder.pdf`, error: null });
  });

  it("a large binder is queued, reports its progress, and its PDF downloads with every page", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    await hoodCleaningDone(admin, tenant.assigned.id);

    const started = await admin.post(`/api/locations/${tenant.assigned.id}/binder-builds`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: "queued", done: 0, total: 1, downloadUrl: null, error: null });
    const { view, seen } = await finished(admin, started.body.id);
    expect(view).toMatchObject({ id: started.body.id, state: "done", done: 1, total: 1, error: null, downloadUrl: `/api/binder-builds/${started.body.id}/binder.pdf` });
    expect(seen.every((s) => s.total === 1 && s.done <= 1)).toBe(true);

    const pdf = await binary(admin, view.downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`Inspection binder - ${tenant.assigned.name}`);
    // Cover, contents, the record's page, the photo's page, the certificate's two pages: as the direct route's.
    expect((await PDFDocument.load(pdf.body as Buffer)).getPageCount()).toBe(6);
    const direct = await binary(admin, `/api/locations/${tenant.assigned.id}/binder.pdf`);
    expect((await PDFDocument.load(direct.body as Buffer)).getPageCount()).toBe(6);

    // The download came from this machine's copy of the PDF; without it (another instance), or with a copy that
    // does not match the stored document, it comes from the database: the same bytes each time.
    const build = (await t.db.select().from(binderBuilds).where(eq(binderBuilds.id, started.body.id)))[0]!;
    const stored = (await readDocument(t.db, tenant.org.id, build.documentId!))!.content;
    expect((pdf.body as Buffer).equals(stored)).toBe(true);
    const copy = path.join(copies, `${build.documentId}.pdf`);
    expect(readFileSync(copy).equals(stored)).toBe(true);
    writeFileSync(copy, "not the binder");
    expect(((await binary(admin, view.downloadUrl)).body as Buffer).equals(stored)).toBe(true);
    rmSync(copy);
    expect(((await binary(admin, view.downloadUrl)).body as Buffer).equals(stored)).toBe(true);

    // A new build replaces the requester's finished one.
    const again = await admin.post(`/api/locations/${tenant.assigned.id}/binder-builds`);
    expect(again.status).toBe(202);
    expect((await admin.get(`/api/binder-builds/${started.body.id}`)).status).toBe(404);
    await finished(admin, again.body.id);
  }, 90_000);

  it("the size that decides queue or not is the loaded binder's: current licenses, the last year's records and each task's last", async () => {
    const tenant = await createTenant(t.db);
    const store = async (size: number) =>
      (await storeDocument(t.db, { organizationId: tenant.org.id, originalName: "f.pdf", contentType: "application/pdf", bytes: randomBytes(size), uploadedBy: tenant.admin.id })).id;
    const [type] = await t.db.select().from(licenseTypes).limit(1);
    const license = (status: "active" | "archived", documentId: string | null, deletedAt: Date | null = null) =>
      t.db.insert(licenses).values({ locationId: tenant.assigned.id, licenseTypeId: type!.id, licenseNumber: "S-1", expirationDate: addDaysIso(today, 200), status, documentId, deletedAt });
    await license("active", await store(1000));
    await license("active", null);
    await license("archived", await store(2000));
    await license("active", await store(4000), new Date());
    // A license of another location, with a document of its own.
    await t.db.insert(licenses).values({ locationId: tenant.unassigned.id, licenseTypeId: type!.id, licenseNumber: "O-1", expirationDate: addDaysIso(today, 200), documentId: await store(8000) });
    const record = async (itemId: string, taskId: string, daysAgo: number, size: number) => {
      const [r] = await t.db
        .insert(serviceRecords)
        .values({ locationId: tenant.assigned.id, equipmentId: itemId, taskId, taskName: "Service", doneOn: addDaysIso(today, -daysAgo), doneByName: "Test" })
        .returning();
      await t.db.insert(serviceRecordAttachments).values({ recordId: r!.id, documentId: await store(size), position: 0 });
    };
    const item = async (deletedAt: Date | null) => (await t.db.insert(equipment).values({ locationId: tenant.assigned.id, name: "Hood", deletedAt }).returning())[0]!.id;
    const task = async (itemId: string) => (await t.db.insert(maintenanceTasks).values({ equipmentId: itemId, task: "Service", intervalDays: 90, nextDue: addDaysIso(today, 30) }).returning())[0]!.id;
    const live = await item(null);
    const recent = await task(live);
    await record(live, recent, 10, 100);
    await record(live, recent, 400, 200);
    const old = await task(live);
    await record(live, old, 400, 300);
    await record(live, old, 500, 600);
    const trashed = await item(new Date());
    await record(trashed, await task(trashed), 5, 5000);

    const [location] = await t.db.select().from(locations).where(eq(locations.id, tenant.assigned.id));
    const loaded = contentSize(await loadBinder(t.db, location!, signedInUrls(location!.id), today));
    // Two current licenses (one document), the recent task's record of 10 days ago, the old task's last one.
    expect(loaded).toEqual({ entries: 4, bytes: 1000 + 100 + 300 });
    expect(await binderSize(t.db, location!, today)).toEqual(loaded);
  });

  it("a build is seen only by the person who asked for it, while the location is theirs", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    await hoodCleaningDone(admin, tenant.assigned.id);
    const started = await admin.post(`/api/locations/${tenant.assigned.id}/binder-builds`);
    expect(started.status).toBe(202);
    await finished(admin, started.body.id);

    const colleague = await createUser(t.db, { organizationId: tenant.org.id, role: "admin", firstName: "Colleague" });
    const other = await signedInAgent(t.app, colleague.email, TEST_PASSWORD);
    expect((await other.get(`/api/binder-builds/${started.body.id}`)).status).toBe(404);
    expect((await other.get(`/api/binder-builds/${started.body.id}/binder.pdf`)).status).toBe(404);

    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.post(`/api/locations/${tenant.unassigned.id}/binder-builds`)).status).toBe(404);
    await assignLocation(t.db, tenant.staff.id, tenant.unassigned.id);
    expect((await staff.post(`/api/locations/${tenant.unassigned.id}/binder-builds`)).status).toBe(200);
    expect((await admin.get("/api/binder-builds/not-a-uuid")).status).toBe(404);
  }, 90_000);

  it("streams a stored document of several megabytes a quarter megabyte at a time, byte for byte", async () => {
    const tenant = await createTenant(t.db);
    const bytes = randomBytes(2_600_000);
    const doc = await storeDocument(t.db, { organizationId: tenant.org.id, originalName: "big.pdf", contentType: "application/pdf", bytes, uploadedBy: tenant.admin.id });
    const streamed = await streamDocument(t.db, tenant.org.id, doc.id);
    const chunks: Buffer[] = [];
    for await (const chunk of streamed!.body) chunks.push(chunk as Buffer);
    expect(chunks.map((c) => c.length)).toEqual([...Array.from({ length: 9 }, () => 262_144), 240_704]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await streamDocument(t.db, "00000000-0000-4000-8000-000000000000", doc.id)).toBeUndefined();
  });
});

// On a PostgreSQL server (TEST_DATABASE_URL) the binder worker reads the documents and stores the PDF over a
// connection of its own; the PDF must be the one the request thread's reads make.
describe.runIf(process.env.TEST_DATABASE_URL)("the binder worker's own PostgreSQL connection", () => {
  it("builds and stores the same pages as when the request thread reads the documents", async () => {
    expect(serverUrlOf(t.db)).toBeDefined();
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    await hoodCleaningDone(admin, tenant.assigned.id);
    const [type] = await t.db.select().from(licenseTypes).limit(1);
    const licensePdf = await hoodCertificate();
    const doc = await storeDocument(t.db, { organizationId: tenant.org.id, originalName: "permit.pdf", contentType: "application/pdf", bytes: licensePdf, uploadedBy: tenant.admin.id });
    await t.db.insert(licenses).values({ locationId: tenant.assigned.id, licenseTypeId: type!.id, licenseNumber: "W-1", expirationDate: addDaysIso(today, 300), documentId: doc.id });
    const [location] = await t.db.select().from(locations).where(eq(locations.id, tenant.assigned.id));
    const content = await loadBinder(t.db, location!, signedInUrls(location!.id));
    const options = { madeBy: "Test", now: new Date("2026-11-27T12:00:00Z") };
    const pagesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

    // Before: every document read on this thread (in the thread, and for the worker).
    const inThread = await pagesOf(await buildBinderPdf(content, storageReader(t.db, tenant.org.id), options));
    const readHere = await pagesOf((await buildBinderPdfOffThread({ content, read: storageReader(t.db, tenant.org.id), options })).bytes);
    // Cover, contents, the license's pages, the record's page, the photo's page, the certificate's pages.
    const licensePages = await pagesOf(licensePdf);
    expect(inThread).toBe(2 + licensePages + 1 + 1 + licensePages);
    expect(readHere).toBe(inThread);

    // The worker's connection: the PDF given back, and the PDF stored by the worker.
    expect(await pagesOf(await binderPdf(t.db, content, options))).toBe(inThread);
    const storedId = await storeBinderPdf(t.db, content, options, { originalName: "binder.pdf", uploadedBy: tenant.admin.id });
    const stored = await readDocument(t.db, tenant.org.id, storedId);
    expect(stored).toMatchObject({ contentType: "application/pdf", originalName: "binder.pdf", uploadedBy: tenant.admin.id, storage: "postgres" });
    expect(await pagesOf(stored!.content)).toBe(inThread);

    // Another organization's documents are not read by the worker: the PDF says so on a page of their own.
    const other = await createTenant(t.db);
    const foreign = await pagesOf(await binderPdf(t.db, { ...content, organizationId: other.org.id }, options));
    expect(foreign).toBe(2 + 1 + 1 + 1 + 1);
  }, 90_000);
});
