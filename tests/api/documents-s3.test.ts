import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, licenses, licenseTypes } from "@shared/schema";
import { migrateDocumentStorage } from "@server/documents/migrate-storage";
import { documentKey, readAll } from "@server/documents/objects/object-store";
import { S3ObjectStore } from "@server/documents/objects/s3-object-store";
import { configureDocumentStorage, documentStorage, STORAGE_UNAVAILABLE } from "@server/documents/storage";
import { sweepOrphanObjects } from "@server/jobs/delete-orphan-objects";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { readFixture } from "../support/fixtures";
import { hoodCertificate } from "../support/hood-certificate";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { startTestS3, type TestS3Server } from "../support/s3-server";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let s3: TestS3Server;
let t: TestApp;
let objects: S3ObjectStore;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let typeId: string;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
  objects = new S3ObjectStore(t.config.s3!);
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  typeId = (await t.db.select().from(licenseTypes).limit(1))[0]!.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const pdf = readFixture("licenses/ny-tappan-ridge-food-service-permit.pdf");
const png = readFixture("licenses/ca-vista-linda-business-license.png");

function upload(file: { bytes: Buffer; name: string }) {
  const data = { locationId: tenant.assigned.id, licenseTypeId: typeId, licenseNumber: "S3-1", status: "active", notes: "" };
  return admin.post("/api/licenses").field("licenseData", JSON.stringify(data)).attach("document", file.bytes, file.name);
}

function download(licenseId: string) {
  return admin
    .get(`/api/licenses/${licenseId}/download`)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });
}

async function objectKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of objects.list("org/")) keys.push(...page.map((o) => o.key));
  return keys;
}

