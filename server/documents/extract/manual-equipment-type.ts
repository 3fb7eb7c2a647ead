import type { Field } from "./types";
import { none } from "./types";
import type { Line } from "./doc";
import { EQUIPMENT_TYPES } from "./equipment-types";
import { maintenanceWord } from "./maintenance-word";

interface Kind {
  name: string;
  length: number;
  plural: boolean;
  index: number;
}

/**
 * Where a line goes on to name other equipment than its own ("Descaler — for use with coffee brewers",
 * "Water filter compatible with all ice machines"): the kinds after it are not the line's kind.
 */
const otherEquipment = /\b(?:for\s+use\s+(?:with|on|in)|compatible\s+with|(?:designed\s+)?to\s+fit|fits|works?\s+with|used\s+with|suits)\b/i;

/** The kinds of the catalogue a line names, longest first, up to where it starts naming other equipment. */
export function kindsOn(text: string): Kind[] {
  const own = text.split(otherEquipment)[0]!;
  const found: Kind[] = [];
  for (const t of EQUIPMENT_TYPES) {
    const m = t.re.exec(own);
    if (m) found.push({ name: t.name, length: m[0].length, plural: /s$/i.test(m[0]) && !/ss$/i.test(m[0]), index: m.index });
  }
  return found.sort((a, b) => b.length - a.length);
}

/** Marks of a tagline or a product-family banner rather than the title. */
const taglineMark =
  /\b(?:since|trusted|built\s+for|made\s+for|for\s+(?:busy|professional|commercial)?\s*kitchens|leader|makers?\s+of|specialists?|solutions|family\s+of)\b/i;

/**
 * The kind of equipment, from the title: every one of the top lines that names a kind is scored — the model
 * printed on it or beside it, a short line, the kind in the singular — against the marks of a tagline or a
 * product-family banner (several kinds in a list, plurals, "since", "trusted", "for kitchens") and of other
 * equipment ("for use with …"). The best line gives its most specific kind ("Walk-in cooler" over
 * "Refrigerator"); else the first line of the text naming one; else a title's own name for a kind the
 * catalogue does not know, as "please check".
 */
export function equipmentType(lines: Line[], model: string | null): Field {
  const top = lines.slice(0, 12);
  let best: { name: string; score: number } | null = null;
  top.forEach((line, k) => {
    // A title wrapped over two lines ("CFH-12 Type I Kitchen Exhaust" / "Hood"): the short line under it completes its kind.
    const next = top[k + 1];
    const joined = next && next.cells.length === 1 && next.text.split(/\s+/).length <= 2 ? `${line.text} ${next.text}` : null;
    const l = joined && kindsOn(joined)[0] && kindsOn(joined)[0]!.length > (kindsOn(line.text)[0]?.length ?? 0) ? { ...line, text: joined } : line;
    const kinds = kindsOn(l.text);
    if (kinds.length === 0) return;
    const words = l.text.split(/\s+/).length;
    let score = 1 - k * 0.05;
    if (model && l.text.includes(model)) score += 2;
    else if (model && (top[k - 1]?.text.includes(model) || top[k + 1]?.text.includes(model))) score += 0.7;
    if (words <= 8) score += 0.5;
    if (kinds[0]!.plural) score -= 1.5;
    // Several kinds that are not one inside another ("fryers, ovens and ice machines"): a list of products.
    // A kind printed inside a longer one ("steamer" in "combi steamer") is that kind, not another.
    const inside = (x: Kind, y: Kind) => y.index <= x.index && x.index + x.length <= y.index + y.length;
    const distinct = kinds.filter((x) => !kinds.some((y) => y !== x && y.length > x.length && (y.name.toLowerCase().includes(x.name.toLowerCase().split(" ").pop()!) || inside(x, y))));
    if (distinct.length >= 2) score -= 2;
    if (taglineMark.test(l.text)) score -= 2;
    if (!best || score > best.score) best = { name: kinds[0]!.name, score };
  });
  const chosen = best as { name: string; score: number } | null;
  if (chosen && chosen.score > 0) return { value: chosen.name, confidence: chosen.score >= 2 ? 0.9 : 0.8 };
  for (const l of lines.slice(12)) {
    // A job ("Test the booster heater element") names a part of the unit, not the unit.
    const first = l.text.replace(/^[^A-Za-z]+/, "").split(/\s+/)[0] ?? "";
    if (maintenanceWord.test(first) && !/ing$/i.test(first)) continue;
    const kinds = kindsOn(l.text);
    if (kinds.length > 0) return { value: kinds[0]!.name, confidence: 0.6 };
  }
  if (chosen) return { value: chosen.name, confidence: 0.5 };
  const named = unknownKind(lines.slice(0, 6), model);
  return named ? { value: named, confidence: 0.5 } : none();
}

/** Nouns that end the name of a kind of equipment ("Noodle Cooker", "Nacho Cheese Dispenser"). */
const kindHead = /^(?:machines?|cookers?|warmers?|cabinets?|dispensers?|grills?|kettles?|roasters?|heaters?|chillers?|coolers?|makers?|cutters?|peelers?|sealers?|smokers?|presses|press|fountains?|tumblers?|marinators?|griddles?|fryers?|ovens?|washers?|grinders?|brewers?|urns?|poppers?|sheeters?|dividers?|rounders?|extractors?|juicers?)$/i;
/** Words before such a noun that say what the document is or how the unit is built, not what it is. */
const notQualifier =
  /^(?:the|a|an|your|our|this|for|of|and|with|by|model|series|new|commercial|professional|heavy-duty|compact|countertop|floor|electric|gas|stainless|steel|automatic|manual|portable|deluxe|standard|single|double|twin|mini|large|small|user|owner|owner's|operator|operator's|service|maintenance|cleaning|care|installation|operation|operating|parts|replacement|safety|quick|start|guide|instructions?|reference|technical|warranty|all|other|every|each|[a-z]*\d[\w-]*)$/i;

/**
 * A kind the catalogue does not know, as a title prints it: a short line (or the part of one beside the model)
 * whose last words are a noun of equipment after a word that qualifies it ("Noodle Cooker",
 * "Churro Fryer"), capitalised like the catalogue. Null when no top line reads so.
 */
function unknownKind(lines: Line[], model: string | null): string | null {
  for (const l of lines) {
    const text = (model ? l.text.replace(model, " ") : l.text).replace(/[–—|:•·].*$/, "").trim();
    // A code beside the name ("Noodle Cooker NC-8") is the model, not a word of the kind.
    const words = text.split(/\s+/).filter((w) => w && !/\d/.test(w));
    if (words.length < 2 || words.length > 6 || otherEquipment.test(l.text) || taglineMark.test(l.text)) continue;
    const head = words[words.length - 1]!;
    if (!kindHead.test(head) || /s$/i.test(head) && !/ss$/i.test(head)) continue;
    const qualifiers: string[] = [];
    for (const w of words.slice(0, -1).reverse()) {
      if (qualifiers.length === 1 || notQualifier.test(w) || !/^[A-Za-z][A-Za-z-]*$/.test(w)) break;
      qualifiers.unshift(w);
    }
    if (qualifiers.length === 0) continue;
    const phrase = [...qualifiers, head].join(" ").toLowerCase();
    return phrase[0]!.toUpperCase() + phrase.slice(1);
  }
  return null;
}
