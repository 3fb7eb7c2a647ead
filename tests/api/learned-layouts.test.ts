// Issue 30, point 5: learn from one correction. For generated licenses of every layout: read document A, save
// it with fields corrected (fields pointed at another printed value — a receipt or account number for the
// number, the inspection date for the issue date, the print date for the expiry, the d/b/a for the licensee —
// and every other field as if the reader had missed it), then read document B of the same layout with other values: every
// corrected field is read right, from the learned place. A document of another layout and a reading in
// another organization are unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shutdownOcr } from "@server/documents/text";
import { correctedFields, learnFromCorrection, rememberLayout, type LearnableField } from "@server/documents/learned-layouts";
import { readLicense } from "@server/features/licenses/extract-service";
import { LICENSE_LAYOUTS, type LicenseDoc } from "../fixtures/generator/licenses";
import { sameLayoutPair } from "../support/same-layout-licenses";
import { createTenant } from "../support/factories";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;
let orgA: string;
let orgB: string;

beforeAll(async () => {
  database = await openTestDatabase();
  orgA = (await createTenant(database.db)).org.id;
  orgB = (await createTenant(database.db)).org.id;
});
afterAll(async () => {
  await shutdownOcr();
  await database?.close();
});

const pdf = (bytes: Buffer) => ({ bytes, contentType: "application/pdf" as const });
const loose = (s: string | null | undefined) => (s ?? "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

type Pick = (d: LicenseDoc) => string | null;

/** What the person saves for document A, and what each field then is on document B (the same pick). */
function corrections(a: LicenseDoc, text: string): Partial<Record<LearnableField, Pick>> {
  const printed = (iso: string) => text.includes(a.dateFormat(iso));
  const other = a.distractors.findIndex((x) => /receipt|acct|account/i.test(x.label));
  const address: Pick = (d) => `${d.premises.street}, ${d.premises.city}, ${d.premises.state} ${d.premises.zip}`;
  return {
    licenseNumber: other !== -1 ? (d) => d.distractors[other]!.value : (d) => d.number,
    issueDate: printed(a.inspection) && a.inspection !== a.issue ? (d) => d.inspection : (d) => d.issue,
    ...(a.expiry && printed(a.printed) && a.printed !== a.issue ? { expirationDate: (d: LicenseDoc) => d.printed } : {}),
    licenseeName: a.dba ? (d) => d.dba : (d) => d.licensee,
    address,
  };
}

const same = (field: LearnableField, got: string | null, want: string | null) =>
  field === "issueDate" || field === "expirationDate" ? got === want : loose(got) === loose(want);

describe("a correction teaches where a layout prints each field", () => {
  it(`reads every corrected field right on another document of the same layout (${LICENSE_LAYOUTS.length} layouts)`, async () => {
    const misses: string[] = [];
    let corrected = 0;
    let repointed = 0;
    let layouts = 0;
    for (const [i, layout] of LICENSE_LAYOUTS.entries()) {
      const [a, b] = await sameLayoutPair(layout, 500 + i);
      const readA = await readLicense(database.db, pdf(a.bytes), undefined, orgA);
      const picks = corrections(a.doc, readA.snapshot!.words.map((w) => w.text).join(" "));
      const saved = Object.fromEntries(Object.entries(picks).map(([f, pick]) => [f, pick(a.doc)]));
      // Fields the reader read right are taken as missed (as if it had read nothing), so every saved field is a correction.
      const missed = (Object.keys(picks) as LearnableField[]).filter((f) => same(f, readA.snapshot!.read[f] ?? null, saved[f] ?? null));
      const snapshot = { ...readA.snapshot!, read: { ...readA.snapshot!.read, ...Object.fromEntries(missed.map((f) => [f, null])) } };
      const fields = correctedFields(snapshot, saved);
      corrected += fields.length;
      repointed += fields.length - missed.length;
      layouts++;
      const learned = learnFromCorrection(snapshot, saved);
      expect(learned, layout.name).not.toBeNull();
      await rememberLayout(database.db, orgA, null, learned!);

      // Before: what B reads without any correction (and in the other organization, which learned nothing).
      const elsewhere = await readLicense(database.db, pdf(b.bytes), undefined, orgB);
      expect(elsewhere.view.learnedFields, `${layout.name}: another organization`).toBeUndefined();
      const readB = await readLicense(database.db, pdf(b.bytes), undefined, orgA);
      for (const f of fields) {
        const want = picks[f]!(b.doc);
        const got = readB.view.fields[f].value;
        if (!same(f, got, want) || !readB.view.learnedFields?.includes(f)) misses.push(`${layout.name} ${f}: want ${want}, got ${got}`);
      }
      // Fields nobody corrected read as without learning.
      for (const f of ["state", "licenseType"] as const) expect(readB.view.fields[f], `${layout.name} ${f}`).toEqual(elsewhere.view.fields[f]);
    }
    console.info(`learned layouts: ${corrected} corrected fields (${repointed} pointed at another printed value) over ${layouts} layouts; wrong on the second document: ${misses.length}\n${misses.join("\n")}`);
    expect(misses).toEqual([]);
    expect(layouts).toBe(LICENSE_LAYOUTS.length);
    expect(corrected).toBeGreaterThanOrEqual(layouts * 4);
    expect(repointed).toBeGreaterThanOrEqual(layouts);
  }, 300_000);

  it("reads the corrected fields of scanned documents (PNG, through the OCR) too", async () => {
    const misses: string[] = [];
    for (const i of [0, 13]) {
      const layout = LICENSE_LAYOUTS[i]!;
      const [a, b] = await sameLayoutPair(layout, 500 + i, "png");
      const png = (bytes: Buffer) => ({ bytes, contentType: "image/png" as const });
      const readA = await readLicense(database.db, png(a.bytes), undefined, orgB);
      expect(readA.snapshot!.fromOcr).toBe(true);
      const picks = corrections(a.doc, readA.snapshot!.words.map((w) => w.text).join(" "));
      const saved = Object.fromEntries(Object.entries(picks).map(([f, pick]) => [f, pick(a.doc)]));
      const snapshot = { ...readA.snapshot!, read: {} };
      const learned = learnFromCorrection(snapshot, saved);
      await rememberLayout(database.db, orgB, null, learned!);
      const readB = await readLicense(database.db, png(b.bytes), undefined, orgB);
      for (const f of correctedFields(snapshot, saved)) {
        const want = picks[f]!(b.doc);
        if (!same(f, readB.view.fields[f].value, want) || !readB.view.learnedFields?.includes(f)) misses.push(`${layout.name} ${f}: want ${want}, got ${readB.view.fields[f].value}`);
      }
    }
    expect(misses).toEqual([]);
  }, 300_000);

  it("leaves a document of another layout as it was read", async () => {
    for (const [i, layout] of LICENSE_LAYOUTS.entries()) {
      // Another authority's document (another seed: other captions, letterhead and order).
      const [other] = await sameLayoutPair(layout, 9000 + i);
      const inA = await readLicense(database.db, pdf(other.bytes), undefined, orgA);
      const inB = await readLicense(database.db, pdf(other.bytes), undefined, orgB);
      expect(inA.view.learnedFields, layout.name).toBeUndefined();
      expect(inA.view.fields).toEqual(inB.view.fields);
    }
  }, 300_000);
});
