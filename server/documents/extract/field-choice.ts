// The scorer chooses (issue 30, point 2): the rules give a value for the licensee, the issuing agency and the
// premises address, and the field's candidates (field-scorer.ts) overrule it in two cases only — the rules' value
// is of the wrong kind by the plausibility checks (a letter's addressee, seal debris, a mailing block) while a
// plausible candidate stands, or another candidate is ahead of it by a clear margin on general features (a label,
// the letterhead, an agency's word, an entity suffix). Otherwise the rules' value stays; byMargin then sets its
// confidence from the margin as before.
import type { Field } from "./types";
import type { Line } from "./doc";
import { related, standing, type ScoredCandidate } from "./field-scorer";
import { checkAddress, checkAuthority, checkLicensee } from "./plausibility";
import { entitySuffix, licenseeCandidates, TRADE_NAME } from "./licensee";
import { AGENCY_FEATURE, authorityCandidates } from "./authority-candidates";
import { premisesCandidates, type PremisesCandidate } from "./address";

/** How far another candidate must be ahead of the rules' value for the scorer to take it instead. */
export const CLEAR_MARGIN = 0.3;
/** A candidate taken in place of an implausible value must itself rest on more than its shape. */
const TAKE_AT_LEAST = { licensee: 0.55, authority: 0.6 };

/** The best candidate naming something else than `value`, plausible by `ok`, or null. */
function bestOther(value: string, cands: ScoredCandidate[], ok: (v: string) => boolean): ScoredCandidate | null {
  let best: ScoredCandidate | null = null;
  for (const c of cands) if (!related(c.value, value) && ok(c.value) && (!best || c.score > best.score)) best = c;
  return best;
}

/** The confidence a value the scorer chose starts from: its score, but never surer than a labelled rule value. */
const chosenConfidence = (score: number) => Math.round(Math.min(0.85, Math.max(0.5, score)) * 100) / 100;

export function chooseLicensee(rule: Field, lines: Line[], authority: string | null): Field {
  if (rule.value === null) return rule;
  const cands = licenseeCandidates(lines).filter((c) => !c.features.some((f) => f.name === TRADE_NAME));
  const plausible = (v: string) => checkLicensee(v, lines, authority).kind === "ok";
  // The same name printed in full elsewhere ("Alder Foods" in a box that wrapped its last words, "Alder Foods
  // Group LLC" under another label): the full spelling, with its legal suffix.
  const full = !entitySuffix.test(rule.value) ? cands.find((c) => c.value.startsWith(`${rule.value} `) && entitySuffix.test(c.value) && plausible(c.value)) : undefined;
  if (full && full.score >= standing(rule.value, cands).support) return { value: full.value, confidence: Math.min(rule.confidence, chosenConfidence(full.score)) };
  const best = bestOther(rule.value, cands, plausible);
  if (!best) return rule;
  const { support } = standing(rule.value, cands);
  const implausible = !plausible(rule.value) && best.score >= TAKE_AT_LEAST.licensee;
  if (implausible || best.score - support >= CLEAR_MARGIN) return { value: best.value, confidence: chosenConfidence(best.score) };
  return rule;
}

export function chooseAuthority(rule: Field, lines: Line[]): Field {
  if (rule.value === null) return rule;
  const cands = authorityCandidates(lines);
  const verdict = checkAuthority(rule.value);
  // A name that only lacks its place ("Department of Revenue") is still the agency: no other candidate fixes that.
  const wrongKind = verdict.kind === "reject" || (verdict.kind === "doubt" && verdict.why !== "names no place" && verdict.value === undefined);
  // In place of a value of the wrong kind, only a name with a word only agencies use ("… County agee" is OCR).
  const agencyLike = (v: string) => checkAuthority(v).kind === "ok" && cands.some((c) => c.value === v && c.features.some((f) => f.name === AGENCY_FEATURE));
  // A bare "State of X" heading is a place line (authority.ts): it overrules nothing unless the rules' value is of the wrong kind.
  const hasAgencyWord = (v: string) => cands.some((c) => c.value === v && c.features.some((f) => f.name === AGENCY_FEATURE));
  const best = bestOther(rule.value, cands, wrongKind ? agencyLike : (v) => checkAuthority(v).kind === "ok" && hasAgencyWord(v));
  if (!best) return rule;
  const { support } = standing(rule.value, cands);
  if ((wrongKind && best.score >= TAKE_AT_LEAST.authority) || best.score - support >= CLEAR_MARGIN) return { value: best.value, confidence: chosenConfidence(best.score) };
  return rule;
}

/**
 * The premises: when the rules' address is someone else's by the checks (a mailing, owner's or c/o block, the
 * letterhead's, a letter's addressee) and another address on the page is nobody else's, that one — a labelled
 * premises first. Two such addresses leave it to a person.
 */
export function chooseAddress(rule: Field, lines: Line[], headerLines: number): { field: Field; state: string | null } | null {
  if (rule.value === null || checkAddress(rule.value, lines, headerLines).kind === "ok") return null;
  const streetOf = (s: string) => s.split(",")[0]!.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  const others = premisesCandidates(lines, headerLines).filter(
    (c: PremisesCandidate) => streetOf(c.address.line) !== streetOf(rule.value!) && checkAddress(c.address.line, lines, headerLines).kind === "ok",
  );
  if (others.length === 0) return null;
  const pick = others.find((c) => c.labelled) ?? others[0]!;
  const rivals = new Set(others.map((c) => streetOf(c.address.line))).size > 1;
  return { field: { value: pick.address.line, confidence: rivals ? 0.5 : pick.labelled ? 0.8 : 0.7 }, state: pick.address.state };
}
