import type { Field } from "./types";
import { WEAK } from "./field-scorer";

/**
 * Other ways documents name each kind of license. Keys are matched against catalogue names by
 * their words, so a catalogue that says "Fire Safety Permit" or "Fire Permit" finds the same list.
 */
const SYNONYMS: { keys: string[]; phrases: string[] }[] = [
  {
    keys: ["sales", "tax"],
    phrases: ["seller's permit", "sellers permit", "seller permit", "sales tax", "sales and use tax", "resale certificate", "sales tax permit", "tax registration", "vendor's license", "vendors license", "vendor's licence", "retail sales license", "retail sales tax"],
  },
  {
    keys: ["food", "protection"],
    phrases: ["food manager", "food protection manager", "certified food manager", "food manager certification", "food safety certification", "food protection", "servsafe"],
  },
  {
    keys: ["fire"],
    phrases: ["fire prevention permit", "fire permit", "fire safety", "fire prevention", "fire code", "fire marshal", "fire department"],
  },
  {
    keys: ["liquor"],
    // An agency of beverage control grants alcohol licenses whatever the page calls them ("Retail Dealer's Permit").
    phrases: ["alcoholic beverage", "beverage license", "liquor", "alcohol license", "wine and spirits", "spirits", "mixed beverage", "beverage control"],
  },
  {
    keys: ["beer", "wine"],
    phrases: ["beer and wine", "beer & wine", "wine and beer", "beer wine", "malt beverage", "unfortified wine", "wine and malt", "beer and light wine", "malt and vinous", "vinous and malt"],
  },
  {
    keys: ["music"],
    phrases: ["entertainment license", "live entertainment", "live music", "music license", "entertainment permit"],
  },
  {
    keys: ["alarm"],
    phrases: ["alarm permit", "alarm system permit", "burglar alarm", "alarm system", "alarm registration", "alarm user permit"],
  },
  {
    keys: ["outdoor", "seating"],
    phrases: ["sidewalk cafe", "sidewalk café", "outdoor dining", "outdoor seating", "patio permit", "sidewalk dining", "parklet"],
  },
  {
    keys: ["grease"],
    phrases: ["wastewater discharge", "grease interceptor", "grease trap", "fog discharge", "fats oils and grease", "fog wastewater", "industrial wastewater", "grease control", "fog control", "grease removal device", "grease abatement"],
  },
  {
    keys: ["building", "permit"],
    phrases: ["building permit"],
  },
  {
    keys: ["business", "license"],
    // A city's license to vend or peddle ("Mobile Food Vendor License") is a business license; a state's
    // "vendor's license" is its sales tax registration (above).
    phrases: ["business license", "business tax certificate", "business registration", "occupational license", "business tax receipt", "business licence", "vendor license", "vending license", "peddler license", "peddler's license"],
  },
  {
    keys: ["occupancy"],
    phrases: ["certificate of occupancy", "occupancy certificate", "certificate of use"],
  },
  {
    keys: ["sign"],
    phrases: ["sign permit", "signage permit", "sign"],
  },
  {
    keys: ["food", "service"],
    phrases: ["food service establishment", "food service permit", "food establishment permit", "food establishment", "retail food", "health permit", "restaurant permit", "permit to operate a food", "food facility", "food and lodging", "food service license", "food license", "food service operation", "public health", "food and beverage establishment", "food & beverage establishment", "food and beverage license"],
  },
];

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9']+/g, " ")
    .trim();

/**
 * "Beer, Wine and Spirits" is a full liquor license: spirits or liquor beside beer and wine name the liquor
 * kind, so the beer-and-wine words inside such a phrase do not count for the beer and wine license.
 */
const spirits = (s: string) =>
  // "Alcoholic Beverage Control Board" names the alcohol once: its "beverage control" is not counted again.
  s.replace(/\balcoholic beverage control\b/g, "alcoholic beverage").replace(
    /\b(?:beer wine and (?:spirits|liquor)|(?:spirits|liquor) beer and wine|(?:spirits|liquor) wine and beer|beer wine (?:spirits|liquor)|(?:spirits|liquor) wine and malt beverages?|wine malt beverages? and (?:spirits|liquor)|malt beverages? wine and (?:spirits|liquor))\b/g,
    "spirits liquor",
  )
    // "malt and vinous beverages and spirituous liquors": a list of the kinds served that ends with the spirits.
    .replace(/\b(?:beer|wine|malt|vinous)(?: [a-z]+){0,4} and (?:spirituous liquors?|distilled spirits|spirits)\b/g, "spirits liquor")
    // "spirits and malt beverage", "distilled spirits, wine an(d) malt beverages": a list that begins with the spirits
    // (a word of it the OCR misread).
    .replace(/\b(?:spirits|liquors?)(?: [a-z]+){0,3} malt beverages?\b/g, "spirits liquor");

