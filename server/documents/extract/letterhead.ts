// Where a license's letterhead and title are: the agency's lines above the title are never the licensee's or the premises'.
import type { Line } from "./doc";

/** The line of the document's title (a short top line naming the kind of document, not a label), or -1. */
export function titleIndex(lines: Line[]): number {
  return lines
    .slice(0, 8)
    .findIndex(
      (l) => /\b(license|licence|permit|certificate|certification|registration|receipt)\b/i.test(l.text) && l.text.length < 60 && !/[:#…]|\d{3,}|\.{3}/.test(l.text) && l.cells.length === 1,
    );
}

/** Lines up to the document title: the agency's letterhead, whose address is never the premises. */
export function letterheadLength(lines: Line[]): number {
  // A title is a line of words: a label with its value ("Permit #: 2026-…") is not one, and a title may be long.
  const i = lines
    .slice(0, 8)
    .findIndex((l) => /\b(license|licence|permit|certificate|certification)\b/i.test(l.text) && l.text.length < 90 && !/[:#]/.test(l.text) && (l.text.length < 60 || !/\d{3,}/.test(l.text)));
  return i === -1 ? 3 : i;
}
