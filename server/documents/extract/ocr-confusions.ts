// Characters OCR confuses by their shape (0/O, 1/I/l). A text layer holds what was typed, so these
// repairs are only for text that OCR read; labels are matched through them either way, since a label
// is a word and never holds a digit.

const DIGIT_FOR_LETTER: Record<string, string> = { "0": "O", "1": "I" };
const LETTER_FOR_DIGIT: Record<string, string> = { O: "0", o: "0", I: "1", l: "1", i: "1", "|": "1" };
const digitLike = /[OoIli|]/;

/**
 * A letter prefix ("CO", "FOG", "C of O"): letters with a 0 or 1 among them and no other digit. A
 * confusable digit is read as its letter only where no other digit touches it, so "C0" is "CO" and
 * "C0O" is "COO", while "AB10" (a prefix and a number run together) is left alone.
 */
function repairPrefix(group: string): string {
  if (!/^[A-Z01]+$/.test(group) || !/[A-Z]/.test(group) || !/[01]/.test(group)) return group;
  return group.replace(/[01]/g, (d, at: number) => {
    const before = group[at - 1];
    const after = group[at + 1];
    if ((before && /\d/.test(before)) || (after && /\d/.test(after))) return d;
    // A trailing 1 after letters ("R1") is a common real prefix; only the 0 is repaired there.
    if (d === "1" && !(before && after)) return d;
    return DIGIT_FOR_LETTER[d]!;
  });
}

/**
 * A run of digits with letters shaped like digits in it ("2O26", "0l234"): at least three real
 * digits, and the look-alikes fewer than the digits. A leading look-alike of the first group stays a
 * letter when the group is short ("I23-4567" may be a letter-and-digits prefix).
 */
function repairDigits(group: string, first: boolean): string {
  if (!digitLike.test(group) || !/^[0-9OoIli|]+$/.test(group)) return group;
  const digits = group.replace(/\D/g, "").length;
  const lookAlikes = group.length - digits;
  if (digits < 3 || lookAlikes >= digits) return group;
  const keepLead = first && group.length <= 4 && digitLike.test(group[0]!);
  return group.replace(/[OoIli|]/g, (c, at: number) => (keepLead && at === 0 ? c : LETTER_FOR_DIGIT[c]!));
}

/**
 * An identifier as OCR read it, with its look-alike characters put back by the shape of each group:
 * groups before the first run of digits are letter prefixes, the rest digit runs.
 */
export function repairOcrIdentifier(raw: string): string {
  const parts = raw.split(/([\s\-–/.]+)/);
  let digitsSeen = false;
  let groupIndex = 0;
  return parts
    .map((part, i) => {
      if (i % 2 === 1 || part === "") return part;
      const first = groupIndex++ === 0;
      const hasDigitsAfter = parts.slice(i + 1).some((p, k) => k % 2 === 1 && /(?:\d\D*){3}/.test(p));
      let out = part;
      if (!digitsSeen && hasDigitsAfter) out = repairPrefix(out);
      // A letter group between digit groups ("2027-KS0-11234"): two letters or more with a look-alike among them.
      else if (digitsSeen && (part.match(/[A-Z]/g) ?? []).length >= 2) out = repairPrefix(out);
      if (out === part) out = repairDigits(out, first);
      if (/\d{2,}/.test(out)) digitsSeen = true;
      return out;
    })
    .join("")
    // "C of 0 …": the certificate of occupancy's letters, whose O stands alone after "of".
    .replace(/^(C\s+of\s+)0(?=\s)/i, "$1O");
}

/**
 * A name whose spaces OCR lost ("Heron Quay GrillLLC", "HollowBreadCo.,LLC"): words run together in mixed
 * case, an entity suffix glued to the word before it, and a comma with no space after it are parted again.
 */
export function partRunWords(name: string): string {
  return (
    name
      // Three capitalised words or more in one token ("CedarElmTrading"): every word parted, short ones too (a
      // name like "MacKenzie" has two parts and stays).
      .replace(/\b[A-Z][a-z]+(?:[A-Z][a-z]+){2,}\b/g, (run) => run.replace(/([a-z])(?=[A-Z])/g, "$1 "))
      .replace(/([a-z]{3,})(?=[A-Z][a-z]{3,})/g, "$1 ")
      .replace(/([a-z]{2,}\.?)(?=(?:LLC|LLP|PLLC|Inc|Corp|Ltd|Co\.|Company)(?:$|[\s,.]))/g, "$1 ")
      .replace(/,(?=[A-Za-z])/g, ", ")
  );
}

/** State names OCR reads with an l or 1 for their capital I ("lowa", "1daho"): put back. */
export function repairStateNames(value: string): string {
  return value.replace(/\b[l1|](owa|daho|llinois|ndiana)\b/g, "I$1");
}

/** Words agencies name themselves with, long enough that one letter off is a misreading, not another word. */
const AGENCY_VOCABULARY = [
  "licensing", "commission", "department", "division", "bureau", "environmental", "beverage", "control", "revenue",
  "taxation", "services", "inspections", "inspection", "planning", "enforcement", "prevention", "building", "alcoholic",
  "occupational", "regulation", "regulatory", "development", "administration", "treasury", "protection",
];

/**
 * An agency's word the OCR read with one letter wrong ("INSPECTIQNS"; "Comrnission" is two letters for one and stays):
 * put back, in the case it was printed in. Words of seven letters or more only, each one letter from one word.
 */
export function repairAgencyWords(value: string): string {
  return value.replace(/[A-Za-z]{7,}/g, (w) => {
    const lower = w.toLowerCase();
    if (AGENCY_VOCABULARY.includes(lower)) return w;
    const near = AGENCY_VOCABULARY.filter((v) => v.length === lower.length && [...v].filter((ch, i) => ch !== lower[i]).length === 1);
    if (near.length !== 1) return w;
    const fix = near[0]!;
    return [...w].map((ch, i) => (ch.toLowerCase() === fix[i] ? ch : ch === ch.toUpperCase() ? fix[i]!.toUpperCase() : fix[i]!)).join("");
  });
}

/**
 * An agency's name whose last word the photo's edge cut ("… Malt Beverage CONTR"): the word completed when its
 * letters (four or more) begin exactly one word agencies name themselves with, in the case it was printed in; else null.
 */
export function completeCutAgencyWord(value: string): string | null {
  const m = /([A-Za-z]{4,})$/.exec(value);
  if (!m) return null;
  const cut = m[1]!;
  const lower = cut.toLowerCase();
  if (AGENCY_VOCABULARY.includes(lower)) return null;
  const fits = AGENCY_VOCABULARY.filter((v) => v.length > lower.length && v.startsWith(lower));
  if (fits.length !== 1) return null;
  const rest = fits[0]!.slice(lower.length);
  return value.slice(0, m.index) + cut + (cut === cut.toUpperCase() ? rest.toUpperCase() : rest);
}

/**
 * A label cell with digits OCR printed for letters ("C.0. NO.", "BUS1NESS NAME", "Permit N0."), read
 * as letters so that it matches the label words. Cells with a run of digits are values and stay.
 */
export function labelLetters(cell: string): string {
  if (/\d{2,}/.test(cell)) return cell;
  return cell.replace(/(?<=[A-Za-z.])[015]|[015](?=[A-Za-z.])/g, (d) => ({ "0": "O", "1": "l", "5": "S" })[d]!);
}
