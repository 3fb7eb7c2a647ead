// Every agency phrase on a license, scored (issue 30, point 2): the top lines (letterhead, title) are where an
// issuer prints its name, a label or "issued by" names the issuer anywhere, and a side-by-side or second letterhead
// block names another agency. The chosen authority's confidence is its margin over the best agency it is not.
import type { Line } from "./doc";
import { documentTitle, isAgency, jurisdiction, parts } from "./authority";
import { titleIndex } from "./letterhead";
import { agencyWordPattern } from "./agency-words";
import { marginConfidence, related, scored, standing, type Feature, type ScoredCandidate } from "./field-scorer";

/** A label or a phrase that names the issuer ("Issuing Authority:", "Issued by the …", "Agency:"). */
const ISSUER_LABEL = /^(?:issuing\s+(?:authority|agency|office|department)|issued\s+by(?:\s+the)?|agency|authority|administered\s+by(?:\s+the)?)\s*[:.]?\s*/i;

const TOP_LINES = 10;
export const AGENCY_FEATURE = "a word only agencies use";
/** A word only agencies use: not one a school ("institute", "academy"), a business ("services", "patrol") or its staff ("clerk") use as well. */
const AGENCY_NOUN = agencyWordPattern(["ministry"], ["institute", "academy", "services", "patrol", "clerk"]);

interface Placed extends ScoredCandidate {
  line: number;
  cell: number;
}

/** The agency phrases of one cell: its parts ("City of X — Finance Department" is two), each an agency by its words. */
function agencyParts(cell: string): string[] {
  // A document's title ("Certificate of Authority") or a sentence is no agency's name.
  return parts(cell.replace(ISSUER_LABEL, "")).filter((p) => isAgency(p) && (!documentTitle.test(p) || licensingBody.test(p)) && p.split(/\s+/).length <= 10 && !/\.$/.test(p));
}
/** A body named after the licenses it grants ("Board of License Commissioners", "Permit Division") is an agency, not a title. */
const licensingBody = /\b(?:licen[cs]es?|permits?)\s+(?:commission(?:ers?)?|board|division|bureau|section|office|department|administration)\b|\b(?:board|commission|division|bureau|office|department)\s+of\s+licen[cs]es?\b/i;

export function authorityCandidates(lines: Line[]): Placed[] {
  const out: Placed[] = [];
  const title = titleIndex(lines);
  const firstLabel = lines.findIndex((l) => l.index > title && /^[A-Za-z][A-Za-z .#/()&'-]{1,30}:\s*\S/.test(l.cells[0] ?? ""));
  lines.forEach((l, i) => {
    l.cells.forEach((cell, j) => {
      const named = ISSUER_LABEL.test(cell) || (j > 0 && ISSUER_LABEL.test(l.cells[j - 1]!) && l.cells[j - 1]!.replace(ISSUER_LABEL, "") === "");
      for (const p of agencyParts(cell)) {
        const features: Feature[] = [];
        if (named) features.push({ name: "named as the issuer", weight: 1.1 });
        else if (i < TOP_LINES) features.push({ name: "letterhead", weight: 1 - 0.03 * i });
        else features.push({ name: "mentioned in the body", weight: 0.3 });
        if (AGENCY_NOUN.test(p)) features.push({ name: AGENCY_FEATURE, weight: 0.2 });
        // Under the document's title and its first label the body begins: an agency there is named, not heading the page.
        if (!named && title !== -1 && i > title && i < TOP_LINES && i > firstLabel) features.push({ name: "in the body, under the title", weight: -0.4 });
        out.push({ ...scored(p, features), line: i, cell: j });
      }
    });
  });
  return out;
}

/**
 * The chosen agency's confidence. Its own support is the best candidate it contains or is contained in (a
 * letterhead of a jurisdiction over a department is one name); the agency lines right under it in the letterhead
 * (its units) stand with it; a rival is an agency elsewhere — another letterhead block, a cell beside it, or one a
 * label names as the issuer.
 */
export function authorityConfidence(chosen: string, lines: Line[]): number {
  const cands = authorityCandidates(lines);
  const own = cands.filter((c) => related(c.value, chosen));
  if (own.length === 0) return marginConfidence({ support: 0, rival: null }, BARS);
  const first = Math.min(...own.map((c) => c.line));
  // On each line the first agency cell is the letterhead's; an agency in a cell beside it is another's.
  const mainCell = (line: number) => Math.min(...cands.filter((c) => c.line === line).map((c) => c.cell));
  // The block the chosen name heads: its own lines, then the units printed right under them (a division, an office);
  // another jurisdiction under it ("City of Wren" over "City of Wrenridge Heights") begins another name.
  let last = Math.max(...own.map((c) => c.line));
  const unitAt = (line: number) => cands.some((c) => c.line === line && c.cell === mainCell(line) && c.features.some((f) => f.name === "letterhead") && AGENCY_NOUN.test(c.value) && !jurisdiction.test(c.value));
  while (unitAt(last + 1)) last++;
  const inBlock = (c: Placed) => c.line >= first && c.line <= last && c.cell === mainCell(c.line);
  // A rival names an agency by a word only agencies use ("Pettigrew Bookkeeping Services" is a business).
  const rivals = cands.filter((c) => !related(c.value, chosen) && !inBlock(c) && AGENCY_NOUN.test(c.value));
  return marginConfidence(standing(chosen, [...own, ...rivals]), BARS);
}

const BARS = { weak: 0.6, close: 0.2, full: 0.6 };
