// The maker of a manual's equipment: every phrase that could name it — a copyright line, "Manufactured by",
// "Manufacturer:", the words before or after the model, a segment of a running header or footer, a name set
// alone at the top of the cover — gathered as candidates, then scored on where each was printed, how often and
// on how many pages, and whether it reads as a company (a legal suffix, a trade word). One scorer for every
// layout; the confidence comes from the winner's score and its margin over the next name.
import type { Field } from "./types";
import { none } from "./types";
import { toLines, type Line } from "./doc";
import { EQUIPMENT_TYPES } from "./equipment-types";
import { wordLines, type PageWords } from "../text/words";
import { declaredBrands } from "./maker-brands";

type Source = "wordmark" | "warrantor" | "labelled" | "copyright" | "madeBy" | "modelBy" | "beforeModel" | "afterModel" | "running" | "cover" | "companyLine" | "titlePrefix";

/** How much one sighting from each source says that a phrase is the maker. */
const SOURCE_WEIGHT: Record<Source, number> = {
  wordmark: 2.5,
  warrantor: 2,
  labelled: 3.5,
  copyright: 3,
  madeBy: 3,
  modelBy: 2.5,
  beforeModel: 1.2,
  afterModel: 1.2,
  running: 1,
  cover: 1,
  companyLine: 0.8,
  titlePrefix: 0.5,
};

interface Sighting {
  name: string;
  source: Source;
  page: number;
  /** Printed right before the model (a header's "Brand MODEL …" segment): where a brand stands. */
  beforeModel?: boolean;
}

