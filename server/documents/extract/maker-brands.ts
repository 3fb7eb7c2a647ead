// Names a page itself declares to be brands: "X is a (registered) trademark (of Y)", "X is a brand of Y", "X®",
// "X(R)", "X™". A manual often prints its product line's brand larger and more often than the company that made the
// unit (a wordmark, a running header, the title), and the company only once, in a copyright or "is a brand of" line.
// A declared brand names the product line, not its maker.

/** One to four capitalised words right before a trademark sign or "is a … trademark / brand". */
const BRAND = "([A-Z][A-Za-z0-9&'’-]*(?:\\s+[A-Z][A-Za-z0-9&'’-]*){0,3})";
const declaration = new RegExp(`${BRAND}\\s*(?:®|\\(R\\)|™|\\(TM\\))?\\s+(?:is|are)\\s+(?:a\\s+)?(?:registered\\s+)?(?:trade\\s*marks?|brands?|product\\s+lines?)\\b`, "g");
// The sign set right after the name ("Quillfire®"): "Right (R) door" is a label, not a mark.
const mark = new RegExp(`${BRAND}(?:®|\\(R\\)|™|\\(TM\\))`, "g");

/** The names the text declares to be brands, as printed. */
export function declaredBrands(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    for (const re of [declaration, mark]) {
      for (const m of line.matchAll(re)) out.push(m[1]!);
    }
  }
  return out;
}