function count(haystack: string, phrase: string): number {
  const p = norm(phrase);
  if (!p) return 0;
  const re = new RegExp(`(?:^| )${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?= |$)`, "g");
  return haystack.match(re)?.length ?? 0;
}

/** A phrase followed by "only" within one word ("beer and wine only", "malt and vinous beverages only"). */
function countOnly(haystack: string, phrase: string): number {
  const p = norm(phrase);
  if (!p) return 0;
  const re = new RegExp(`(?:^| )${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: [a-z]+)? only(?= |$)`, "g");
  return haystack.match(re)?.length ?? 0;
}

/**
 * Picks the catalogue name the text speaks of most, weighing the title area (the first lines)
 * three times: the name itself counts most, then its synonyms.
 */
export function matchLicenseType(text: string, names: string[]): Field {
  const lines = text.split("\n");
  const head = spirits(norm(lines.slice(0, 12).join(" ")));
  // The document's title: the first short top line naming a kind of document, not an agency.
  const titleLine =
    lines
      .slice(0, 12)
      // A letter's subject line ("Re: Restaurant Liquor License — 12 Main St") names the kind after its "Re:".
      .map((l) => l.replace(/\t/g, " ").trim().replace(/^(?:re|subject|regarding)\s*:\s*/i, ""))
      .find((l) => /\b(license|licence|permit|certificate|certification|registration|receipt|authorization)\b/i.test(l) && l.length < 70 && !/\b(department|division|board|commission|office|bureau|city of|county of|state of)\b/i.test(l)) ?? "";
  // The kind of document is named first; what follows a dash or colon qualifies it ("WASTEWATER DISCHARGE
  // AUTHORIZATION – FOOD SERVICE ESTABLISHMENT"), so it weighs less.
  const [titleMain, ...titleRest] = titleLine.split(/\s[-–—]\s|:|\(/);
  const title = spirits(norm(titleMain ?? ""));
  const titleTail = spirits(norm(titleRest.join(" ")));
  const all = spirits(norm(text));
  let best: { name: string; score: number; placed: boolean } | null = null;
  let second = 0;
  for (const name of names) {
    const words = norm(name).split(" ");
    const phrases = new Set<string>([name]);
    for (const syn of SYNONYMS) {
      if (syn.keys.every((k) => words.includes(k))) syn.phrases.forEach((p) => phrases.add(p));
    }
    // The kind of document ("license", "permit") and the name's own words tip close calls.
    let score = 0;
    let placed = false;
    const headNoun = words[words.length - 1]!;
    score += 0.5 * count(all, headNoun);
    for (const w of words) {
      if (/^(of|and|the|license|licence|permit|certificate)$/.test(w)) continue;
      score += 0.25 * count(all, w);
      if (count(title, w) + count(titleTail, w) > 0) placed = true;
    }
    for (const phrase of phrases) {
      const weight = phrase === name ? 4 : norm(phrase).split(" ").length >= 2 ? 2 : 0.5;
      score += weight * (count(all, phrase) + 2 * count(head, phrase) + 6 * count(title, phrase) + 2 * count(titleTail, phrase));
      // A kind the document limits itself to ("beer and wine only", "malt and vinous beverages only") is what a
      // broader word of the title ("retail beverage license") means here.
      if (phrase !== name) score += 6 * weight * countOnly(all, phrase);
      if (count(head, phrase) + count(title, phrase) > 0) placed = true;
    }
    if (!best || score > best.score) {
      second = best?.score ?? 0;
      best = { name, score, placed };
    } else if (score > second) second = score;
  }
  if (!best || best.score === 0) return { value: null, confidence: 0 };
  const margin = (best.score - second) / best.score;
  const confidence = Math.round(Math.min(0.95, 0.5 + 0.45 * margin) * 100) / 100;
  // Named only in the body (a reference to another license, a condition), never in the title or the top lines:
  // a weak feature alone, so "please check".
  return { value: best.name, confidence: best.placed ? confidence : Math.min(confidence, WEAK) };
}
