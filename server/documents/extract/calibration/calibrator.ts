// The reader's last step for license fields: a logistic model (fitted by scripts/train-field-confidence.ts on the
// generated sets and blind3, weights in license-confidence.json) turns what the reader knows about a value
// (license-features.ts) into the probability that it is right. The probability maps onto the screen's scale so
// that the model's `sure` bar lands on the "please check" threshold, and the confidence shown is the lower of the
// rule's and this: the calibrator only ever lowers a confidence, and never changes a value.
import { readFileSync } from "node:fs";
import type { Field, LicenseFields } from "../types";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";
import { licenseFeatures, type FeatureVector, type LicenseFieldKey, type PageEvidence } from "./license-features";

export interface ConfidenceModel {
  /** Weight of each feature by name; a feature the model does not know weighs 0. */
  weights: Record<string, number>;
  /** The probability of being right at which a value is shown as just sure (LOW_CONFIDENCE). */
  sure: number;
  /** The same bar for one field, where the training set it at another height. */
  sureByField?: Record<string, number>;
}

/** The bar of one field. */
export const sureBar = (model: ConfidenceModel, field?: string) => (field !== undefined ? model.sureByField?.[field] : undefined) ?? model.sure;

// Read as a file, not imported: the reading worker threads load this module through tsx's loader registered at run
// time, where a JSON import without an import attribute is refused (ERR_IMPORT_ATTRIBUTE_MISSING).
export const LICENSE_CONFIDENCE_MODEL: ConfidenceModel = JSON.parse(readFileSync(new URL("./license-confidence.json", import.meta.url), "utf8")) as ConfidenceModel;

/** The model's probability that a value with these features is right. */
export function probabilityRight(model: ConfidenceModel, features: FeatureVector): number {
  let z = 0;
  for (const [name, v] of Object.entries(features)) z += (model.weights[name] ?? 0) * v;
  return 1 / (1 + Math.exp(-z));
}

/**
 * A probability on the screen's scale: `sure` becomes LOW_CONFIDENCE, 0 and 1 stay, linear in between, so a value
 * is "please check" exactly when the model gives it less than its field's bar.
 */
export function shownConfidence(model: ConfidenceModel, p: number, field?: string): number {
  const sure = sureBar(model, field);
  if (p >= sure) return Math.round((LOW_CONFIDENCE + ((1 - LOW_CONFIDENCE) * (p - sure)) / (1 - sure)) * 100) / 100;
  // Rounded down, so a value just under the bar never rounds up onto the threshold.
  return Math.floor(((LOW_CONFIDENCE * p) / sure) * 100) / 100;
}

/** The field at the lower of its rule's confidence and the calibrated one (its value untouched). */
export function capConfidence(field: Field, calibrated: number): Field {
  return { value: field.value, confidence: Math.min(field.confidence, calibrated) };
}

/** Every value read, its confidence capped by the calibrated probability that it is right. */
export function calibrateLicenseFields(fields: LicenseFields, page: PageEvidence, model: ConfidenceModel = LICENSE_CONFIDENCE_MODEL): LicenseFields {
  const out = { ...fields };
  const features = licenseFeatures(fields, page);
  for (const [field, vector] of Object.entries(features) as [LicenseFieldKey, FeatureVector][]) {
    out[field] = capConfidence(fields[field], shownConfidence(model, probabilityRight(model, vector), field));
  }
  return out;
}
