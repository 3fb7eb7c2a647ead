/**
 * S3_PRESIGNED_DOWNLOADS: a download of a document kept in S3 checks tenancy as ever, then answers 302 to a
 * short-lived pre-signed URL of the object (s3rver started by the test). s3rver checks a URL's expiry but not
 * its V4 signature, so a tampered URL is not tested here.
 */
import { createHash } from "node:crypto";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenseTypes } from "@shared/schema";
import { S3ObjectStore } from "@server/documents/objects/s3-object-store";
import { configureDocumentStorage, documentStorage } from "@server/documents/storage";
import { readFixture } from "../support/fixtures";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { S3_TEST_BUCKET, startTestS3, type TestS3Server } from "../support/s3-server";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let s3: TestS3Server;
let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let typeId: string;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ ...s3.env, S3_PRESIGNED_DOWNLOADS: "true" });
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  typeId = (await t.db.select().from(licenseTypes).limit(1))[0]!.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const sha = (b: Buffer | ArrayBuffer) => createHash("sha256").update(Buffer.from(b as ArrayBuffer)).digest("hex");
const pdf = readFixture("licenses/ny-tappan-ridge-food-service-permit.pdf");
const png = readFixture("licenses/ca-vista-linda-business-license.png");

async function upload(bytes: Buffer, name: string): Promise<string> {
  const data = { locationId: tenant.assigned.id, licenseTypeId: typeId, licenseNumber: `P-${name}`, status: "active", notes: "" };
  const res = await admin.post("/api/licenses").field("licenseData", JSON.stringify(data)).attach("document", bytes, name);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("pre-signed downloads (S3_PRESIGNED_DOWNLOADS=true)", () => {
  it("redirects a download to the bucket with a 60-second URL whose answer is the exact bytes, type and file name", async () => {
    const id = await upload(pdf, "permit 2026.pdf");
    const res = await admin.get(`/api/licenses/${id}/download`).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const url = new URL(res.headers.location!);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${S3_TEST_BUCKET}/org/${tenant.org.id}/${sha(pdf)}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("60");

    const object = await fetch(url);
    expect(object.status).toBe(200);
    expect(sha(await object.arrayBuffer())).toBe(sha(pdf));
    expect(object.headers.get("content-type")).toBe("application/pdf");
    expect(object.headers.get("content-disposition")).toBe(`attachment; filename="permit 2026.pdf"; filename*=UTF-8''permit%202026.pdf`);
    expect(object.headers.get("cache-control")).toBe("private, no-store");

    // Shown in the page: inline, with the image's own type.
    const shown = await admin.get(`/api/licenses/${await upload(png, "photo.png")}/download?inline=1`).redirects(0);
    expect(shown.status).toBe(302);
    const image = await fetch(shown.headers.location!);
    expect(sha(await image.arrayBuffer())).toBe(sha(png));
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
  });

  it("lets the page show documents from the bucket: its Content-Security-Policy names the bucket's origin for frames and images", async () => {
    const policy = String((await admin.get("/api/health")).headers["content-security-policy"]);
    expect(policy).toContain(`frame-src 'self' ${s3.endpoint}`);
    expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
  });

  it("checks tenancy first: another organization gets 404 and no URL, a signed-out caller 401", async () => {
    const id = await upload(pdf, "private.pdf");
    const other = await createTenant(t.db);
    const outsider = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    const res = await outsider.get(`/api/licenses/${id}/download`).redirects(0);
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain("X-Amz");
    const signedOut = await request(t.app).get(`/api/licenses/${id}/download`).redirects(0);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.location).toBeUndefined();
  });

  it("redirects an equipment manual the same way", async () => {
    const manual = readFixture("manuals/fryline-fl-45g-gas-fryer.pdf");
    const item = await admin.post("/api/equipment").send({ locationId: tenant.assigned.id, name: "Gas Fryer", type: "Fryer", status: "working" });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const itemId = item.body.id as string;
    const up = await admin.post("/api/equipment/upload-manual").field("equipmentId", itemId).attach("manual", manual, "fryer manual.pdf");
    expect(up.status).toBe(201);
    const res = await admin.get(`/api/equipment/${itemId}/manual`).redirects(0);
    expect(res.status).toBe(302);
    const object = await fetch(res.headers.location!);
    expect(sha(await object.arrayBuffer())).toBe(sha(manual));
    expect(object.headers.get("content-disposition")).toContain(`attachment; filename="fryer manual.pdf"`);
  });

  it("keeps streaming documents whose bytes are in PostgreSQL", async () => {
    const setting = documentStorage();
    configureDocumentStorage({ ...setting, kind: "postgres" });
    let id: string;
    try {
      id = await upload(png, "in-the-row.png");
    } finally {
      configureDocumentStorage(setting);
    }
    const res = await admin
      .get(`/api/licenses/${id}/download`)
      .redirects(0)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(sha(res.body as Buffer)).toBe(sha(png));
  });

  it("a URL past its lifetime is refused by the store", async () => {
    const setting = documentStorage();
    configureDocumentStorage({ ...setting, presignedDownloadSeconds: 1 });
    let location: string;
    try {
      const res = await admin.get(`/api/licenses/${await upload(pdf, "short.pdf")}/download`).redirects(0);
      expect(res.status).toBe(302);
      location = res.headers.location!;
    } finally {
      configureDocumentStorage(setting);
    }
    expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe("1");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const late = await fetch(location);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain("Request has expired");
  });

  it("signs for S3_PUBLIC_ENDPOINT when the store's own address is internal", async () => {
    const store = new S3ObjectStore({ ...t.config.s3!, publicEndpoint: "https://files.example.com" });
    const url = new URL(
      await store.signedGetUrl("org/x/abc", { expiresInSeconds: 60, contentType: "application/pdf", contentDisposition: "inline", cacheControl: "no-store" }),
    );
    expect(url.origin).toBe("https://files.example.com");
    expect(url.pathname).toBe(`/${S3_TEST_BUCKET}/org/x/abc`);
    expect(url.searchParams.get("response-content-type")).toBe("application/pdf");
  });
});
