// A letterhead set in spaced capitals ("B O R O U G H O F F A I R H A V E N · 1 9 0 2"): the text
// layer or the OCR gives each letter as a word and the gaps between words are lost. Such a line is read again as
// words where the letters part into words the reader knows — a government's or an agency's words, or words the page
// prints elsewhere in plain type ("Fairhaven" in the premises' address) — and is left as it is where they do not.
import type { Line } from "./doc";
import { AGENCY_WORD_PARTS } from "./agency-words";

/** What governments and their offices are called, and the short words between the words of a name. */
const GOVERNMENT_WORDS =
  "of the and for city county town township village borough parish state commonwealth service health public fire " +
  "safety food beverage alcoholic control licensing license permits inspections building planning zoning revenue " +
  "taxation municipal regional environmental";

/** Words of governments' and agencies' names. */
const NAME_WORDS = [...AGENCY_WORD_PARTS, ...GOVERNMENT_WORDS.split(" ")];

/** A cell of spaced capitals: most of its words single letters, at least four of them ("FA IR H A V E N"). */
function spacedCapitals(cell: string): boolean {
  const tokens = cell.split(/\s+/).filter((t) => /^[A-Za-z]+$/.test(t));
  const single = tokens.filter((t) => t.length === 1).length;
  return single >= 4 && single >= tokens.length * 0.6;
}

/** The letters parted into the fewest known words, or null when some letters make no known word. */
function partInto(letters: string, known: Set<string>): string[] | null {
  const lower = letters.toLowerCase();
  const best: (string[] | null)[] = Array.from({ length: lower.length + 1 }, () => null);
  best[0] = [];
  for (let i = 0; i < lower.length; i++) {
    const here = best[i];
    if (!here) continue;
    for (let j = i + 2; j <= lower.length; j++) {
      const next = best[j];
      if (known.has(lower.slice(i, j)) && (!next || next.length > here.length + 1)) best[j] = [...here, letters.slice(i, j)];
    }
  }
  return best[lower.length] ?? null;
}

/**
 * The lines with each cell of spaced capitals read as words, part by part (parts are set off by "·", "•" or "|"): a
 * part whose letters do not all part into known words is dropped from the cell; a cell none of whose parts parts is
 * left as it was.
 */
export function unspacedCapitals(lines: Line[]): Line[] {
  if (!lines.some((l) => l.cells.some(spacedCapitals))) return lines;
  const known = new Set(NAME_WORDS);
  for (const l of lines) {
    if (l.cells.some(spacedCapitals)) continue;
    for (const w of l.text.toLowerCase().match(/[a-z]{3,}/g) ?? []) known.add(w);
  }
  return lines.map((l) => {
    if (!l.cells.some(spacedCapitals)) return l;
    const cells = l.cells.map((cell) => {
      if (!spacedCapitals(cell)) return cell;
      const parts = cell
        .split(/\s*[·•|]\s*/)
        .map((p) => partInto(p.replace(/\s+/g, ""), known))
        .filter((p): p is string[] => p !== null && p.length > 0)
        .map((p) => p.join(" "));
      return parts.length > 0 ? parts.join(" · ") : cell;
    });
    return { ...l, cells, text: cells.join(" ") };
  });
}
