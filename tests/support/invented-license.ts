/**
 * Reading an invented license page — lines of text made up for a unit test — the way the app reads an upload:
 * with every catalogue type offered. One place for the readers the license unit tests share.
 */
import { extractLicenseRules, readLicenseRules } from "@server/documents/extract/license-rules";
import { LICENSE_TYPE_NAMES } from "@server/features/licenses/catalogue/types";

const TYPES = { licenseTypeNames: [...LICENSE_TYPE_NAMES] };

/** One sure word: the OCR's word confidences then say the page was read cleanly (none would say nothing of it). */
const CLEAN_PAGE_WORDS = [{ page: 1, width: 1000, height: 1000, words: [{ text: "x", conf: 0.95, x: 0, y: 0, w: 1, h: 1, page: 1 }] }];

/** A text-layer page: its fields with their calibrated confidences (what the app shows). */
export const readLicense = (...lines: string[]) => extractLicenseRules(lines.join("\n"), TYPES);

/** A text-layer page with the rules' own confidences, before calibration. */
export const licenseRules = (...lines: string[]) => readLicenseRules(lines.join("\n"), TYPES);

/** An OCR'd page without word boxes. */
export const readLicenseOcr = (...lines: string[]) => extractLicenseRules(lines.join("\n"), { ...TYPES, fromOcr: true });

/** An OCR'd page whose words were read cleanly. */
export const readLicenseCleanOcr = (...lines: string[]) =>
  extractLicenseRules(lines.join("\n"), { ...TYPES, fromOcr: true, words: CLEAN_PAGE_WORDS as never });