export const LEGAL_SUFFIX = /,?\s+(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|gmbh|ag|s\.?a\.?s|s\.?a|sarl|s\.?r\.?l|n\.?v|a\/s|s\.?p\.?a|plc|pty(?:\s+ltd)?|b\.?v|oy|ab|kg)\.?$/i;
const companyWord = /\b(inc|llc|ltd|gmbh|s\.?r\.?l|s\.?p\.?a|plc|pty|limited|corp|co|company|industries|manufacturing|mfg|equipment|machinery|machines|systems|refrigeration|appliances?|foodservice|group|international|technologies|technology|works|brands|products|culinary)\b\.?/i;
/** Words of a header, footer or cover that are no maker: the document's own title words and page furniture. */
const furniture =
  /\b(?:manual|guide|instructions?|handbook|page|pages|rev(?:ision)?|form|english|français|español|edition|printed|section|chapter|contents|maintenance|cleaning|care|service|installation|operation|operating|operator'?s?|owner'?s?|user'?s?|model|serial|parts|warranty|schedule|procedures?|safety|important|warning|caution|notice|read|keep|table|continued|every|each|daily|weekly|monthly|yearly|annually|once|twice|after|before|specifications?|technical|quick|start|reference|appendix|index|document|doc|original|all\s+rights|reserved|www|http|tel|phone|fax|powered|generated|keeping|caring|looking|getting|using|maintaining|servicing|installing|taking)\b/i;
/** A seller, not the maker: "Sold and serviced by", "Distributed by", "Authorized dealer". */
const dealer = /\b(?:sold|serviced|distributed|supplied|installed|dealer|distributor|reseller|service\s+agent|retailer|imported|importer)\b/i;
/** Words that describe equipment rather than name its maker. */
const descriptor =
  /^(?:undercounter|countertop|commercial|heavy-duty|gas|electric|radiant|infrared|lava-rock|conveyor|modular|reach-in|walk-in|door-type|two-door|one-door|three-door|single|double|flat-top|high-temperature|low-temperature|cube|flake|nugget|self-contained|floor|bench|portable|stainless|deluxe|compact|professional|the|new|half-size|full-size|open|deep|planetary|spiral|gravity-feed|automatic|manual|two-group|one-group|air-cooled|water-cooled|high-efficiency|food|meat|ventless|combination|rack|roll-in|mobile|mini|large|small|standard|series|your|this|our|a|an|and|for|of|with|by|kitchen|restaurant|catering)$/i;

/** Nouns of kinds of equipment (more than the catalogue names): a phrase made only of them names no maker. */
const equipmentNoun =
  /^(?:toasters?|brewers?|grinders?|warmers?|kettles?|proofers?|cabinets?|machines?|makers?|ovens?|ranges?|broilers?|charbroilers?|dispensers?|blenders?|juicers?|hoods?|coolers?|freezers?|chillers?|steamers?|griddles?|fryers?|slicers?|mixers?|dishwashers?|processors?|sealers?|smokers?|rotisseries?|grills?|salamanders?|refrigerators?|merchandisers?|kettles?|tilt|skillets?|braising|pans?|boilers?|urns?|cookers?|holding|units?|equipment)$/i;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The start of the first kind of equipment named in `text`, or -1. */
export function typeAt(text: string): number {
  let at = -1;
  for (const t of EQUIPMENT_TYPES) {
    const m = t.re.exec(text);
    if (m && (at === -1 || m.index < at)) at = m.index;
  }
  return at;
}

const titleCase = (s: string) =>
  s === s.toUpperCase() && /[A-Z]{2}/.test(s)
    ? s.toLowerCase().replace(/(^|[\s&(-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase()).replace(/\b(Llc|Gmbh|Inc|Ltd|Corp|Co|Plc|Ag|Sa|Srl|Spa)\b/g, (w) => (w.length <= 3 && w !== "Inc" && w !== "Ltd" ? w.toUpperCase() : w)).replace(/\bGMBH\b/, "GmbH")
    : s;

/**
 * A legal suffix followed by a comma and a place ("Osprey Works Co., Mill Town, Ohio") ends the name there; a
 * second suffix after the comma ("Foshan Bright Co., Ltd.") is part of it.
 */
const suffixThenPlace = /^(.*?\b(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|gmbh|ag|plc|b\.?v|oy|ab|kg)\.?),\s+(?!(?:inc|ltd|llc|limited|corp|plc|gmbh)\b)[A-Z].*$/i;

/** Cleans a captured phrase: drops what follows the name ("All rights reserved", "Page 3", an address, " - Springfield"). */
function cleanName(raw: string): string {
  let s = raw
    .replace(suffixThenPlace, "$1")
    .replace(/[.,]?\s+(?:all\s+[a-z]{4,7}\s+reserved|printed\s+in|page\s+\d|rev\.?\s|\||·|•|–\s|—).*$/i, "")
    .replace(/\s+-\s.*$/, "")
    .replace(/\s*[(].*$/, "")
    .replace(/,\s*\d.*$/, "")
    .replace(/\s+\d.*$/, "")
    .replace(/[\s,;:–—-]+$/, "")
    .trim();
  // A period ends the name unless it closes an abbreviation ("Inc.", "Co.", "S.r.l.").
  const stop = /^(.*?[a-z]{3,})\.\s+[A-Z].*$/.exec(s);
  if (stop && !LEGAL_SUFFIX.test(`${stop[1]}.`.replace(/\.$/, ""))) s = stop[1]!;
  return s.trim();
}

/** Whether a phrase can be a company's name at all. */
function plausible(name: string): boolean {
  const words = name.split(/\s+/);
  if (name.length < 3 || words.length > 7 || /\d{2,}/.test(name) || !/^[A-Z0-9]/.test(name)) return false;
  if (furniture.test(name) || dealer.test(name)) return false;
  const core = name.replace(LEGAL_SUFFIX, "").split(/\s+/).filter((w) => w && !descriptor.test(w));
  if (core.length === 0) return false;
  // A kind of equipment the catalogue does not list, alone or with descriptors ("Conveyor Toaster", "Soup Kettle").
  if (core.every((w) => equipmentNoun.test(w))) return false;
  // The kind of equipment alone ("Ice Machine") or a descriptor with it ("Two-Door Reach-in Freezer").
  const at = typeAt(name);
  if (at !== -1 && !companyWord.test(name.slice(0, at) + name.slice(at).replace(EQUIPMENT_TYPES.find((t) => t.re.test(name))!.re, ""))) {
    const before = name.slice(0, at).trim().split(/\s+/).filter((w) => w && !descriptor.test(w));
    if (before.length === 0) return false;
  }
  return core.every((w) => /^[A-Z&][A-Za-z&'.-]*$/.test(w) || /^(?:&|and|of|de|der|la|di)$/i.test(w));
}

/** The key two spellings of one maker share: no legal suffix, no punctuation, lower case. */
export const makerKey = (name: string) =>
  name
    .replace(LEGAL_SUFFIX, "")
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();

/** A name cut where the kind of equipment begins ("Quillon Espresso Machine" → "Quillon"), unless it ends as a company does. */
function withoutType(name: string): string {
  if (companyWord.test(name)) return name;
  const at = typeAt(name);
  const cut = at > 0 ? name.slice(0, at).trim() : at === 0 ? "" : name;
  const words = cut.split(/\s+/);
  while (words.length > 0 && descriptor.test(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

/** Every line of the text with its page (pages are separated by a form feed) and whether it is a page's first or last two. */
function pagesOf(text: string): { line: Line; page: number; top: boolean; bottom: boolean }[] {
  return text.split("\f").flatMap((chunk, i) => {
    const lines = toLines(chunk);
    return lines.map((line, k) => ({ line, page: i + 1, top: k < 2, bottom: k >= lines.length - 2 }));
  });
}

/** A name set letter-spaced ("T O L L A R D") as one word; other text as it is. */
export function unspaced(text: string): string {
  return text.replace(/\b[A-Z](?: [A-Z]){2,}\b/g, (run) => run.replace(/ /g, ""));
}

/**
 * A logo-like wordmark: the tallest line in the top third of the first page, set well above the body's size,
 * of one to three words (the title's kind of equipment cut off: "Brightwater Fryer" → "Brightwater").
 */
function wordmark(words: PageWords[] | undefined): string | null {
  const first = words?.find((p) => p.page === 1);
  if (!first || first.words.length < 10) return null;
  const heights = first.words.map((w) => w.h).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)]!;
  const top = wordLines(first).filter((l) => l[0]!.y < first.height / 3);
  const tallest = top.sort((a, b) => Math.max(...b.map((w) => w.h)) - Math.max(...a.map((w) => w.h)))[0];
  if (!tallest || Math.max(...tallest.map((w) => w.h)) < 1.8 * median) return null;
  const text = unspaced(tallest.map((w) => w.text).join(" "));
  if (text.split(" ").length > 3) return null;
  return /\d/.test(text) ? null : withoutType(text);
}

function sightings(text: string, model: string | null, words?: PageWords[]): Sighting[] {
  const out: Sighting[] = [];
  const placed = pagesOf(text);
  const add = (raw: string, source: Source, page: number, beforeModel = false) => {
    const name = cleanName(unspaced(raw));
    if (plausible(name)) out.push({ name, source, page, beforeModel });
  };
  const NAME = "([A-Z][A-Za-z0-9&.,'’ -]{1,70})";
  const copyright = new RegExp(`(?:©|\\(c\\)|copyright)\\s*(?:©|\\(c\\))?\\s*(?:\\d{4}(?:\\s*[-–]\\s*\\d{2,4})?,?\\s+)?(?:by\\s+)?${NAME}`, "i");
  // "Made in U.S.A. by", "Built in the United Kingdom by", "Manufactured and distributed by", "Manufactured for".
  const madeBy = new RegExp(`\\b(?:manufactured|made|built|produced|engineered)(?:\\s+in\\s+(?:the\\s+)?(?:[A-Z]\\.(?:[A-Z]\\.)+|[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?))?\\s+(?:and\\s+\\w+\\s+)?(?:by|for):?\\s+${NAME}`, "i");
  // "A product of X", "Y is a brand of X", "Y is a registered trademark of X": X owns the line, so made it.
  const productOf = new RegExp(`\\ba\\s+(?:registered\\s+)?(?:product|division|brand|trade\\s*mark)\\s+of:?\\s+${NAME}`, "i");
  const warrants = new RegExp(`(?:^|[.;]\\s+)${NAME.replace("{1,70}", "{1,50}?")}\\s+(?:warrants|guarantees)\\s+(?:this|the|each|its|every|that)\\b`);
  const labelled = new RegExp(`\\b(?:brand|manufacturer|mfr\\.?|make|maker)\\s*[:#]\\s*${NAME}`, "i");
  const modelRe = model
    ? // The model as a footer may print it: I and 1, O and 0 confused, the dash read as a space.
      esc(model)
        .replace(/[-]/g, "[-\\s]?")
        .replace(/[I1l]/g, "[I1l|]")
        .replace(/[O0]/g, "[O0]")
    : null;
  const before = modelRe ? new RegExp(`^(?:[^A-Za-z]*?)([A-Z][A-Za-z&.'-]*(?:\\s+[A-Z][A-Za-z&.'-]*){0,4}?)\\s*[-–•·|,:]?\\s*(?:model\\s*(?:no\\.?|#)?\\s*)?${modelRe}\\b`) : null;
  const after = modelRe ? new RegExp(`^[^A-Za-z]*?${modelRe}\\s*[|•·–—,]\\s*([A-Z][A-Za-z&.'-]*(?:\\s+[A-Z][A-Za-z&.'-]*){0,4})\\s*$`) : null;
  const modelBy = modelRe ? new RegExp(`${modelRe}\\s+by\\s+${NAME}`) : null;
  for (const { line, page, top, bottom } of placed) {
    const t = line.text;
    if (dealer.test(t) && !/\b(?:manufactured|made)\s+by\b/i.test(t)) continue;
    let m: RegExpExecArray | null;
    if ((m = labelled.exec(t))) add(m[1]!, "labelled", page);
    if ((m = copyright.exec(t))) add(m[1]!, "copyright", page);
    // "Manufactured for X by Y": X, whose name the unit carries, is the maker of record; Y made it under contract.
    if ((m = madeBy.exec(t)) ?? (m = productOf.exec(t))) add(m[1]!.replace(/\s+by\s+[A-Z].*$/, ""), "madeBy", page);
    if (modelBy && (m = modelBy.exec(t))) add(m[1]!, "modelBy", page);
    // "Brightwater warrants this fryer …": the warranty's giver is the maker (a dealer's warranty says "dealer").
    if ((m = warrants.exec(t))) add(m[1]!, "warrantor", page);
    for (const cell of before ? [t, ...line.cells] : []) {
      const ahead = before!.exec(cell);
      const b = ahead ?? after!.exec(cell);
      if (!b) continue;
      const name = withoutType(b[1]!.replace(/\b(model|the|for|manual)\b.*$/i, "").trim());
      if (name) add(name, ahead ? "beforeModel" : "afterModel", page);
    }
    // A running header or footer: each of its segments (cells, or parts set off by | · • – —) may be the maker.
    if (top || bottom) {
      for (const cell of line.cells) {
        // (An OCR'd middle dot often comes back as "*".)
        for (const part of cell.split(/\s*[|·•]\s*|\s+[–—*-]\s+|\s{2,}/)) {
          // A footer's address after the name ("Osprey Works, 12 Mill Road, …") is cut before it is weighed.
          // So is a town after the legal suffix ("Tarrow Mills, Inc. Harlow Bend, Ohio").
          const p = part
            .replace(/\bpage\s+\d+(?:\s+of\s+\d+)?\b/i, "")
            .replace(/,\s*\d.*$/, "")
            .replace(/(,?\s+(?:inc|llc|ltd|corp|co|gmbh|s\.r\.l|s\.p\.a|plc)\.)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,\s+[A-Z][a-z]+\.?$/i, "$1")
            .trim();
          if (!p || /^(?:©|\(c\)|copyright)/i.test(p)) continue;
          // A segment is a whole name or nothing: a sentence that happens to open or close a page is no header.
          if (p.split(/\s+/).length > 8 || /[.!?:;]$/.test(p.replace(LEGAL_SUFFIX, "")) || /:\s/.test(p)) continue;
          const cut = model ? p.replace(new RegExp(`\\s*\\b${modelRe}\\b.*$`), "") : p;
          const name = withoutType(cut);
          if (name) add(name, "running", page, cut !== p);
        }
      }
    }
  }
  // The cover: a line alone near the top of the first page that reads as a name (a brand set large above the title).
  for (const { line, page } of placed.filter((p) => p.page === 1).slice(0, 4)) {
    const text = unspaced(line.text);
    if (line.cells.length === 1 && text.split(/\s+/).length <= 5 && !/\d/.test(text)) {
      const name = withoutType(text);
      if (name) add(name, companyWord.test(text) ? "companyLine" : "cover", page);
    }
  }
  const mark = wordmark(words);
  if (mark) add(mark, "wordmark", 1);
  // A line that is nothing but a company's name with its legal suffix ("Halloway Bake Systems, LLC").
  for (const { line, page } of placed) {
    if (line.cells.length === 1 && LEGAL_SUFFIX.test(line.text) && line.text.split(/\s+/).length <= 7 && !/\d/.test(line.text)) add(line.text, "companyLine", page);
  }
  // Last: the name before the kind of equipment in the title ("Glacierpoint Undercounter Ice Maker").
  for (const { line, page } of placed.slice(0, 3)) {
    const at = typeAt(line.text);
    if (at <= 0) continue;
    const words = line.text.slice(0, at).trim().split(/\s+/).filter((w) => !descriptor.test(w));
    if (words.length >= 1 && words.length <= 3 && words.every((w) => /^[A-Z][A-Za-z&'-]+$/.test(w))) add(words.join(" "), "titlePrefix", page);
  }
  return out;
}

interface Candidate {
  key: string;
  forms: Map<string, number>;
  sources: Set<Source>;
  pages: Set<number>;
  evidence: number;
  /** The part of the evidence from beside the model or before the kind in the title: where a brand is printed. */
  brand: number;
  legal: boolean;
}

/**
 * The confidence of a maker the page does not clearly name as one: "please check", and under the floor at which a
 * model whose letters are the name's initials would raise it (manual-confidence.ts) — a brand's initials open its
 * models by the same habit as a maker's.
 */
const UNCLEAR = 0.4;
/** Sources that name a company as the one that made the unit, not only print its name. */
const NAMED_AS_MAKER: ReadonlySet<Source> = new Set<Source>(["labelled", "copyright", "madeBy", "warrantor"]);
const BRAND_PLACES: ReadonlySet<Source> = new Set<Source>(["beforeModel", "afterModel", "titlePrefix"]);
const MAKER_PLACES: ReadonlySet<Source> = new Set<Source>(["running", "copyright", "madeBy", "labelled", "companyLine", "warrantor"]);

/** The maker, with a confidence from its score and its margin over the next candidate. */
export function readMaker(text: string, model: string | null, words?: PageWords[]): Field {
  const cands = new Map<string, Candidate>();
  for (const s of sightings(text, model, words)) {
    const key = makerKey(s.name);
    if (!key || (model && key.replace(/\s/g, "") === model.toLowerCase().replace(/[^a-z0-9]/g, ""))) continue;
    // A name whose letters a text layer ran together ("BRIGHTMILLWORKS") is the same maker as the spaced one.
    const joined = key.replace(/\s/g, "");
    const c = cands.get(joined) ?? { key, forms: new Map(), sources: new Set(), pages: new Set(), evidence: 0, brand: 0, legal: false };
    if (key.split(" ").length > c.key.split(" ").length) c.key = key;
    // A source counts fully once per page, then little: a footer repeated on ten pages is not ten witnesses.
    const seen = c.sources.has(s.source) && c.pages.has(s.page);
    const gained = SOURCE_WEIGHT[s.source] * (seen ? 0.15 : c.sources.has(s.source) ? 0.5 : 1);
    c.evidence += gained;
    if (BRAND_PLACES.has(s.source) || s.beforeModel) c.brand += gained;
    c.sources.add(s.source);
    c.pages.add(s.page);
    c.legal ||= LEGAL_SUFFIX.test(s.name);
    const weight = (LEGAL_SUFFIX.test(s.name) ? 2 : 1) * (s.source === "copyright" || s.source === "madeBy" || s.source === "labelled" ? 2 : 1);
    c.forms.set(s.name, (c.forms.get(s.name) ?? 0) + weight);
    cands.set(joined, c);
  }
  if (cands.size === 0) return none();
  // A short name that begins a longer one ("Frostline" in the header, "Frostline Refrigeration Co." in the
  // copyright line) is the same maker: its evidence goes to the longer name.
  const list = [...cands.values()].sort((a, b) => b.key.length - a.key.length);
  for (const short of [...list].reverse()) {
    const long = list.find((l) => l !== short && l.key.startsWith(`${short.key} `) && l.evidence > 0);
    if (!long || short.evidence === 0) continue;
    long.evidence += short.evidence;
    long.brand += short.brand;
    for (const s of short.sources) long.sources.add(s);
    for (const p of short.pages) long.pages.add(p);
    short.evidence = 0;
  }
  // Brand ≠ maker: a name with no company word seen beside the model ("Corvane CV-2T" in the title or in a header's
  // segment) has that evidence not counted when a company's name is printed where makers are (a running header, a
  // copyright line, "Manufactured by"): the brand names the product line, the company made it.
  const company = (c: Candidate) => c.legal || companyWord.test(c.key);
  const makerNamed = list.some((c) => c.evidence > 0 && company(c) && [...c.sources].some((x) => MAKER_PLACES.has(x)));
  const brandOnly = (c: Candidate) => makerNamed && !company(c) && c.brand > 0;
  const score = (c: Candidate) =>
    c.evidence - (brandOnly(c) ? c.brand : 0) + (c.legal ? 1.5 : company(c) ? 1 : 0) + Math.min(2, (c.pages.size - 1) * 0.5) + (c.sources.size - 1) * 0.5;
  // A name the page declares a brand ("X is a trademark", "X®"), and that name with trade words after it and no
  // legal suffix ("X Walk-In Systems" in a header), names the product line: it gives way to any company's name.
  const brandKeys = declaredBrands(text).map((b) => makerKey(cleanName(unspaced(b)))).filter(Boolean);
  const namedAsMaker = (c: Candidate) => [...c.sources].some((x) => NAMED_AS_MAKER.has(x));
  const brand = (c: Candidate) => brandKeys.some((b) => c.key === b || (c.key.startsWith(`${b} `) && !c.legal && !namedAsMaker(c)));
  const companyBesideBrands = list.some((c) => c.evidence > 0 && company(c) && !brand(c));
  const ranked = list
    .filter((c) => c.evidence > 0 && !(companyBesideBrands && brand(c)))
    .sort((a, b) => score(b) - score(a) || b.key.length - a.key.length);
  const best = ranked[0];
  if (!best) return none();
  const s1 = score(best);
  const s2 = ranked[1] ? score(ranked[1]) : 0;
  const form = [...best.forms.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0]![0];
  const margin = s1 - s2;
  const byScore = s1 >= 4 && margin >= 2 ? 0.9 : s1 >= 3 && margin >= 1.5 ? 0.8 : s1 >= 2 && margin >= 1 ? 0.65 : 0.45;
  // Sure only of a name the page prints as the maker's (a "Manufacturer:" label, a copyright, "Manufactured by", "a
  // brand of", the warranty's giver), or of the one name it prints at all: a running header, a cover or a title that
  // print a second name ("Hallam Coldroom Corp. - IceVault Walk-In Systems") may be naming a brand, a product line
  // or a dealer. A second name is one seen well enough to compete, not a declared brand, nor a piece of the first
  // ("SYSTEMS" of "Kelder Ice Systems" read apart).
  const bestWords = new Set(best.key.split(" "));
  const rival = list.some((c) => c !== best && c.evidence > 0 && score(c) >= 2 && !brandKeys.includes(c.key) && !c.key.split(" ").every((w) => bestWords.has(w)));
  const clear = !brand(best) && (namedAsMaker(best) || !rival);
  return { value: titleCase(form), confidence: clear ? byScore : Math.min(byScore, UNCLEAR) };
}
