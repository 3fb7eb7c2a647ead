/**
 * An organization is deleted with everything it holds (SPEC: users are "deleted with the organization"). The
 * licenses' current-term trigger used to turn that cascade into a foreign-key error once a license had a document:
 * the documents' deletion nulls the license's document, and the trigger then wrote a term for a license the same
 * cascade was deleting.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, licenses, licenseTerms, licenseTypes, locations, organizations } from "@shared/schema";
import { storeDocument } from "@server/documents/storage";
import { createTenant } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("deleting an organization", () => {
  it("deletes its locations, licenses with their terms and documents, and leaves other organizations alone", async () => {
    const doomed = await createTenant(t.db);
    const kept = await createTenant(t.db);
    const [type] = await t.db.select().from(licenseTypes).limit(1);
    const ids: string[] = [];
    for (const tenant of [doomed, kept]) {
      const doc = await storeDocument(t.db, { organizationId: tenant.org.id, originalName: "permit.pdf", contentType: "application/pdf", bytes: Buffer.from("%PDF-1.4 test"), uploadedBy: null });
      const [license] = await t.db
        .insert(licenses)
        .values({ locationId: tenant.assigned.id, licenseTypeId: type!.id, licenseNumber: "P-1", expirationDate: "2027-01-31", documentId: doc.id })
        .returning();
      ids.push(license!.id);
    }

    await t.db.delete(organizations).where(eq(organizations.id, doomed.org.id));

    expect(await t.db.select().from(locations).where(eq(locations.organizationId, doomed.org.id))).toEqual([]);
    expect(await t.db.select().from(licenses).where(eq(licenses.id, ids[0]!))).toEqual([]);
    expect(await t.db.select().from(licenseTerms).where(eq(licenseTerms.licenseId, ids[0]!))).toEqual([]);
    expect(await t.db.select({ id: documents.id }).from(documents).where(eq(documents.organizationId, doomed.org.id))).toEqual([]);
    const [keptTerm] = await t.db.select().from(licenseTerms).where(eq(licenseTerms.licenseId, ids[1]!));
    expect(keptTerm).toMatchObject({ licenseNumber: "P-1", expirationDate: "2027-01-31" });
    expect(keptTerm!.documentId).not.toBeNull();
  });
});
