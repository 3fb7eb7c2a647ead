/**
 * Equipment kinds, most specific first, each with the words manuals use for it; `same`: other names of exactly
 * this kind, not of a near one (a combi steamer is a combi oven; an espresso machine is one kind of coffee machine);
 * `doubted`: hands name this kind apart from the catalogue — always (true), or when the title prints it with a
 * qualifier that matches (a door-type or conveyor dishwasher is a "dish machine" to some) — so it is never shown as sure.
 */
export const EQUIPMENT_TYPES: { name: string; re: RegExp; same?: RegExp; doubted?: true | RegExp }[] = [
  { name: "Walk-in cooler", re: /\bwalk[\s-]?in\s+(cooler|refrigerator)s?\b/i },
  { name: "Walk-in freezer", re: /\bwalk[\s-]?in\s+freezers?\b/i },
  { name: "Ice machine", re: /\b(ice\s+(machine|maker)s?|cube\s+ice)\b/i },
  { name: "Combi oven", re: /\bcombi(?:nation)?(?:-|\s+)?(?:oven|steamer)s?\b/i, same: /^combi(?:nation)?(?:-|\s+)?(?:oven|steamer)s?$/i },
  { name: "Convection oven", re: /\bconvection\s+ovens?\b/i },
  { name: "Pizza oven", re: /\bpizza\s+ovens?\b/i },
  { name: "Fryer", re: /\b(deep\s+)?fryers?\b/i },
  { name: "Dishwasher", re: /\b(dish\s*washers?|dish\s+machines?|warewash\w*)\b/i, doubted: /\b(?:door[\s-]*type|conveyor|rack[\s-]*type|flight[\s-]*type|hood[\s-]*type|pass[\s-]*through)\s+dish\s*washers?\b/i },
  { name: "Range", re: /\b(gas|electric|commercial)\s+ranges?\b/i },
  { name: "Griddle", re: /\bgriddles?\b/i },
  { name: "Charbroiler", re: /\b(char)?broilers?\b/i },
  { name: "Steamer", re: /\bsteamers?\b/i },
  { name: "Exhaust hood", re: /\b(exhaust|ventilation|canopy|kitchen|range)\s+hoods?\b/i },
  { name: "Grease trap", re: /\bgrease\s+(traps?|interceptors?)\b/i },
  { name: "Reach-in refrigerator", re: /\breach[\s-]?in\s+(refrigerator|cooler)s?\b/i },
  { name: "Reach-in freezer", re: /\breach[\s-]?in\s+freezers?\b/i },
  { name: "Refrigerator", re: /\brefrigerators?\b/i },
  { name: "Freezer", re: /\bfreezers?\b/i },
  { name: "Mixer", re: /\bmixers?\b/i },
  { name: "Slicer", re: /\bslicers?\b/i },
  { name: "Coffee machine", re: /\b(coffee|espresso)\s+(machine|maker|brewer)s?\b/i },
  { name: "Steam kettle", re: /\b(?:steam[\s-]+(?:jacketed[\s-]+)?|(?:steam[\s-]+)?jacketed[\s-]+)kettles?\b/i },
  { name: "Beverage dispenser", re: /\b(?:beverage|drinks?|juice|soda|cold\s+drink)\s+dispensers?\b/i },
  { name: "Water filter system", re: /\b(?:water\s+)?filt(?:er|ration)\s+systems?\b/i },
  // Hands name toasters by the printed kind ("Conveyor toaster") or by the class ("Toaster"), whatever the title says.
  { name: "Conveyor toaster", re: /\bconveyor\s+toasters?\b/i, doubted: true },
  { name: "Toaster", re: /\btoasters?\b/i, doubted: true },
  { name: "Oven", re: /\bovens?\b/i },
];

const singular = (w: string) => w.replace(/(?<!s)s$/, "");
const wordsOf = (s: string) => s.toLowerCase().replace(/-/g, " ").split(/\s+/).filter(Boolean).map(singular);

/**
 * Whether the words a page names a kind with are the kind's own name ("Gas Fryer", "dish washers" for "Fryer",
 * "Dishwasher"): every word of the name printed, whatever the case, plural, hyphen or spacing. Other words ("ice
 * maker", "dish machine", "combi steamer") map to the kind by a synonym: another hand may name the kind so.
 */
export function namedAsKind(printed: string, kind: string): boolean {
  const seen = wordsOf(printed);
  const name = wordsOf(kind);
  // A word of the name may be printed in full ("combination" for "combi"); "dish washer" is "dishwasher".
  if (EQUIPMENT_TYPES.find((t) => t.name === kind)?.same?.test(printed.trim())) return true;
  return name.every((w) => seen.some((p) => p.startsWith(w))) || seen.join("").includes(name.join(""));
}

/** Whether hands name `kind` apart from the catalogue where `line` prints it (see `doubted`). */
export function namedApart(kind: string, line: string): boolean {
  const d = EQUIPMENT_TYPES.find((t) => t.name === kind)?.doubted;
  return d === true || (d !== undefined && d.test(line));
}
