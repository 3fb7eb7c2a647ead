/** Longest a location label in the switcher may be before its middle gives way to "…". */
export const LOCATION_LABEL_MAX = 24;

const SEPARATOR = /[\s\-–—:|,·/&]/;
const LEADING_SEPARATORS = /^[\s\-–—:|,·/]+/;

/** "Harbor & Vine — Waterfront Terrace" at 16 → "Harbor &…Terrace": the start and the end stay readable. */
export function middleEllipsis(text: string, max = LOCATION_LABEL_MAX): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join("");
  const keep = Math.max(max - 1, 2);
  const head = Math.ceil(keep / 2);
  const tail = keep - head;
  return `${chars.slice(0, head).join("").trimEnd()}…${chars.slice(chars.length - tail).join("").trimStart()}`;
}

/** The characters every name starts with, cut back to the last separator so no word is split. */
function sharedWordPrefix(names: string[]): string {
  let prefix = names[0] ?? "";
  for (const name of names.slice(1)) {
    let i = 0;
    while (i < prefix.length && i < name.length && prefix[i] === name[i]) i++;
    prefix = prefix.slice(0, i);
  }
  let cut = prefix.length;
  while (cut > 0 && !SEPARATOR.test(prefix[cut - 1]!)) cut--;
  return prefix.slice(0, cut);
}

/**
 * What the location switcher shows of each name (issue 24): the part after the prefix all the user's locations
 * share ("Harbor & Vine — Downtown", "Harbor & Vine — Waterfront" → "Downtown", "Waterfront"); one location, or
 * names with nothing in common, show whole. Anything longer than `max` keeps its start and end around "…".
 * Answers in the order of `names`.
 */
export function distinguishingLocationNames(names: readonly string[], max = LOCATION_LABEL_MAX): string[] {
  const trimmed = names.map((n) => n.trim());
  const distinct = [...new Set(trimmed)];
  const prefix = distinct.length > 1 ? sharedWordPrefix(distinct) : "";
  const rests = trimmed.map((n) => n.slice(prefix.length).replace(LEADING_SEPARATORS, ""));
  // A name that is all prefix ("Harbor" beside "Harbor East") would show nothing: then every name shows whole.
  const labels = prefix && rests.every((r) => r.length > 0) ? rests : trimmed;
  return labels.map((label) => middleEllipsis(label, max));
}
