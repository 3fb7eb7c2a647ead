import type { Field } from "./types";
import { labelledValues, type Candidate } from "./labels";
import { squash, type Line } from "./doc";
import { STATE_CODES, stateCode, stateSource } from "./states";
import { checkAddress, DOUBTED, NOT_PREMISES } from "./plausibility";

const premisesLabel =
  /^(?:(?:employer|employment|work)\s+address|place\s+of\s+employment|(?:business|establishment|facility|store|restaurant)\s+location|location\s+of\s+(?!(?:records?|mailing|owner)\b)(?:the\s+)?(?:[a-z\u00c0-\u00ff]+\s+){0,2}[a-z\u00c0-\u00ff]+|location(?:\s+address)?|licensed\s+premises|premises(?:\s+address)?|place\s+of\s+business|(?:event|project|job|work)\s+(?:site|location)(?:\s+address)?|address\s+of\s+premises|establishment\s+address|job\s+address|(?:[a-z]+\s+)?site\s+address|site(?=\s*:)|building\s+address|business\s+address|facility\s+address|property\s+address|service\s+address|street\s+address|address)\b\s*[:.]?/i;

const streetSuffix =
  "(?:street|st|avenue|ave|road|rd|boulevard|blvd|bivd|expressway|expy|freeway|fwy|turnpike|tpke|thruway|causeway|cswy|bypass|byp|crescent|drive|dr|lane|ln|way|court|ct|plaza|parkway|pkwy|highway|hwy|place|pl|circle|cir|terrace|ter|trail|trl|square|sq|loop|pike|row|alley|center|ctr|walk|commons|crossing|xing|green|mall|path|point|pt|landing|run|pass|promenade|esplanade)";
// A unit word is a whole word: "Fl" is a floor, the start of "Flagstaff" is not.
const unit = "(?:,?\\s*(?:(?:suite|ste|unit|apt|bldg|building|floor|fl|room|rm)\\b|#)\\.?\\s*[a-z0-9-]+)?";
/** Street kinds written before the name ("Plaza del Mar", "Calle Ocho", "Avenue of the Pines"): the comma ends the name. */
const streetPrefix = "(?:plaza|calle|camino|avenida|via|paseo|rue|avenue\\s+of|place\\s+de)";
/** A numbered road as the street ("410 Route 31 South", "88 State Highway 12", "5 County Road 40 W"), a comma after it. */
const numberedRoad =
  "(?:(?:(?:state|us|u\\.s\\.|county|farm\\s+to\\s+market)\\s+)?(?:route|rte\\.?|highway|hwy\\.?|road)\\s+\\d{1,4}[a-z]?|county\\s+(?:road|rd\\.?|highway|hwy\\.?|trunk)\\s+[a-z]{1,3})(?:\\s+(?:north|south|east|west|n|s|e|w)\\b\\.?)?(?=,)";
/** A grid street named by its distance from a baseline ("612 South 250 East", "120 S 300 E"): no street kind. */
const gridStreet = "(?:north|south|east|west|n|s|e|w)\\.?\\s+\\d{1,5}\\s+(?:north|south|east|west|n|s|e|w)\\b\\.?";
/**
 * A house number: digits with a letter after them ("12B"), two groups joined by a hyphen ("31-204", Hawaii's and
 * Queens' numbering), or a grid prefix letter before them ("W2281", "N12345": rural addresses in grid counties), or
 * both of a grid's coordinates ("N12W34567": north, then west of the baselines).
 */
const houseNumber = "(?:[nsew]\\d{1,4}[nsew]\\d{3,6}|[nsew]\\d{3,6}|\\d{1,6}(?:-\\d{1,5})?[a-z]?)";
// "48 N. Elm Street", "9310 Farm Road 7, Suite C", "3021 QUARRY HILL BLVD STE 12", "118 Plaza del Mar"
const streetRe = new RegExp(
  `\\b${houseNumber}\\s+(?:${numberedRoad}|${gridStreet}|${streetPrefix}\\s+(?:[a-z.'-]+\\s+){0,3}?[a-z.'-]+(?=,)|(?:[a-z0-9.'-]+\\s+){0,5}?${streetSuffix}\\b\\.?(?:\\s+\\d{1,5})?(?:\\s+(?:n|s|e|w|ne|nw|se|sw)\\b\\.?|\\s+(?:north|south|east|west)(?=,))?)${unit}`,
  "i",
);
const cityStateZip = new RegExp(`^,?\\s*([a-z][a-z .'-]{1,40}?),?\\s+(${stateSource})\\.?,?\\s+(\\d{5})(?:-\\d{4})?\\b`, "i");
const fullRe = new RegExp(`${streetRe.source}[,\\s]+[a-z][a-z .'-]{1,40}?,?\\s+${stateSource}\\.?,?\\s+\\d{5}(?:-\\d{4})?`, "gi");

