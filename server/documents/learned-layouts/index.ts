// Learning from one correction (issue 30, point 5); see docs/ARCHITECTURE.md, "Learned layouts".
export { LEARNABLE_FIELDS, type LearnableField } from "./field-kinds";
export { applyLearnedLayout, correctedFields, fingerprintOf, learnFromCorrection, matchingLayout, snapshotOf, LEARNED_CONFIDENCE } from "./learn";
export type { LearnedLayout, LearnedReading, ReadingSnapshot } from "./learn";
export { learnedLayoutsOf, rememberLayout } from "./store";
export { sharesOfPage } from "./page-words";
