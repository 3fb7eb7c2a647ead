import { describe, expect, it } from "vitest";
import type { LicenseExtractionDto } from "@/features/licenses/api";
import { confidencePercent, prefillFromExtraction, stateMismatchWarning } from "@/features/licenses/document-prefill";

const none = { value: null, confidence: 0 };
const answer = (fields: Partial<LicenseExtractionDto["fields"]>, extra: Partial<LicenseExtractionDto> = {}): LicenseExtractionDto => ({
  fields: {
    licenseNumber: none,
    issueDate: none,
    expirationDate: none,
    issuingAuthority: none,
    licenseeName: none,
    address: none,
    state: none,
    licenseType: none,
    licenseTypeId: none,
    ...fields,
  },
  source: "rules",
  method: "pdf-text",
  pages: 1,
  ...extra,
});

describe("prefill from a license extraction", () => {
  it("marks the form's fields read where the organization corrected this layout, and keeps the reading's id", () => {
    const result = answer(
      {
        licenseNumber: { value: "R9821166", confidence: 0.9 },
        issueDate: { value: "2026-09-19", confidence: 0.9 },
        licenseeName: { value: "Golden Tortilla", confidence: 0.9 },
      },
      { learnedFields: ["licenseNumber", "licenseeName", "expirationDate"], readingId: "job-1" },
    );
    const prefill = prefillFromExtraction(result);
    // The licensee has no form field; the expiry was not read: only the number is marked.
    expect(prefill.learned).toEqual(["licenseNumber"]);
    expect(prefill.readingId).toBe("job-1");
    expect(prefillFromExtraction(answer({ licenseNumber: { value: "R1", confidence: 0.9 } })).learned).toEqual([]);
  });

  it("takes the form's fields with their confidence and keeps the whole answer", () => {
    const result = answer({
      licenseNumber: { value: " FSE-2026-04183 ", confidence: 0.92 },
      issueDate: { value: "2026-04-01", confidence: 0.9 },
      expirationDate: { value: "2027-03-31", confidence: 0.88 },
      licenseType: { value: "Food Service Establishment Permit", confidence: 0.8 },
      licenseTypeId: { value: "type-1", confidence: 0.8 },
      licenseeName: { value: "Harbor & Pine Kitchen LLC", confidence: 0.7 },
      issuingAuthority: { value: "Tappan Ridge County Department of Health", confidence: 0.75 },
    });
    const prefill = prefillFromExtraction(result);
    expect(prefill.values).toEqual({
      licenseTypeId: "type-1",
      licenseNumber: "FSE-2026-04183",
      issueDate: "2026-04-01",
      expirationDate: "2027-03-31",
    });
    expect(prefill.confidence).toEqual({ licenseTypeId: 0.8, licenseNumber: 0.92, issueDate: 0.9, expirationDate: 0.88 });
    expect(prefill.details).toEqual([
      { label: "Licensee", value: "Harbor & Pine Kitchen LLC", confidence: 0.7 },
      { label: "Issued by", value: "Tappan Ridge County Department of Health", confidence: 0.75 },
    ]);
    expect(prefill.note).toBeUndefined();
    expect(prefill.extractedData).toBe(result);
  });

  it("leaves out what the form cannot take and what was not found", () => {
    const prefill = prefillFromExtraction(
      answer({ issueDate: { value: "03/15/2026", confidence: 0.9 }, licenseNumber: { value: "  ", confidence: 0.5 } }),
    );
    expect(prefill.values).toEqual({});
    expect(prefill.details).toEqual([]);
  });

  it("says when the AI service was not used", () => {
    const prefill = prefillFromExtraction(answer({}, { fallbackReason: "The AI service timed out." }));
    expect(prefill.note).toBe("The AI service timed out. The built-in reader was used instead.");
  });

  it("shows confidence as a whole percentage, clamped", () => {
    expect(confidencePercent(0.916)).toBe("92%");
    expect(confidencePercent(1.4)).toBe("100%");
    expect(confidencePercent(Number.NaN)).toBe("0%");
  });
});

describe("the document's state against the location's", () => {
  it("reads the state a document names", () => {
    expect(prefillFromExtraction(answer({ state: { value: " nj ", confidence: 0.8 } })).documentState).toBe("NJ");
    expect(prefillFromExtraction(answer({ state: { value: "New Jersey", confidence: 0.8 } })).documentState).toBeUndefined();
  });

  it("warns only when both are known and differ", () => {
    expect(stateMismatchWarning("NJ", "NY")).toBe(
      "This document is from NJ, but this location is in NY. Check that it is the right license for this location.",
    );
    expect(stateMismatchWarning("NY", "NY")).toBeNull();
    expect(stateMismatchWarning(undefined, "NY")).toBeNull();
    expect(stateMismatchWarning("NJ", null)).toBeNull();
  });
});