export interface Address {
  line: string;
  state: string | null;
}

/** Splits "street, City, ST 12345" into the one-line address and its state code. */
function finish(street: string, rest: string): Address | null {
  const m = cityStateZip.exec(rest);
  if (!m) return null;
  const city = squash(m[1]!);
  const state = stateCode(squash(m[2]!));
  const zip = m[3]!;
  return { line: `${squash(street).replace(/,$/, "")}, ${city}, ${state ?? squash(m[2]!)} ${zip}`, state };
}

const anchoredStreet = new RegExp(`^${streetRe.source}`, "i");
/** A line holding only a city, its state and ZIP. */
const cityLine = new RegExp(`${cityStateZip.source}[\\s.]*$`, "i");
/** A line ending with a street ("… 88 Willow Crossing Blvd"). */
const streetAtEnd = new RegExp(`${streetRe.source}[\\s.,]*$`, "i");
const streetBeforeCity = new RegExp(`${streetRe.source}(?=[,\\s]+[a-z][a-z .'-]{1,40}?,?\\s+${stateSource}\\.?,?\\s+\\d{5})`, "i");

/**
 * A zero OCR read for the letter O at the start of a word ("0ld Stage Rd." → "Old Stage Rd."), a one for the l after
 * it too ("01d Ferry Rd" → "Old Ferry Rd").
 */
const ocrWordStarts = (s: string) => s.replace(/\b0(?=[a-z]{2})/g, "O").replace(/\b0([01]+)([a-z]+)\b/g, (_, mid: string, rest: string) => `O${mid.replace(/0/g, "o").replace(/1/g, "l")}${rest}`);

/**
 * A house number the OCR ran into the street's name ("2290WGRAND AVE"): the number parted from the name, and a
 * direction letter before a letter no word starts that letter with ("WM", "NK", "SB") parted too. An ordinal's
 * ending ("122ND ST") stays.
 */
export function partGluedNumber(s: string): string {
  return s.replace(/\b(\d{1,6})([A-Z])([A-Z]{2,})\b/g, (all, n: string, first: string, rest: string) => {
    if (/^(?:ST|ND|RD|TH)$/.test(first + rest.slice(0, 1)) && rest.length === 1) return all;
    const lone = (first === "W" && !/^[AEIOUYHR]/.test(rest)) || (first === "N" && !/^[AEIOUY]/.test(rest)) || (first === "S" && /^[BDFGJRVXZ]/.test(rest));
    return lone ? `${n} ${first} ${rest}` : `${n} ${first}${rest}`;
  });
}

/** A direction letter S the OCR read as a dollar sign between the house number and the name ("221 $ Main St"). */
const dollarForS = (s: string) => s.replace(/\b(\d{1,6})\s+\$\s*(?=[A-Z])/g, "$1 S ");

/** A state's code and its ZIP the OCR ran together, and into the city's comma ("Las Palmas,TX79999"): parted. */
const spacedStateZip = (s: string) =>
  s.replace(/(?<=[a-z]),?([A-Z]{2})(\d{5})\b/g, (all, code: string, zip: string) => (STATE_CODES.has(code) ? `, ${code} ${zip}` : all));

/**
 * A line's first cells that are OCR's specks at a photo's edge ("Soo, | ¥ | Las Palmas, TX 79999"): a few
 * characters without a figure before the line's real text, no part of a wrapped address.
 */
const withoutEdgeSpecks = (l: Line) => {
  let k = 0;
  while (k < l.cells.length - 1 && l.cells[k]!.trim().length <= 4 && !/\d/.test(l.cells[k]!)) k++;
  return k > 0 && l.cells.length - k === 1 ? l.cells[k]! : l.text;
};

