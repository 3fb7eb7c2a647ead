// The fields a correction can teach, and per kind of value: whether printed words are a saved value (to find
// where it is printed) and how words read at a learned place become a value (the reader's own normalisers).
import { findDates, parseDate } from "../extract/dates";
import { squash } from "../extract/doc";
import { cleanNumber } from "../extract/license-rules";
import { loose, textSimilarity } from "./page-words";

export const LEARNABLE_FIELDS = ["licenseNumber", "issueDate", "expirationDate", "licenseeName", "address", "issuingAuthority"] as const;
export type LearnableField = (typeof LEARNABLE_FIELDS)[number];

type Kind = "code" | "date" | "name" | "address";
const KIND: Record<LearnableField, Kind> = {
  licenseNumber: "code",
  issueDate: "date",
  expirationDate: "date",
  licenseeName: "name",
  address: "address",
  issuingAuthority: "name",
};

/** Values of several lines (an address block, a long name): a name or an address may wrap; a code or a date does not. */
export const mayWrap = (field: LearnableField): boolean => KIND[field] === "name" || KIND[field] === "address";

/** An identifier as compared: letters and digits, upper case, OCR look-alikes folded (O/0, I/l/1, S/5, B/8, Z/2). */
const codeKey = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1")
    .replace(/S/g, "5")
    .replace(/B/g, "8")
    .replace(/Z/g, "2");

/** The same value in a field's terms (a changed case or spacing is no correction). */
export function sameValue(field: LearnableField, a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (KIND[field] === "code") return codeKey(a) === codeKey(b);
  if (KIND[field] === "date") return a.trim() === b.trim();
  return loose(a) === loose(b);
}

/**
 * How well printed words (`printed`, the lines of a span joined by ", ") stand for the saved value, 0..1;
 * 0 when they do not. A date must be the whole span; a code the same characters (one OCR slip in a long one).
 */
export function matchScore(field: LearnableField, saved: string, printed: string): number {
  const kind = KIND[field];
  if (kind === "date") {
    const text = squash(printed).replace(/[.,;:]+$/, "");
    const dates = findDates(text);
    return dates.length === 1 && dates[0]!.iso === saved && dates[0]!.length >= text.length - 2 ? 1 : 0;
  }
  if (kind === "code") {
    const a = codeKey(saved);
    const b = codeKey(printed);
    if (a.length < 3 || b.length === 0) return 0;
    if (a === b) return 1;
    return a.length >= 7 && Math.abs(a.length - b.length) <= 1 && textSimilarity(a, b) >= 1 - 1.01 / a.length ? 0.9 : 0;
  }
  const score = textSimilarity(saved, printed);
  return score >= 0.85 ? score : 0;
}

/** The value of `field` in the words read at its learned place (lines top to bottom), or null. */
export function valueFromText(field: LearnableField, lines: readonly string[], fromOcr: boolean): string | null {
  const kind = KIND[field];
  const joined = squash(lines.join(" "));
  if (joined === "") return null;
  if (kind === "date") return parseDate(joined);
  if (kind === "code") {
    const whole = cleanNumber(joined, fromOcr);
    if (whole) return whole;
    // Words in front of the code (a caption printed in the same place): from the first token with a digit.
    const at = joined.search(/\S*\d/);
    return at > 0 ? cleanNumber(joined.slice(at), fromOcr) : null;
  }
  const cleaned = lines
    .map((l) => squash(l).replace(/^[\s:;,.#-]+|[\s:;,]+$/g, ""))
    .filter((l) => l !== "");
  if (cleaned.length === 0) return null;
  if (kind === "address") return /\d/.test(cleaned.join(" ")) ? cleaned.join(", ").replace(/,\s*,/g, ",") : null;
  const name = cleaned.join(" ");
  return /[A-Za-z]{2}/.test(name) ? name : null;
}
