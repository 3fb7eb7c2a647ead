// Issue 30, point 3: the license reader's last step, a learned calibrator (weights fitted by
// scripts/train-field-confidence.ts), may only lower a confidence, never change a value; a value the model gives
// less than its `sure` bar is "please check".
import { describe, expect, it } from "vitest";
import { extractLicenseRules, readLicenseRules } from "@server/documents/extract/license-rules";
import {
  calibrateLicenseFields,
  LICENSE_CONFIDENCE_MODEL,
  probabilityRight,
  shownConfidence,
  type ConfidenceModel,
} from "@server/documents/extract/calibration/calibrator";
import { CALIBRATED_FIELDS } from "@server/documents/extract/calibration/license-features";
import { toLines } from "@server/documents/extract/doc";
import { LOW_CONFIDENCE, needsReview } from "@shared/domain/confidence";
import { LICENSE_TYPE_NAMES } from "@server/features/licenses/catalogue/types";
import type { LicenseFields } from "@server/documents/extract/types";

const opts = { licenseTypeNames: [...LICENSE_TYPE_NAMES] };

const PERMIT = [
  "COUNTY OF ELMWOOD",
  "Department of Environmental Health",
  "FOOD ESTABLISHMENT PERMIT",
  "Permit No.:\tFE-2026-00417",
  "Permittee:\tHarbor Lantern Cafe LLC",
  "Location:\t2210 Quarry Road, Elmwood, OR 97301",
  "Issue Date:\tJanuary 5, 2026",
  "Expiration Date:\tDecember 31, 2026",
].join("\n");

const LETTER = [
  "Dear Applicant,",
  "Your request was reviewed.",
  "Reference 44-1",
  "Owner: J. Doe",
  "Business Name: Doe Family Diner LLC",
  "Date: 03/04/26",
  "Contact 5551234 for questions",
].join("\n");

describe("the calibration model file", () => {
  it("loads with a bar inside (0, 1) and a weight for every field's own evidence", () => {
    expect(LICENSE_CONFIDENCE_MODEL.sure).toBeGreaterThan(0);
    expect(LICENSE_CONFIDENCE_MODEL.sure).toBeLessThan(1);
    for (const field of CALIBRATED_FIELDS) {
      expect(Object.keys(LICENSE_CONFIDENCE_MODEL.weights).some((k) => k.startsWith(`${field}:`)), field).toBe(true);
    }
  });
});

describe("feature vector → probability → confidence shown", () => {
  const model: ConfidenceModel = { weights: { bias: 1, "licenseNumber:ocr word doubt": -8 }, sure: 0.6 };

  it("is the logistic of the weighted features; unknown features weigh nothing", () => {
    expect(probabilityRight(model, { bias: 1 })).toBeCloseTo(1 / (1 + Math.exp(-1)), 6);
    expect(probabilityRight(model, { bias: 1, "licenseNumber:ocr word doubt": 0.5 })).toBeCloseTo(1 / (1 + Math.exp(3)), 6);
    expect(probabilityRight(model, { bias: 1, "a feature it never saw": 7 })).toBeCloseTo(1 / (1 + Math.exp(-1)), 6);
  });

  it("puts the model's sure bar on the 'please check' threshold", () => {
    expect(shownConfidence(model, model.sure)).toBe(LOW_CONFIDENCE);
    expect(needsReview(shownConfidence(model, model.sure - 0.01))).toBe(true);
    expect(needsReview(shownConfidence(model, 0.95))).toBe(false);
    expect(shownConfidence(model, 1)).toBe(1);
  });

  it("a field's own evidence lowers that field only, and never its value", () => {
    const fields = readLicenseRules(PERMIT, opts);
    const page = { text: PERMIT, lines: toLines(PERMIT), fromOcr: false };
    const sure = calibrateLicenseFields(fields, page, { weights: { bias: 3 }, sure: 0.6 });
    expect(needsReview(sure.licenseNumber.confidence)).toBe(false);
    const doubted = calibrateLicenseFields(fields, page, { weights: { bias: 3, "licenseNumber:rule": -10 }, sure: 0.6 });
    expect(needsReview(doubted.licenseNumber.confidence)).toBe(true);
    expect(doubted.licenseNumber.value).toBe("FE-2026-00417");
    expect(needsReview(doubted.licenseeName.confidence)).toBe(false);
  });
});

describe("the calibrated reader", () => {
  const check = (text: string) => {
    const before = readLicenseRules(text, opts);
    const after = extractLicenseRules(text, opts);
    for (const f of Object.keys(before) as (keyof LicenseFields)[]) {
      expect(after[f].value, f).toBe(before[f].value);
      expect(after[f].confidence, f).toBeLessThanOrEqual(before[f].confidence);
    }
    return after;
  };

  it("only lowers confidences and never changes a value", () => {
    check(PERMIT);
    check(LETTER);
  });

  it("only lowers whatever the model says, even a model that finds every value certain", () => {
    const fields = readLicenseRules(LETTER, opts);
    const out = calibrateLicenseFields(fields, { text: LETTER, lines: toLines(LETTER), fromOcr: true }, { weights: { bias: 50 }, sure: 0.01 });
    for (const f of Object.keys(fields) as (keyof LicenseFields)[]) {
      expect(out[f]).toEqual({ value: fields[f].value, confidence: Math.min(fields[f].confidence, 1) });
    }
  });

  it("keeps a cleanly labelled text-layer permit sure", () => {
    const after = check(PERMIT);
    for (const f of ["licenseNumber", "licenseeName", "issueDate", "expirationDate"] as const) {
      expect(after[f].value, f).not.toBeNull();
      expect(needsReview(after[f].confidence), f).toBe(false);
    }
  });
});