describe("documents in S3-compatible object storage", () => {
  it("puts the bytes in the bucket under org/<organization>/<sha256>, keeps only metadata in the row, and streams them back", async () => {
    const created = await upload({ bytes: pdf, name: "permit.pdf" });
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, created.body.documentId));
    expect(row).toMatchObject({ storage: "s3", storageKey: `org/${tenant.org.id}/${sha(pdf)}`, content: null, size: pdf.length });
    expect(sha(await readAll(await objects.open(row!.storageKey!)))).toBe(sha(pdf));

    const res = await download(created.body.id);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-length"]).toBe(String(pdf.length));
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(sha(res.body as Buffer)).toBe(sha(pdf));
  });

  it("keeps one object for the same file uploaded twice; deleting one license leaves the other's download intact", async () => {
    const a = await upload({ bytes: png, name: "a.png" });
    const b = await upload({ bytes: png, name: "b.png" });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await objectKeys()).filter((k) => k === documentKey(tenant.org.id, sha(png)))).toHaveLength(1);
    expect((await admin.delete(`/api/licenses/${a.body.id}`)).status).toBe(204);
    const res = await download(b.body.id);
    expect(res.status).toBe(200);
    expect(sha(res.body as Buffer)).toBe(sha(png));
  });

  it("refuses the upload as a whole when the store fails mid-upload: no license, no document row", async () => {
    const before = { licenses: await t.db.$count(licenses), documents: await t.db.$count(documents) };
    const unique = Buffer.concat([png, Buffer.from(`mid-upload ${Date.now()}`)]);
    s3.failPuts = true;
    try {
      const res = await upload({ bytes: unique, name: "broken.png" });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: STORAGE_UNAVAILABLE });
    } finally {
      s3.failPuts = false;
    }
    expect({ licenses: await t.db.$count(licenses), documents: await t.db.$count(documents) }).toEqual(before);
    expect(await objectKeys()).not.toContain(documentKey(tenant.org.id, sha(unique)));
  });

  it("the orphan sweep deletes objects no row references once past the grace period, and only those", async () => {
    const orphanKey = documentKey(tenant.org.id, "0".repeat(64));
    await objects.put(orphanKey, Buffer.from("left behind by a rolled-back upload"), "application/pdf");
    const used = (await t.db.select({ key: documents.storageKey }).from(documents).where(eq(documents.storage, "s3"))).map((r) => r.key!);

    expect(await sweepOrphanObjects(t.db, objects, new Date(Date.now() - 3_600_000))).toBe(0);
    expect(await objectKeys()).toContain(orphanKey);

    const deleted = await sweepOrphanObjects(t.db, objects, new Date(Date.now() + 60_000));
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await objectKeys();
    expect(left).not.toContain(orphanKey);
    expect(left).toEqual(expect.arrayContaining([...new Set(used)]));
  });

  it("storage:migrate moves documents to PostgreSQL and back, resuming after an interruption", async () => {
    const setting = documentStorage();
    configureDocumentStorage({ ...setting, kind: "postgres" });
    let inPostgres: string[];
    try {
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await upload({ bytes: Buffer.concat([pdf, Buffer.from(`%copy ${i} ${Date.now()}`)]), name: `p${i}.pdf` }));
      inPostgres = made.map((m) => m.body.id as string);
    } finally {
      configureDocumentStorage(setting);
    }
    const rowsOf = async (licenseIds: string[]) =>
      Promise.all(
        licenseIds.map(async (id) => {
          const [l] = await t.db.select().from(licenses).where(eq(licenses.id, id));
          return (await t.db.select().from(documents).where(eq(documents.id, l!.documentId!)))[0]!;
        }),
      );
    expect((await rowsOf(inPostgres)).map((r) => r.storage)).toEqual(["postgres", "postgres", "postgres"]);

    // Interrupted: the store fails after the first object.
    const putsBefore = s3.puts;
    const failing = {
      put: async (key: string, bytes: Buffer, type: string) => {
        if (s3.puts > putsBefore) s3.failPuts = true;
        return objects.put(key, bytes, type);
      },
      open: (key: string) => objects.open(key),
      delete: (key: string) => objects.delete(key),
      list: (prefix: string) => objects.list(prefix),
    };
    await expect(migrateDocumentStorage(t.db, failing, "s3", { batch: 2 })).rejects.toThrow();
    s3.failPuts = false;
    const partial = await rowsOf(inPostgres);
    expect(partial.filter((r) => r.storage === "s3")).toHaveLength(1);

    const resumed = await migrateDocumentStorage(t.db, objects, "s3");
    expect(resumed).toEqual({ moved: 2, remaining: 0 });
    for (const row of await rowsOf(inPostgres)) expect(row).toMatchObject({ storage: "s3", content: null });
    for (const id of inPostgres) expect((await download(id)).status).toBe(200);

    const back = await migrateDocumentStorage(t.db, objects, "postgres");
    expect(back.remaining).toBe(0);
    for (const row of await rowsOf(inPostgres)) {
      expect(row.storage).toBe("postgres");
      expect(row.storageKey).toBeNull();
      expect(sha(row.content!)).toBe(row.sha256);
    }
    const res = await download(inPostgres[0]!);
    expect(res.status).toBe(200);
    expect(sha(res.body as Buffer)).toBe((await rowsOf([inPostgres[0]!]))[0]!.sha256);
  });

  it("the binder PDF places documents from the bucket and from rows alike (on PostgreSQL its worker reads the rows itself)", async () => {
    const owner = await createTenant(t.db);
    const manager = await signedInAgent(t.app, owner.admin.email, TEST_PASSWORD);
    const certificate = await hoodCertificate();
    const add = (bytes: Buffer, name: string, licenseNumber: string) =>
      manager
        .post("/api/licenses")
        .field("licenseData", JSON.stringify({ locationId: owner.assigned.id, licenseTypeId: typeId, licenseNumber, status: "active", notes: "" }))
        .attach("document", bytes, name);
    expect((await add(certificate, "certificate.pdf", "IN-S3")).status).toBe(201);
    const setting = documentStorage();
    configureDocumentStorage({ ...setting, kind: "postgres" });
    try {
      expect((await add(png, "in-row.png", "IN-ROW")).status).toBe(201);
    } finally {
      configureDocumentStorage(setting);
    }
    const res = await manager
      .get(`/api/locations/${owner.assigned.id}/binder.pdf`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const body = new Uint8Array(res.body as Buffer);
    // Cover, contents, the certificate's two pages, the image's page.
    expect((await PDFDocument.load(body)).getPageCount()).toBe(5);
    const { text } = await extractText(await getDocumentProxy(body), { mergePages: true });
    expect(text).toContain("in-row.png");
    expect(text).not.toContain("could not be read");
  });
});
