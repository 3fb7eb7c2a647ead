// Issue 30, point 5 through the real routes: upload a license (reading job) → save it with the number corrected
// → upload another license of the same layout: its number is read where the correction said, and the reading
// says so. Another organization, another person's reading, or a save with another file teaches nothing.
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { learnedLayouts, licenseTypes, organizations } from "@shared/schema";
import { LICENSE_LAYOUTS } from "../fixtures/generator/licenses";
import { sameLayoutPair, type PrintedLicense } from "../support/same-layout-licenses";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let otherOrg: TestAgent;
let typeId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  const other = await createTenant(t.db);
  otherOrg = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
  typeId = (await t.db.select().from(licenseTypes))[0]!.id;
}, 180_000);
afterAll(async () => t?.close());

interface Reading {
  readingId: string;
  learnedFields?: string[];
  fields: Record<string, { value: string | null; confidence: number }>;
}

async function read(agent: TestAgent, bytes: Buffer): Promise<Reading> {
  const queued = await agent.post("/api/reading-jobs").field("kind", "license").attach("document", bytes, "license.pdf");
  expect(queued.status).toBe(202);
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const res = await agent.get(`/api/reading-jobs/${queued.body.id}`);
    if (res.body.state === "done") return res.body.result as Reading;
    if (res.body.state === "failed") throw new Error(res.body.error);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("reading still running");
}

/** Saves a license as the Upload License dialog does: the values, the file and the reading kept with it. */
function save(agent: TestAgent, bytes: Buffer, reading: Reading, licenseNumber: string) {
  const data = {
    locationId: tenant.assigned.id,
    licenseTypeId: typeId,
    licenseNumber,
    issueDate: reading.fields.issueDate?.value ?? null,
    expirationDate: reading.fields.expirationDate?.value ?? null,
    status: "active",
    notes: null,
  };
  return agent
    .post("/api/licenses")
    .field("licenseData", JSON.stringify(data))
    .field("extractedData", JSON.stringify({ ...reading, review: { licenseNumber: "changed" } }))
    .attach("document", bytes, "license.pdf");
}

/** A receipt number printed on the license: the number this test "corrects" the license number to. */
const receiptOf = (p: PrintedLicense) => p.doc.distractors.find((d) => /receipt|acct|account/i.test(d.label))?.value;

async function pairWithReceipt(): Promise<[PrintedLicense, PrintedLicense]> {
  for (let seed = 700; seed < 760; seed++) {
    const pair = await sameLayoutPair(LICENSE_LAYOUTS[0]!, seed);
    if (receiptOf(pair[0])) return pair;
  }
  throw new Error("no license with a receipt number");
}

describe("learning from one correction through the routes", () => {
  it("reads the corrected field of the next license of the layout where the correction said, in that organization only", async () => {
    const [a, b] = await pairWithReceipt();
    const receiptA = receiptOf(a)!;
    const receiptB = receiptOf(b)!;

    const before = await read(staff, b.bytes);
    expect(before.fields.licenseNumber!.value).toBe(b.doc.number);
    expect(before.learnedFields).toBeUndefined();

    // Another person's reading, or another file, teaches nothing.
    const first = await read(staff, a.bytes);
    expect(first.fields.licenseNumber!.value).toBe(a.doc.number);
    expect((await save(admin, a.bytes, first, receiptA)).status).toBe(201);
    expect((await save(staff, b.bytes, first, receiptA)).status).toBe(201);
    expect(await t.db.select().from(learnedLayouts).where(eq(learnedLayouts.organizationId, tenant.org.id))).toHaveLength(0);

    // The reader's own: the number pointed at the receipt number printed on the license.
    expect((await save(staff, a.bytes, first, receiptA)).status).toBe(201);
    expect(await t.db.select().from(learnedLayouts).where(eq(learnedLayouts.organizationId, tenant.org.id))).toHaveLength(1);

    const second = await read(staff, b.bytes);
    expect(second.fields.licenseNumber!.value).toBe(receiptB);
    expect(second.fields.licenseNumber!.confidence).toBeGreaterThanOrEqual(0.6);
    expect(second.learnedFields).toEqual(["licenseNumber"]);
    // The fields nobody corrected read as before.
    expect(second.fields.issueDate).toEqual(before.fields.issueDate);
    expect(second.fields.licenseeName).toEqual(before.fields.licenseeName);

    // Another organization reads the same document as it always did.
    const elsewhere = await read(otherOrg, b.bytes);
    expect(elsewhere.fields.licenseNumber!.value).toBe(b.doc.number);
    expect(elsewhere.learnedFields).toBeUndefined();
  });

  it("keeps the words of a reading on the server: the reading a person sees has none", async () => {
    const [a] = await pairWithReceipt();
    const reading = await read(staff, a.bytes);
    expect(reading.readingId).toEqual(expect.any(String));
    expect(reading).not.toHaveProperty("snapshot");
    expect(JSON.stringify(reading)).not.toMatch(/"words"|"sha256"/);
  });

  it("forgets an organization's learned layouts with the organization", async () => {
    const gone = await createTenant(t.db);
    await t.db.insert(learnedLayouts).values({ organizationId: gone.org.id, fingerprint: [], anchors: {} });
    await t.db.delete(organizations).where(eq(organizations.id, gone.org.id));
    expect(await t.db.select().from(learnedLayouts).where(eq(learnedLayouts.organizationId, gone.org.id))).toHaveLength(0);
  });
});
