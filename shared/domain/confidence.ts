/** Below this a value read from a document is marked for review ("please check"), not taken silently. */
export const LOW_CONFIDENCE = 0.6;

/** A confidence clamped to 0..1 (anything not a finite number is 0). */
export const clampConfidence = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.min(1, n)) : 0);

/** "92%" for a 0..1 confidence. */
export const confidencePercent = (confidence: number) => `${Math.round(clampConfidence(confidence) * 100)}%`;

/** Whether a value read at this confidence needs a person's check. */
export const needsReview = (confidence: number) => clampConfidence(confidence) < LOW_CONFIDENCE;