function fromText(raw: string): Address | null {
  const text = spacedStateZip(dollarForS(partGluedNumber(ocrWordStarts(raw))));
  // The street as long as a city, state and zip still follow it ("220 Glen Center Dr, Brook Glen, IL"
  // is not "220 Glen Center" + "Dr, Brook Glen"); else the first street-like run.
  const s = streetBeforeCity.exec(text) ?? streetRe.exec(text);
  if (!s) return null;
  if (/p\.?\s*o\.?\s*box/i.test(text.slice(Math.max(0, s.index - 12), s.index + s[0].length))) return null;
  // The match starts at the first number; the house number is the last one that still starts a
  // street ("5 Svs a 8802 TIDEWATER BOULEVARD" → "8802 TIDEWATER BOULEVARD").
  let street = s[0];
  // A number after a hyphen is the second half of a hyphenated house number ("31-204 Moana Hwy"), not a start.
  const starts = [...street.matchAll(/(?<!-)\b(?:[nsew]\d{1,4}[nsew]\d{3,6}|[nsew]\d{3,6}|\d{1,6}(?:-\d{1,5})?[a-z]?)\s+(?=[a-z])/gi)].map((m) => m.index).reverse();
  for (const p of starts) {
    if (p === 0) break;
    // A number that belongs to a road's name ("400 Route 9 North Plaza", "12 County Road 40 West Ln") is not a house number.
    if (/\b(?:route|rte|highway|hwy|road|rd|us|sr|cr|fm|interstate|i)\s*-?\s*$/i.test(street.slice(0, p))) continue;
    const m = anchoredStreet.exec(street.slice(p));
    if (m && m[0].length === street.length - p) {
      street = street.slice(p);
      break;
    }
  }
  return finish(street, text.slice(s.index + s[0].length));
}

