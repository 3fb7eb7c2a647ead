// Hand-set checks on a manual's maker, model and serial, after the rules chose them: each check may only lower
// the confidence shown (to DOUBTED, "please check"), never change a value. Like `plausibility.ts` for licenses,
// they ask whether the value has the shape of its kind and whether the page around it says it is something else.
import type { Field, ManualFields } from "./types";
import { DOUBTED, PHONE } from "./plausibility";
import { parseDate } from "./dates";
import type { PageWords } from "../text/words";

const doubt = (f: Field): Field => (f.value !== null && f.confidence > DOUBTED ? { value: f.value, confidence: DOUBTED } : f);
const compact = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The lines of the text that print `value` (its letters and figures, whatever the spacing and dashes). */
function linesWith(text: string, value: string): string[] {
  const k = compact(value);
  return k.length < 3 ? [] : text.split(/\n/).filter((l) => compact(l).includes(k));
}

/** Why a serial number read is not surely the unit's serial, or null when nothing speaks against it. */
export function serialDoubt(serial: string, model: string | null, text: string): string | null {
  const v = serial.trim();
  // One token: a serial printed with words after it was read across a cell ("AB-0101-2020 EVERY WEEK").
  if (/\s/.test(v)) return "words";
  if (!/\d/.test(v) || v.length < 4) return "shape";
  if (model && compact(v) === compact(model)) return "model";
  if (PHONE.test(v)) return "phone";
  if (parseDate(v)) return "date";
  // A placeholder on a drawing of the rating plate: "XXXXXXXX", "00000000", "123456789", one character repeated.
  if (/X{3,}|#{3,}|0{5,}|^[A-Z]{0,3}0?123456789?0?$|^(.)\1+$/i.test(v.replace(/[-\s]/g, ""))) return "placeholder";
  const around = linesWith(text, v).join(" \n ");
  // Printed as an example or beside a part's number, not as this unit's serial.
  if (/\b(?:example|e\.g\.|sample|such\s+as|format|looks?\s+like|for\s+instance)\b/i.test(around)) return "example";
  if (/\b(?:part|p\/n|kit|order|replacement|catalog(?:ue)?|cat\.)\s*(?:no\.?|number|#)?\s*:?\s*$/i.test(around.split(v)[0] ?? "")) return "part";
  if (/\b(?:phone|tel|fax|call)\b/i.test(around.split(v)[0]?.slice(-30) ?? "")) return "phone";
  return null;
}

/** Why a model read is not surely the unit's model, or null. */
export function modelDoubt(model: string, serial: string | null): string | null {
  const v = model.trim();
  if (serial && compact(v) === compact(serial)) return "serial";
  if (/\s/.test(v) && v.split(/\s+/).length > 2) return "words";
  if (PHONE.test(v)) return "phone";
  return null;
}

/** The mean OCR word confidence of the pages (0..1), or null for a text layer. */
function pageOcrConfidence(words: PageWords[] | undefined): number | null {
  const confs = (words ?? []).flatMap((p) => p.words).map((w) => w.conf).filter((c): c is number => c !== undefined);
  return confs.length === 0 ? null : confs.reduce((s, c) => s + c, 0) / confs.length;
}

/**
 * The page read badly (mean OCR word confidence under 0.6): every field read from it is "please check",
 * whatever rule found it — on such a page a title is cut ("RIDGE" for "COLDRIDGE") as easily as a number.
 */
export const POOR_PAGE = 0.6;

/** The manual's fields with their confidences lowered where a check speaks against the value. */
export function checkManualFields(fields: ManualFields, text: string, words?: PageWords[]): ManualFields {
  let { equipmentType, manufacturer, model, serial } = fields;
  if (serial.value && serialDoubt(serial.value, model.value, text)) serial = doubt(serial);
  if (model.value && modelDoubt(model.value, serial.value)) model = doubt(model);
  const page = pageOcrConfidence(words);
  if (page !== null && page < POOR_PAGE) {
    equipmentType = doubt(equipmentType);
    manufacturer = doubt(manufacturer);
    model = doubt(model);
    serial = doubt(serial);
  }
  return { ...fields, equipmentType, manufacturer, model, serial };
}