/** A line that is another field's "Label: value" ("Valid Until: June 30, 2027"). */
const otherPair = /^[A-Z][A-Za-z .'/#]{1,30}:\s*\S/;

/**
 * A labelled premises: the value alone, or with the cell beside it ("410 Fair Road | Elm Flats, NM 88000"
 * under "Event site (street address) | City, State, ZIP"), or with the line under it (the city line).
 */
function addressAt(c: Candidate, lines: Line[]): Address | null {
  const cells = lines[c.line]?.cells ?? [];
  // The value's own cell: the value alone, or the end of the label's cell ("Facility address: 12 Elm Rd | Town, ST …").
  const k = cells.findIndex((cell) => cell === c.value || cell.endsWith(c.value));
  const beside = k !== -1 ? cells[k + 1] : undefined;
  const parts = formParts(lines[c.line + 1]);
  // An address block stacked in its column (street over "City, ST 12345"): the cell under the street, not a
  // neighbouring column's city line printed level with the street (two address blocks side by side).
  // (The street may be the last cell of its row: a mailing column on its left.)
  const under = k !== -1 && (beside !== undefined || cells.length > 1) ? lines[c.line + 1]?.cells[k] : undefined;
  const stacked = under !== undefined && cityStateZip.test(under) ? fromText(`${c.value}, ${under}`) : null;
  return (
    fromText(c.value) ??
    stacked ??
    besidePairs(c, lines) ??
    (beside ? fromText(`${c.value}, ${beside}`) : null) ??
    // A grid's row of boxes: the street, then the city, the state and the ZIP each in a cell of its own.
    (k !== -1 && cells.length > k + 2 ? fromText(`${c.value}, ${cells.slice(k + 1).join(", ")}`) : null) ??
    (parts ? fromText(`${c.value}, ${parts}`) : null) ??
    (streetRe.test(c.value) ? boxRows(lines, c.line + 1, c.value) : null) ??
    // The line under completes the value's street, or a sentence runs on into it; a value with no street of its
    // own in a row of cells (a PO box in the column beside the label) does not borrow the street printed under it
    // in another column.
    (streetRe.test(c.value) || cells.length <= 1 ? fromText(`${c.value}, ${lines[c.line + 1]?.text ?? ""}`) : null) ??
    // A street cut after a comma whose next line is another field's "Label: value" (a column beside it read in
    // between): the line after that completes it.
    (streetRe.test(c.value) && /,\s*$/.test(c.value) && otherPair.test(lines[c.line + 1]?.text ?? "") ? fromText(`${c.value} ${lines[c.line + 2]?.text ?? ""}`) : null)
  );
}

/** A cell that is a caption of its own ("Risk Category:", "Date Issued:"). */
const captionCell = (cell: string | undefined) => cell !== undefined && /^[A-Za-z][A-Za-z .'/#()-]{1,30}:$/.test(cell.trim());

/**
 * Two columns read across: the left one "Caption: value" pairs, the right one a caption on a line of its own over its
 * value ("Establishment location" / "Risk Category: | 2 | 12 Elm Ave" / "Date Issued: | … | Elm Flats, OR
 * 97999"). The value is the last cell of the rows under the caption, each row opening with the left column's caption.
 */
function besidePairs(c: Candidate, lines: Line[]): Address | null {
  const row = lines[c.line];
  if (c.how !== "next-line" || !row || row.cells.length < 2 || !captionCell(row.cells[0])) return null;
  const street = row.cells[row.cells.length - 1]!;
  const next = lines[c.line + 1];
  if (!anchoredStreet.test(street)) return null;
  const city = next && next.cells.length >= 2 && captionCell(next.cells[0]) ? next.cells[next.cells.length - 1]! : undefined;
  return fromText(street) ?? (city && cityStateZip.test(city) ? fromText(`${street}, ${city}`) : null);
}

/** A form's row of the address's other boxes, each with its caption ("Town | State | ZIP"): "City, ST 12345". */
export function formParts(line: Line | undefined): string | null {
  if (!line) return null;
  const box = (re: RegExp) => line.cells.map((cell) => re.exec(cell.trim())?.[1]).find((v) => v !== undefined);
  const city = box(/^(?:town|city|municipality|village)\s*[:.]?\s+([A-Za-z][A-Za-z .'-]{1,40})$/i);
  const state = box(/^state\s*[:.]?\s+([A-Za-z]{2}|[A-Za-z][A-Za-z ]{3,20})$/i);
  const zip = box(/^zip(?:\s*code)?\s*[:.]?\s+(\d{5}(?:-\d{4})?)$/i);
  return city && state && zip ? `${city}, ${state} ${zip}` : null;
}

/**
 * A grid's row of street, city and ZIP boxes with no state box ("2201 Elm St | Gateway | 63999") under a location's
 * caption: the state every other address on the page is in.
 */
function gridRowWithoutState(lines: Line[], headerLines: number): Address | null {
  for (let i = Math.max(1, headerLines); i < lines.length; i++) {
    const cells = lines[i]!.cells.map((c) => partGluedNumber(c.trim()));
    // The city and its ZIP in one box ("Elm Flats 97999") or in two.
    const cityZip = cells.length === 2 ? /^([A-Za-z][A-Za-z .'-]{1,40}?)\s+(\d{5})$/.exec(cells[1]!)?.slice(1) : cells.slice(1);
    if ((cells.length !== 3 && cells.length !== 2) || !cityZip || !/^\d{5}$/.test(cityZip[1]!) || !/^[A-Za-z][A-Za-z .'-]{1,40}$/.test(cityZip[0]!)) continue;
    const street = anchoredStreet.exec(cells[0]!);
    const over = lines[i - 1]!.text;
    if (!street || street[0].length !== cells[0]!.length || !/\b(?:location|premises|site|street\s+address)\b/i.test(over) || NOT_PREMISES.test(over)) continue;
    return inPageState(cells[0]!, cityZip[0]!, cityZip[1]!, lines);
  }
  return null;
}

/** A form box's caption for a part of an address after the street ("5. City", "ZIP code", "Town / ZIP", "State"). */
const partCaption = /^(?:\(?\d{1,2}[a-z]?[.)]?\s+)?(?:town|city|municipality|village|state|zip(?:\s*code)?|postal\s+code)(?:\s*[/,&]\s*(?:town|city|state|zip(?:\s*code)?))*\s*[:.]?$/i;

/**
 * A form's address in boxes of their own, one row each under the street ("City | Larch Point", "ZIP code | 27999",
 * or "Town / ZIP | Elm Flats | OR 97999"): the values of the rows whose caption names a part of an address. A state
 * no box gives is the one every other address on the page is in (the agency's own), else none is read.
 */
function boxRows(lines: Line[], from: number, street: string): Address | null {
  const values: string[] = [];
  let captions = "";
  for (let i = from; i < Math.min(lines.length, from + 4); i++) {
    const [caption, ...rest] = lines[i]!.cells;
    if (!caption || !partCaption.test(caption.trim()) || rest.length === 0) break;
    captions += ` ${caption}`;
    // Another box's caption in the same row ("Town | Elm Flats | ZIP 97999" or "… | ZIP | 97999"): its value is a
    // part of its own, not more of the town's.
    let value = "";
    for (const cell of rest) {
      const other = /^(town|city|municipality|village|state|zip(?:\s*code)?|postal\s+code)\s*[:.]?(?:\s+(.*))?$/i.exec(cell.trim());
      if (!other) {
        value += ` ${cell}`;
        continue;
      }
      captions += ` ${other[1]}`;
      if (value.trim()) values.push(value.trim());
      value = other[2] ?? "";
    }
    if (value.trim()) values.push(value.trim());
  }
  if (values.length === 0) return null;
  const given = fromText(`${street}, ${values.join(", ")}`);
  if (given || /\bstate\b/i.test(captions)) return given;
  const zip = values.findIndex((v) => /^\d{5}(?:-\d{4})?$/.test(v.trim()));
  if (zip < 1) return null;
  return inPageState(street, values.slice(0, zip).join(" "), values[zip]!.trim(), lines);
}

/** A street, city and ZIP printed without their state: in the state every other address on the page is in, if one. */
function inPageState(street: string, city: string, zip: string, lines: Line[]): Address | null {
  // A fresh copy: matchAll starts where the shared global pattern's last search stopped.
  // Every "…, ST 12345" on the page, with or without a street the reader knows (an agency's "Capitol Way, Suite 3 -
  // Capital City, ST 12345" whose suite the OCR garbled still names its state).
  const text = lines.map((l) => l.text).join(" ");
  const states = new Set(
    [...[...text.matchAll(new RegExp(fullRe.source, "gi"))].map((m) => fromText(m[0])?.state), ...[...text.matchAll(new RegExp(`,\\s*(${stateSource})\\.?,?\\s+\\d{5}(?:-\\d{4})?\\b`, "gi"))].map((m) => stateCode(squash(m[1]!)))].filter(
      (st): st is string => !!st,
    ),
  );
  if (states.size !== 1) return null;
  return fromText(`${street}, ${city}, ${[...states][0]} ${zip}`);
}

const streetKey = (a: Address) => a.line.split(",")[0]!.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/**
 * The licensed premises: a labelled address first (joined with the city line under it), then
 * any full street address in the text outside the agency letterhead and mailing blocks.
 */
export function findAddress(lines: Line[], headerLines: number): Field<Address> {
  const labelled = labelledValues(lines, premisesLabel)
    .filter((c) => !/mailing/i.test(lines[c.line]?.text ?? ""))
    .map((c) => ({ c, found: addressAt(c, lines) }));
  const first = labelled.find((l) => l.found);
  if (first?.found) {
    // Another label of the premises giving another street (nobody else's) is a rival as strong as the first.
    const rival = labelled.some(
      (l) => l.found && l.c.label !== first.c.label && streetKey(l.found) !== streetKey(first.found!) && checkAddress(l.found.line, lines, headerLines).kind === "ok",
    );
    return { value: first.found, confidence: rival ? DOUBTED : 0.9 };
  }
  const boxed = gridRowWithoutState(lines, headerLines);
  if (boxed) return { value: boxed, confidence: 0.6 };
  const body = lines.slice(headerLines);
  // A speck the OCR read at a line's start ("* Larkspur, Elm Flats …", "- licensed premises") is no part of a sentence
  // wrapped over the lines.
  const texts = body.map((l) => spacedStateZip(dollarForS(withoutEdgeSpecks(l).replace(/^[*•·|‘’'“”"-]+\s+/, ""))));
  // A line that is a city, its state and ZIP begins the city: the street ends with the line over it ("88 Willow
  // Crossing Blvd" / "Las Palmas, TX 79999" is not "… Crossing" in "Blvd Las Palmas").
  const flat = texts.map((t, i) => (i > 0 && cityLine.test(t) && streetAtEnd.test(texts[i - 1]!) ? `, ${t}` : i > 0 ? ` ${t}` : t)).join("");
  fullRe.lastIndex = 0;
  let m: RegExpExecArray | null;
  // An address in a mailing, owner's or c/o block or a letter's address block is taken only when no
  // other address is printed (and then the checks mark it "please check").
  let someoneElses: Address | null = null;
  while ((m = fullRe.exec(flat))) {
    const before = flat.slice(Math.max(0, m.index - 40), m.index);
    if (/(mailing|p\.?\s*o\.?\s*box|remit|correspondence)/i.test(before)) continue;
    const found = fromText(m[0]);
    if (!found) continue;
    if (checkAddress(found.line, lines, headerLines).kind === "ok") {
      // No label names the premises: another street address on the page, also nobody else's, is a rival the
      // first does not beat by anything but its place, so a person should choose.
      let rival = false;
      let r: RegExpExecArray | null;
      while (!rival && (r = fullRe.exec(flat))) {
        const other = fromText(r[0]);
        const before2 = flat.slice(Math.max(0, r.index - 40), r.index);
        rival = !!other && streetKey(other) !== streetKey(found) && !/(mailing|p\.?\s*o\.?\s*box|remit|correspondence)/i.test(before2) && checkAddress(other.line, lines, headerLines).kind === "ok";
      }
      // Read across two address blocks side by side, the street under a mailing caption may be the one whose city
      // line the text kept whole; a street stacked over its city in a column of its own is then as likely the premises.
      const at = body.findIndex((l) => l.text.includes(found.line.split(",")[0]!));
      const nearMailing = at !== -1 && body.slice(Math.max(0, at - 3), at + 1).some((l) => NOT_PREMISES.test(l.text));
      // A street no line prints whole was joined from the lines of columns read across: a stacked one is as likely.
      const stacked = nearMailing || at === -1 ? stackedInColumns(body).find((a) => streetKey(a) !== streetKey(found) && checkAddress(a.line, lines, headerLines).kind === "ok") : undefined;
      if (stacked) return { value: stacked, confidence: 0.5 };
      return { value: found, confidence: rival ? 0.5 : 0.7 };
    }
    someoneElses ??= found;
  }
  // Two address blocks side by side ("Licensed to:" beside "Mail to:"), read line by line: each street's city line is
  // the one under it in its own column, which the text read across the columns never joins.
  for (const found of stackedInColumns(body)) {
    if (checkAddress(found.line, lines, headerLines).kind === "ok") return { value: found, confidence: 0.6 };
  }
  return someoneElses ? { value: someoneElses, confidence: 0.7 } : { value: null, confidence: 0 };
}

/** A cell the OCR made of a rule, a box edge or a speck (":", ";", "‘", "4"): no part of a column's text. */
const speck = (cell: string) => cell.replace(/[^a-z0-9]/gi, "").length < 2;

/**
 * Addresses stacked in a column of a page read across its columns: a cell holding only a street, and under it, in the
 * same column (the same place among the line's real cells), the city, state and ZIP.
 */
export function stackedInColumns(lines: Line[]): Address[] {
  const out: Address[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const cells = lines[i]!.cells.filter((c) => !speck(c));
    const under = lines[i + 1]!.cells.filter((c) => !speck(c));
    if (cells.length < 2 && under.length < 2) continue;
    cells.forEach((cell, k) => {
      const street = cell.replace(/[\s,;:.\-–—]+$/, "");
      const m = anchoredStreet.exec(street);
      // A house number of 0 is one the OCR cut short ("1840" read "0").
      if (!m || m[0].length < street.length - 1 || /^0\b/.test(street) || under[k] === undefined || !cityStateZip.test(under[k]!)) return;
      const found = fromText(`${street}, ${under[k]}`);
      if (found) out.push(found);
    });
  }
  return out;
}

export interface PremisesCandidate {
  address: Address;
  /** Given by a premises label (else only found in the body's text). */
  labelled: boolean;
}

/** Every address on the page that could be the premises: the labelled ones, then every full address in the body. */
export function premisesCandidates(lines: Line[], headerLines: number): PremisesCandidate[] {
  const out: PremisesCandidate[] = [];
  for (const c of labelledValues(lines, premisesLabel)) {
    if (/mailing/i.test(lines[c.line]?.text ?? "")) continue;
    const found = addressAt(c, lines);
    if (found) out.push({ address: found, labelled: true });
  }
  const flat = spacedStateZip(
    dollarForS(
      lines
        .slice(headerLines)
        .map((l) => l.text)
        .join(" "),
    ),
  );
  for (const m of flat.matchAll(new RegExp(fullRe.source, "gi"))) {
    if (/(mailing|p\.?\s*o\.?\s*box|remit|correspondence)/i.test(flat.slice(Math.max(0, m.index - 40), m.index))) continue;
    const found = fromText(m[0]);
    if (found) out.push({ address: found, labelled: false });
  }
  return out;
}
