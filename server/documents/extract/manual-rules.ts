import type { Field, MaintenanceTask, ManualFields } from "./types";
import { none } from "./types";
import { toLines, squash, type Line } from "./doc";
import { labelledValues } from "./labels";
import { numberedProcedure, SECTION_NUMBER, titledItem } from "./manual-procedures";
import { withMatrix } from "./manual-matrix";
import { withScheduleTable } from "./manual-schedule-table";
import { findIntervals, headingInterval } from "./intervals";
import { EQUIPMENT_TYPES, namedApart, namedAsKind } from "./equipment-types";
import { readMaker } from "./maker";
import { cleanNumber } from "./license-rules";
import { DOUBTED } from "./plausibility";
import { checkManualFields } from "./manual-plausibility";
import { SURE_WORD, sureWordBar, valueOcrConfidence } from "./ocr-evidence";
import { textByWordColumns } from "./word-columns";
import { agreedMakerAndModel } from "./manual-confidence";
import { withIntervalColumns } from "./manual-interval-columns";
import type { PageWords } from "../text/words";

const modelLabel = /^(?:model(?:\s+(?:no\.?|number|#))?|mod\.)(?![a-z])\s*[:#.]?/i;
const serialLabel = /^(?:serial(?:\s+(?:no\.?|number|#))?|s\/n|ser\.?\s*no\.?)(?![a-z])\s*[:#.]?/i;

// Verb stems of maintenance jobs, in any form ("clean", "cleaning", "re-season", "greasing").
const maintenanceWord =
  /\b(?:re-?)?(clean|inspect|check|replac|sweep|dust|mop|log(?:s|ged|ging)?\b|filter|wip|boil|calibrat|saniti[sz]|delim|descal|lubricat|servic|test|drain|flush|backflush|run|record|wash|empt|tighten|adjust|examin|verif|chang|defrost|brush|vacuum|polish|greas|oil|season|soak|scrap|purg|remov|skim|rins|scrub|degreas|sharpen|hone|honing|disinfect|sterili[sz]|de-?lim|de-?scal|clear|look(?:ing)?\s+(?:over|at)|go(?:ing)?\s+over|disassembl|dismantl|take\s+(?:off|apart))\w*/i;
// Durations that are not a maintenance schedule. ("Have the valve serviced by a fitter" is a job, "serviced by
// Acme Co." a dealer's line.)
const notSchedule =
  /\b(warrant\w*|guarantee|registration|register(?:ed)?\s+(?:the|your|this|it|online|within|at)|claims?|labor\s+is|as\s+required|as\s+needed|earlier\s+than|more\s+often\s+than|less\s+often\s+than|later\s+than|returns?\s+are\s+due|sold\s+and\s+serviced|(?:distributed|supplied|(?<!\b(?:have|get)\s[^.;]{0,60})serviced)\s+by)\b/i;
/** Running hours ("every 2,000 hours", "after 1000 hours of use"): kept apart from the calendar. */
const runningHours = /\b\d[\d,]*\s+(?:operating\s+|running\s+|run\s+)?(?:hours|hrs)\b|\bhours\s+of\s+(?:operation|use|running)\b/i;

/**
 * A sentence that is no calendar task: a warranty or "as needed", or one scheduled by running hours. Hours
 * stated after the calendar interval are an aside ("daily (at least every 4 hours in continuous use)");
 * hours first ("every 2000 hours (about once a year)") make it a running-hours task.
 */
function notMaintenance(text: string): boolean {
  if (notSchedule.test(text)) return true;
  // "A filter that is rinsed each week works longer": what the job does for the thing, said of the thing.
  if (/^(?:an?|the|your|every|each|any)\s+(?:[\w-]+\s+){0,3}(?:that|which)\s+(?:is|are|gets?)\s+(?:\w+\s+)?\w+ed\b/i.test(text) && !/\b(?:should|must|needs?\s+to|has\s+to|have\s+to|shall)\b/i.test(text)) return true;
  // "the weekly cleaning prevents it": an interval naming a job already given is a reference, not a job.
  const all = findIntervals(text);
  if (all.length > 0 && all.every((f) => /\b(?:the|this|that|these|your|our|its)\s+$/i.test(text.slice(0, f.index)))) return true;
  const h = runningHours.exec(text);
  if (!h) return false;
  const first = findIntervals(text)[0];
  // "every 500 hours or 3 months, whichever comes first": the calendar half is a schedule.
  if (first && /\bwhichever\s+(?:comes|occurs|is|happens)\s+(?:first|sooner|earlier)\b/i.test(text)) return false;
  return !first || h.index < first.index;
}
/** "Frequency: Weekly", "Interval – every 6 months", "How often: daily": the interval of the title above it. */
function labelledInterval(text: string): number | null {
  const m = /^(?:frequency|interval|service\s+interval|cleaning\s+interval|how\s+often|when|schedule|perform(?:ed)?|recommended\s+frequency)\s*[:\-–—]\s*(.+)$/i.exec(text.trim());
  // An aside in brackets ("Every 30 days (sooner if the water is hard)") does not make the line a sentence.
  if (m && m[1]!.replace(/\([^)]*\)/g, " ").trim().split(/\s+/).length <= 8) return findIntervals(m[1]!)[0]?.days ?? null;
  // A longer value that opens with its interval ("three times a day at least, and at the close of every day") is still the line's interval.
  const first = m ? findIntervals(m[1]!)[0] : undefined;
  if (m && first && /^(?:at\s+least\s+|once\s+)?$/i.test(m[1]!.slice(0, first.index)) && m[1]!.split(/\s+/).length <= 14) return first.days;
  return performLine(text);
}
/** "Perform monthly.", "To be performed every 6 months.", "Repeat weekly": a procedure's frequency line, nothing else on it. */
function performLine(text: string): number | null {
  const m = /^(?:to\s+be\s+)?(?:perform(?:ed)?|carr(?:y|ied)\s+out|done|repeat(?:ed)?|do\s+this)\s+(?:this\s+(?:procedure|task|step)\s+)?(?:at\s+least\s+)?(.+?)[.!]?$/i.exec(text.trim());
  // "Perform monthly (every 2 weeks with hard water).": an aside in brackets names a condition; the interval before it stands.
  // "Perform every 6 months, or more often if scale forms.": the condition after the comma is an aside too.
  const said = m ? m[1]!.replace(/\s*\([^)]*\)\s*$/, "").replace(/,\s*(?:or|and)\s+(?:more|less)\s+often\b.*$|,\s*or\s+(?:sooner|earlier)\b.*$/i, "") : "";
  if (!m || said.split(/\s+/).length > 5) return null;
  const found = findIntervals(said);
  return found.length === 1 && found[0]!.index === 0 && found[0]!.length >= said.replace(/[\s.]+$/, "").length - 1 ? found[0]!.days : null;
}

/**
 * "Descale the boiler every two months and have the door seal replaced once a year": two jobs joined by
 * "and", each with its own interval, as two sentences; any other sentence as it is.
 */
function twoJobs(sentence: string): string[] {
  const found = findIntervals(sentence);
  if (found.length !== 2) return [sentence];
  const between = sentence.slice(found[0]!.index + found[0]!.length, found[1]!.index);
  const joint = /,?\s+and\s+(?=\S)/.exec(between);
  if (!joint) return [sentence];
  const cut = found[0]!.index + found[0]!.length + joint.index;
  const second = sentence.slice(cut + joint[0].length);
  const first = sentence.slice(0, cut);
  return imperative(first) && imperative(second) ? [first, second.charAt(0).toUpperCase() + second.slice(1)] : [sentence];
}

/** A sentence that says only how often ("Monthly.", "Every 3 months", "Perform weekly"), or null. */
function frequencyOnly(sentence: string): number | null {
  return performLine(sentence) ?? headingInterval(sentence.replace(/[.!]+$/, ""));
}

/**
 * The interval a sentence opens with as a label, set off from what follows ("Weekly — descale …", "Every day.",
 * "Monthly: check …"; with `comma`, also "Every month, …"), or the whole sentence an interval; null for an
 * interval inside the sentence.
 */
function runInLabel(sentence: string, comma = false): number | null {
  const whole = headingInterval(sentence.replace(/[.!]+$/, ""));
  if (whole !== null) return whole;
  const first = findIntervals(sentence)[0];
  if (!first || !/^[^A-Za-z0-9]*$/.test(sentence.slice(0, first.index))) return null;
  // "Every three months, clear the drain line." opens a sentence but labels nothing after it.
  return (comma ? /^\s*(?:[:–—,]|-\s|\.\s)/ : /^\s*(?:[:–—]|-\s|\.\s)/).test(sentence.slice(first.index + first.length)) ? first.days : null;
}

/** A job said as an order: a maintenance verb first ("Drain the tank"), or after "have", "ask", "always"… ("Have a technician inspect …"). */
function imperative(text: string): boolean {
  const words = text.replace(/^[^A-Za-z]+/, "").split(/\s+/);
  if (maintenanceWord.test(words[0] ?? "")) return true;
  // "Keep the floor and the door threshold free of debris": an order to keep a thing clean is a job.
  if (/^keep$/i.test(words[0] ?? "") && /\b(?:clean|clear|free\s+of|dry|tidy|unobstructed)\b/i.test(words.slice(1, 12).join(" "))) return true;
  // "Disassemble and sanitize …", "Carefully remove …": the job's verb a few words in, after no subject.
  const opening = words.slice(0, 4).join(" ");
  if (maintenanceWord.test(opening) && !/^(?:sold|distributed|supplied|the|this|that|a|an|our|your|it|its|for|if|when|all|each|every|do|never|don't|do not|warranty|we|you|they|parts?)$/i.test(words[0] ?? "") && !/\bby\b/i.test(opening)) return true;
  if (/^(?:have|ask|let|get|ensure|please|always|carefully|thoroughly|visually|then|also|remember|make)$/i.test(words[0] ?? "") && maintenanceWord.test(words.slice(1, 7).join(" "))) return true;
  // "An authorised engineer tests the valve", "The service agent should replace …": the one who does the job
  // as its subject, the job's verb after.
  const doer = /^(?:an?|the|your)\s+(?:[\w-]+\s+){0,2}?(?:technician|agent|engineer|servicer|service\s+company|contractor|electrician|plumber)\s+(?:should\s+|must\s+|will\s+|then\s+)?(\S+)/i.exec(words.join(" "));
  if (doer && maintenanceWord.test(doer[1]!)) return true;
  // "The fire suppression system must be inspected by …": the thing as the subject of a job it must be given.
  const passive = /^(?:the|your|all|each|every)\s+(?:[\w-]+\s+){0,4}?(?:must|should|shall|needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:\w+ly\s+)?(\S+)/i.exec(words.join(" "));
  if (passive && /ed$/i.test(passive[1]!) && maintenanceWord.test(passive[1]!)) return true;
  // "Have the contactors, wiring and element terminals checked by a service agent": the job's verb as a
  // participle after a longer object.
  return /^(?:have|get)$/i.test(words[0] ?? "") && words.slice(2, 12).some((w) => /ed,?$/i.test(w) && maintenanceWord.test(w));
}

/**
 * Bullets and numbering a list item may start with: • * + - ▪, "1." "2)", "a)" "b.", "[ ]", and an empty tick box as
 * the OCR reads it ("[J", "[1", "LJ", "OO").
 */
const bulletRe = /^\s*(?:[•*+▪◦‣●·–—-]|\d{1,2}[.)]|[a-hA-H][.)]|\(\s?[a-h0-9]{1,2}\s?\)|\[\s?\]|\[[JIl1|]\]?|LJ|OO|□|☐|step\s+\d{1,2}\s*[:.)–—-])\s+/i;

function field(cands: { value: string }[], parse: (v: string) => string | null, confidence: number): Field {
  for (const c of cands) {
    const v = parse(c.value);
    if (v) return { value: v, confidence };
  }
  return none();
}

function modelAndSerial(lines: Line[]): { model: Field; serial: Field } {
  // "Model QX-2, 20 qt bowl": a comma or a bracket after the code ends it.
  const code = (v: string) => cleanNumber(v.split(/,\s|;\s|\s\(/)[0]!);
  let model = field(labelledValues(lines, modelLabel), code, 0.9);
  let serial = field(labelledValues(lines, serialLabel), code, 0.9);
  const flat = lines.map((l) => l.text).join("\n");
  // "Care Procedures, Model QX-0410B", "… deck oven, 4 decks. Model HL-42E, serial …": a code the word "model"
  // names inside a line is the model, before any code counted in the text (a series' name printed more often).
  // Several codes so named ("fits model A-10 and model A-20") are shown for checking.
  if (!model.value) {
    const named = [...flat.matchAll(/\bmodel\s*(?:no\.?|#)?\s*:?\s*([A-Z0-9][A-Z0-9-]{2,20})\b/gi)].map((m) => m[1]!.toUpperCase()).filter((c) => /\d/.test(c) && c !== serial.value);
    if (named.length > 0) model = { value: named[0]!, confidence: new Set(named).size === 1 ? 0.8 : 0.55 };
  }
  if (!model.value) {
    // A code like "XR-20E" printed in several places (headers, rating plate) is the model.
    const counts = new Map<string, number>();
    // A dot between digits is part of a code ("TX-6.10E": six trays of size 1/1, ten … ), not the sentence's end.
    for (const m of flat.matchAll(/\b(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z]{1,6}-?[A-Z0-9]{0,7}\d(?:\.\d[A-Z0-9]{0,5})?(?:-[A-Z0-9]{1,6})?\b|\b(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z]{1,6}-?[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,6})?\b/g)) {
      if (m[0] === serial.value || /^(doc|rev|no)/i.test(m[0])) continue;
      counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
    }
    // Codes of a numbered series ("PM-1" … "PM-5": procedures, figures, steps) label parts of the manual.
    const series = new Map<string, Set<string>>();
    for (const code of counts.keys()) {
      const m = /^([A-Z]{1,6}-?)(\d{1,2})$/.exec(code);
      if (m) series.set(m[1]!, (series.get(m[1]!) ?? new Set()).add(m[2]!));
    }
    for (const [prefix, numbers] of series) if (numbers.size >= 3) for (const n of numbers) counts.delete(prefix + n);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (top && top[1] >= 3) model = { value: top[0], confidence: 0.6 };
    // A code printed right beside the kind of equipment in the title ("Undercounter Dishwasher UC-44H",
    // "Exhaust Hood KH-48 by …"); else a code in a letters-dash-digits shape printed twice (title and footer).
    if (!model.value) {
      const beside = besideType(lines.slice(0, 12), serial.value);
      if (beside) model = { value: beside, confidence: 0.6 };
    }
    if (!model.value && top && top[1] >= 2 && /^[A-Z]{1,5}-\d/.test(top[0])) model = { value: top[0], confidence: 0.55 };
    // A code that is a whole part of a top line ("CDM-66 | Ashcombe Warewash Systems").
    // Or of a running footer, its parts set off as a header's are, or by " - " / " * " (an OCR'd middle dot):
    // "Ashcombe Warewash - CDM-66 Operator's Manual - 7" (the code opens the part that names the manual).
    if (!model.value) {
      const footer = lines.slice(-2).reverse().map((l) => ({ ...l, text: l.text.split(/\s+[-*]\s+/).map((p) => p.replace(/^([A-Z]{1,5}-\d[A-Z0-9-]*)\s+(?:operator'?s|owner'?s|user'?s|service|installation|instruction|care)\b.*$/i, "$1")).join(" | ") }));
      for (const l of [...lines.slice(0, 6), ...footer]) {
        const part = l.text.split(/\s*[|•·]\s*|\s+[–—]\s+/).find((p) => codeRe.test(p.trim()) && /^[A-Z]{1,5}-\d/.test(p.trim()));
        if (part && part.trim() !== serial.value && l.text.split(/\s*[|•·]\s*|\s+[–—]\s+/).length >= 2) {
          model = { value: part.trim(), confidence: 0.5 };
          break;
        }
      }
    }
    // A title line that is a name and a code, nothing else ("Corvane CV-2T"): the brand and its model, shown for checking.
    if (!model.value) {
      for (const l of lines.slice(0, 3)) {
        const m = /^[A-Z][A-Za-z&'’-]+(?:\s+[A-Z][A-Za-z&'’-]+){0,2}\s+([A-Z]{1,5}-\d[A-Z0-9-]*)$/.exec(l.text.trim());
        if (m && l.cells.length === 1 && codeRe.test(m[1]!) && m[1] !== serial.value) {
          model = { value: m[1]!, confidence: 0.5 };
          break;
        }
      }
    }
  }

  if (!serial.value) {
    // The first "serial" followed by a code: "the serial number from the plate …, Serial No. CH-1" skips the first.
    const m = [...flat.matchAll(/\b(?:s\/n|serial(?:\s+(?:no\.?|number))?)\s*:?\s*([A-Z0-9][A-Z0-9-]{3,24})\b/gi)].find((x) => /\d/.test(x[1]!));
    if (m) serial = { value: m[1]!.toUpperCase(), confidence: 0.7 };
  }
  if (!serial.value) {
    // "The unit's serial number, AB-0921, is stamped on the base …": the number set off by commas after its name.
    const m = /\bserial\s+(?:no\.?|number),\s*([A-Z0-9][A-Z0-9-]{3,24}),/i.exec(flat);
    if (m && /\d/.test(m[1]!)) serial = { value: m[1]!.toUpperCase(), confidence: 0.7 };
  }
  if (!serial.value) {
    // "Serial number of the box and system:" closing a line of prose, the number opening the next.
    const m = /\bserial\s+(?:no\.?|number)\b[^:\n.]{0,40}:[ \t]*\n?[ \t]*([A-Z0-9][A-Z0-9-]{3,24})\b/i.exec(flat);
    if (m && /\d/.test(m[1]!) && /[-A-Z]/i.test(m[1]!)) serial = { value: m[1]!.toUpperCase(), confidence: 0.7 };
  }
  return { model, serial };
}

const codeRe = /^(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)(?:[A-Z]{1,6}-?[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,6})?|[A-Z]{1,6}-?[A-Z0-9]{0,7}\d\.\d[A-Z0-9]{0,5}(?:-[A-Z0-9]{1,6})?)$/;

/** The name (one to three capitalised words) printed right before the model on a title line, as a field; none else. */
function brandBefore(lines: Line[], model: string | null): Field {
  if (!model) return none();
  const re = new RegExp(`(?:^|[|·•—–]\\s*)([A-Z][A-Za-z&'’-]+(?:\\s+[A-Z][A-Za-z&'’-]+){0,2})\\s+${model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
  for (const l of lines) {
    const m = re.exec(l.text);
    if (m) return { value: m[1]!, confidence: 0 };
  }
  return none();
}

/** The code next to an equipment kind's name on a line, before or after it. */
function besideType(lines: Line[], serial: string | null): string | null {
  for (const l of lines) {
    for (const t of EQUIPMENT_TYPES) {
      const m = t.re.exec(l.text);
      if (!m) continue;
      const after = l.text.slice(m.index + m[0].length).trim().split(/\s+/)[0] ?? "";
      const before = l.text.slice(0, m.index).trim().split(/\s+/).pop() ?? "";
      // Else the code that opens or closes the title line ("XQ-20H High-Temperature Undercounter Dish Machine").
      const words = l.text.trim().split(/\s+/);
      for (const raw of [after, before, words[0] ?? "", words[words.length - 1] ?? ""]) {
        const code = raw.replace(/^[([]|[)\],;:.]+$/g, "");
        if (codeRe.test(code) && code !== serial && !/^\d+V$/.test(code)) return code;
      }
    }
  }
  return null;
}

/**
 * The kind of equipment, from the title: every one of the top lines that names a kind is scored — the model
 * printed on it or beside it, a short line, the kind in the singular — against the marks of a tagline or a
 * product-family banner (several kinds in a list, plurals, "since", "trusted", "for kitchens"). The best line
 * gives its most specific kind ("Walk-in cooler" over "Refrigerator"); else the first line of the text naming one.
 */
function equipmentType(lines: Line[], model: string | null): Field {
  const kindsOn = (text: string) => {
    const found: { name: string; length: number; plural: boolean; index: number; printed: string }[] = [];
    for (const t of EQUIPMENT_TYPES) {
      const m = t.re.exec(text);
      // "Attachments are dishwasher safe", "oven-proof": the kind as a quality of something else names no equipment.
      // ("Keeps the fryer safe": the thing itself, after its article.)
      const quality = m && /^[\s-]*(?:safe|proof|compatible|friendly)\b/i.test(text.slice(m.index + m[0].length)) && !/\b(?:the|a|an|your|this|its|each|every)\s+$/i.test(text.slice(0, m.index));
      if (m && !quality) {
        // Every way the line prints the kind ("WAREWASH CORP. | … Dishwasher"): one in the kind's own name is enough.
        // (Matches may overlap: "Cube Ice Machine" prints "cube ice" and "ice machine".)
        const sticky = new RegExp(t.re.source, "iy");
        const all = [...text.matchAll(/\b\w/g)].flatMap((w) => {
          sticky.lastIndex = w.index;
          return sticky.exec(text)?.[0] ?? [];
        });
        const printed = all.find((x) => namedAsKind(x, t.name)) ?? m[0];
        found.push({ name: t.name, length: m[0].length, plural: /s$/i.test(m[0]) && !/ss$/i.test(m[0]), index: m.index, printed });
      }
    }
    return found.sort((a, b) => b.length - a.length);
  };
  const top = lines.slice(0, 12);
  let best: { name: string; score: number; printed: string; prose: boolean; line: string } | null = null;
  // The kinds some top line names outside running text (a title, a heading, a plural banner).
  const titled = new Set<string>();
  top.forEach((line, k) => {
    // A title wrapped over two lines ("CFH-12 Type I Kitchen Exhaust" / "Hood"): the short line under it completes its kind.
    const next = top[k + 1];
    const joined = next && next.cells.length === 1 && next.text.split(/\s+/).length <= 2 ? `${line.text} ${next.text}` : null;
    const l = joined && kindsOn(joined)[0] && kindsOn(joined)[0]!.length > (kindsOn(line.text)[0]?.length ?? 0) ? { ...line, text: joined } : line;
    const kinds = kindsOn(l.text);
    if (kinds.length === 0) return;
    const words = l.text.split(/\s+/).length;
    let score = 1 - k * 0.05;
    // The model on the kind's own cell, or on a short title line: the unit's name. On a line of running text whose
    // other cell holds the model (a nameplate beside a paragraph), only beside it.
    const kindCell = l.cells.find((c) => kindsOn(c).length > 0) ?? l.text;
    if (model && (kindCell.includes(model) || (l.text.includes(model) && kindCell.split(/\s+/).length <= 8))) score += 2;
    else if (model && l.text.includes(model)) score += 0.7;
    else if (model && (top[k - 1]?.text.includes(model) || top[k + 1]?.text.includes(model))) score += 0.7;
    if (words <= 8) score += 0.5;
    if (kinds[0]!.plural) score -= 1.5;
    // Several kinds that are not one inside another ("fryers, ovens and ice machines"): a list of products.
    // A kind printed inside a longer one ("steamer" in "combi steamer") is that kind, not another.
    const inside = (x: (typeof kinds)[number], y: (typeof kinds)[number]) => y.index <= x.index && x.index + x.length <= y.index + y.length;
    const distinct = kinds.filter((x) => !kinds.some((y) => y !== x && y.length > x.length && (y.name.toLowerCase().includes(x.name.toLowerCase().split(" ").pop()!) || inside(x, y))));
    if (distinct.length >= 2) score -= 2;
    if (/\b(?:since|trusted|built\s+for|made\s+for|for\s+(?:busy|professional|commercial)?\s*kitchens|leader|makers?\s+of|specialists?|solutions|family\s+of)\b/i.test(l.text)) score -= 2;
    // A kind named inside running text ("… they may go through the dish machine."), no title: a mention.
    const prose = l.cells.length === 1 && !(model && l.text.includes(model)) && (/^[a-z]/.test(l.text.trim()) || /[a-z][.!?]\s+[A-Z]/.test(l.text) || (words > 8 && /[a-z][.;,]$/.test(l.text.trim())));
    if (!prose) titled.add(kinds[0]!.name);
    if (!best || score > best.score) best = { name: kinds[0]!.name, score, printed: kinds[0]!.printed, prose, line: l.text };
  });
  const chosen = best as { name: string; score: number; printed: string; prose: boolean; line: string } | null;
  // A kind the page names in other words than its name (a synonym) or only in running text is shown for checking.
  const honest = (f: Field, printed: string, prose = false, line = printed): Field =>
    f.value && (prose || !namedAsKind(printed, f.value) || namedApart(f.value, line)) ? { value: f.value, confidence: Math.min(f.confidence, DOUBTED) } : f;
  if (chosen && chosen.score > 0) return honest({ value: chosen.name, confidence: chosen.score >= 2 ? 0.9 : 0.8 }, chosen.printed, chosen.prose && !titled.has(chosen.name), chosen.line);
  for (const l of lines.slice(12)) {
    const kinds = kindsOn(l.text);
    if (kinds.length > 0) return honest({ value: kinds[0]!.name, confidence: 0.6 }, kinds[0]!.printed, false, l.text);
  }
  return chosen ? { value: chosen.name, confidence: 0.5 } : none();
}

interface Item {
  text: string;
  cells: string[];
  table: boolean;
  /** The item began with a bullet or a number: part of a list. */
  listed: boolean;
  /** The item began with a figure ("1.", "2)"): a numbered item, not a lettered step or a bullet. */
  numbered?: boolean;
}

function endsWithInterval(text: string): boolean {
  const t = text.replace(/[\s.;)]+$/, "");
  const last = findIntervals(t).pop();
  return last !== undefined && last.index + last.length === t.length;
}

/** Joins wrapped lines into items: a bullet or table row starts a new item, other lines continue. */
function items(lines: Line[]): (Item | { heading: string })[] {
  const out: (Item | { heading: string })[] = [];
  let cur: Item | null = null;
  // Under a schedule heading ("EACH MONTH") a short order ("Clean the hood interior") is a job, not a heading.
  let underSchedule = false;
  // A schedule heading set beside its list ("WEEKLY | • Boil out the fry pot"), the next items on lines of their own
  // under the first, or the next heading beside its list: the heading, then its first item; the items below stay
  // under it. (A heading of a left column beside a right column's item, prose below it, is no such list.)
  const headed = (l: Line | undefined) => l !== undefined && l.cells.length >= 2 && headingInterval(l.cells[0]!) !== null && bulletRe.test(l.cells[1]!);
  const listItem = (l: Line | undefined) => l !== undefined && l.cells.length === 1 && bulletRe.test(l.text);
  for (const [i, line] of lines.entries()) {
    let l = line;
    // A schedule table's row whose job ran up to its interval cell, the text layer leaving no gap between them
    // ("Clean the door gasket and the inside of the door Daily", its job's last word on the next line): the row's two
    // cells again, after a row of the same table ("Descale the boiler | Every 2 weeks").
    // (A note in brackets under a row may come between.)
    const row = out.slice(-2).reverse().find((x): x is Item => !("heading" in x) && x.table);
    if (l.cells.length === 1 && row && row.cells.length === 2 && headingInterval(row.cells[1]!) !== null && !bulletRe.test(l.text)) {
      const words = l.text.split(/\s+/);
      for (let n = Math.min(4, words.length - 2); n >= 1; n--) {
        const tail = words.slice(-n).join(" ");
        const head = words.slice(0, -n).join(" ");
        if (/^[A-Z]/.test(tail) && headingInterval(tail) !== null && findIntervals(head).length === 0) {
          l = { ...l, cells: [head, tail] };
          break;
        }
      }
    }
    if (headed(l) && (listItem(lines[i + 1]) || headed(lines[i + 1]) || headed(lines[i - 1]))) {
      underSchedule = true;
      cur = null;
      out.push({ heading: l.cells[0]! });
      const cells = l.cells.slice(1);
      l = { ...l, cells, text: cells.join(" ") };
    }
    const bullet = bulletRe.test(l.text);
    const table = l.cells.length >= 2;
    // A schedule heading may run longer than other headings ("4.4 Every 12 Months (qualified technician)").
    const shortHeading =
      l.cells.length === 1 && (l.text.split(" ").length <= 5 || headingInterval(l.text) !== null) && !/[.;,]$/.test(l.text) && !bullet;
    // A short line that is a whole job with its interval ("Sanitize the bin: monthly") is no heading.
    const wholeTask = maintenanceWord.test(l.text) && findIntervals(l.text).length > 0 && headingInterval(l.text) === null;
    // ("Changing the oil", a gerund, is the title of what follows.)
    const jobUnderSchedule = underSchedule && imperative(l.text) && !/^\S+ing\b/i.test(l.text) && headingInterval(l.text) === null;
    if (shortHeading && !wholeTask && !jobUnderSchedule && (headingInterval(l.text) !== null || /^[A-Z0-9]/.test(l.text))) {
      underSchedule = headingInterval(l.text) !== null;
      cur = null;
      out.push({ heading: l.text });
      continue;
    }
    // An item that already ends with its interval ("…: once a year") is complete; a capitalised line after it is new text.
    const complete = cur !== null && endsWithInterval(cur.text) && /^[A-Z]/.test(l.text);
    // A title or caption line ("Exhaust Hood KH-48 by Ventaris") names no job: a capitalised line after it is new text.
    const caption = cur !== null && /^[A-Z]/.test(l.text) && !maintenanceWord.test(cur.text) && findIntervals(cur.text).length === 0;
    // A short "Label: value" line ("Time needed: 25 min") is whole: a capitalised line after it is new text.
    const pair = cur !== null && /^[A-Z]/.test(l.text) && /^[A-Z][A-Za-z ]{1,24}:\s*\S/.test(cur.text) && cur.text.split(/\s+/).length <= 6;
    // A line that opens with a capitalised interval label ("Every three months, look over …") begins a new sentence.
    const opensWithLabel = /^[A-Z]/.test(l.text) && runInLabel(l.text.split(/(?<=[.!?])\s/)[0]!, true) !== null;
    // Under a schedule heading, a capitalised order on a line of its own is the next job of a checklist
    // (tick boxes drawn as graphics leave no bullet), not the last one's wrapped line.
    const nextOrder = underSchedule && cur !== null && !cur.table && /^[A-Z]/.test(l.text) && imperative(l.text) && imperative(cur.text);
    const continues =
      cur &&
      !cur.table &&
      !bullet &&
      !table &&
      !complete &&
      !caption &&
      !pair &&
      !nextOrder &&
      !opensWithLabel &&
      performLine(l.text) === null &&
      (/^[a-z(]/.test(l.text) || !/[.:;!?]$/.test(cur.text));
    // A table's cell wrapped onto the next line: a lone run in lower case under a row goes on its job's cell.
    if (cur?.table && !bullet && !table && /^[a-z]/.test(l.text)) {
      const row: Item = cur;
      const k = row.cells.findIndex((c) => maintenanceWord.test(c) && findIntervals(c).length === 0);
      const at = k >= 0 ? k : row.cells.reduce((b, c, i) => (c.length > row.cells[b]!.length ? i : b), 0);
      row.cells[at] = `${row.cells[at]} ${l.text}`;
      row.text = row.cells.join(" ");
      continue;
    }
    if (continues && cur) {
      // A compound broken at its hyphen ("ice-" / "making section") is one word again.
      cur.text = /[a-z]-$/.test(cur.text) && /^[a-z]/.test(l.text) ? `${cur.text}${l.text}` : `${cur.text} ${l.text}`;
      cur.cells = [cur.text];
    } else {
      const text = l.text.replace(bulletRe, "");
      cur = { text, cells: table ? [l.cells[0]!.replace(bulletRe, ""), ...l.cells.slice(1)] : [text], table, listed: bullet, numbered: /^\s*\d{1,2}[.)]\s/.test(l.text) };
      out.push(cur);
    }
  }
  return out;
}

/** "Filter the cooking oil daily, at the end of the day" → "Filter the cooking oil". */
function taskText(sentence: string, at: { index: number; length: number } | null): string {
  // "4.4 Every month, flush …": a section number is no part of the job.
  const section = /^\d{1,2}(?:\.\d{1,2})+\.?\s+/.exec(sentence);
  if (section) {
    sentence = sentence.slice(section[0].length);
    if (at) at = { index: at.index - section[0].length, length: at.length };
  }
  // "Procedure 2: Descaling the boiler", "Step 4 – Clean the filter": the numbering is no part of the job.
  const numbered = /^(?:procedure|section|task|part|step|item)\s*[\dA-Z]{0,3}\s*[.:)\-–—]\s*/i.exec(sentence);
  if (numbered) {
    sentence = sentence.slice(numbered[0].length);
    if (at) at = { index: at.index - numbered[0].length, length: at.length };
  }
  let s = sentence;
  // Interval first: "Daily: backflush each group", "Every 4 months, descale the boiler".
  if (at && /^[^A-Za-z0-9]*(?:once\s+|at\s+least\s+)?$/i.test(sentence.slice(0, at.index))) {
    // "Once a week the operator should clean …": the person told is no part of the job.
    s = sentence
      .slice(at.index + at.length)
      .replace(/^[\s:,;.)\]\-–—]+/, "")
      .replace(/^(?:(?:the|an?)\s+(?:operator|user|staff|owner|crew|technician)|you)\s+(?:should|must|will|need\s+to|needs\s+to)\s+/i, "");
    // Shown as a job of its own, it starts as one does.
    s = s.charAt(0).toUpperCase() + s.slice(1);
    return squash(s.replace(/\s+([,.;])/g, "$1").replace(/[\s,;.(\-–—]+$/, ""));
  }
  if (at) {
    const after = s.slice(at.index + at.length);
    const cut = after.search(/[:;,]|\s-\s|\s–\s/);
    s = s.slice(0, at.index) + (cut === -1 ? after : after.slice(0, cut));
  }
  // "(every 3 months)" leaves "()" once the interval is taken out; "every 500 hours or" before the calendar half
  // of a mixed schedule goes with it.
  s = s.split(":")[0]!.replace(/^[^A-Za-z0-9(]+/, "").replace(/\(\s*\)/g, "").replace(/\s+(?:every\s+)?[\d,]+\s+(?:operating\s+|running\s+)?(?:hours|hrs)\s+or\s*$/i, "");
  return squash(s.replace(/\s+([,.;])/g, "$1").replace(/[\s,;.(\-–—]+$/, "").replace(/\s{2,}/g, " "));
}

const contentWords = (s: string) =>
  new Set((s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !/^(the|and|with|every|clean|check|inspect|replace|have|qualified|technician|service|servicer|authori[sz]ed|agent|person|using|your|unit|from|that|this|them|then|when|should|must|least|best|results|recommend|recommended)$/.test(w)));

/**
 * A care table's row naming the part in its own cell before what to do with it ("Frying oil | Filter through the
 * built-in filter | Daily"): the job is the order done to that part ("Frying oil — Filter through the built-in
 * filter"). An order that already names the part ("Flue | Clean the flue") stands alone.
 */
function withPart(before: string[], order: string, job: string): string {
  const part = before[0]?.trim();
  if (!part || before.length < 2 || part === order) return job;
  const words = part.split(/\s+/);
  const named = contentWords(part);
  if (words.length > 4 || maintenanceWord.test(words[0]!) || findIntervals(part).length > 0 || /[.;:!?]$/.test(part) || !/^[A-Z][a-z]/.test(part)) return job;
  if (!imperative(order) || named.size === 0 || [...contentWords(order)].some((w) => named.has(w))) return job;
  return `${part} — ${job}`;
}

/** "9.3 Empty the grease cup. …": a numbered procedure printed on one cell. */
const procedureOf = (text: string) => {
  const m = /^(\S+)\s+(\S.*)$/.exec(text.trim());
  return m ? numberedProcedure(m[1]!, m[2]!) : null;
};

/**
 * The title of a numbered section printed on a line of its own ("4.2  Descale the boiler", the number in its own
 * cell or not): a short order naming no interval, its paragraph below. Null for any other item.
 */
function sectionTitle(it: Item | { heading: string }, closed = false): string | null {
  // "1. Cleaning the condenser", its lettered steps, then "Perform monthly.": a numbered procedure closed by its frequency.
  if (closed && !("heading" in it)) {
    const rest = it.text.trim();
    return rest.split(/\s+/).length <= 10 && !/[.:;]$/.test(rest) && findIntervals(rest).length === 0 && imperative(rest) ? rest : null;
  }
  const parts = "heading" in it ? /^(\S+)\s+(.+)$/.exec(it.heading)?.slice(1) : it.table && it.cells.length === 2 ? it.cells : null;
  if (!parts || !SECTION_NUMBER.test(parts[0]!.trim())) return null;
  const rest = parts[1]!.trim();
  return rest.split(/\s+/).length <= 8 && !/[.:;]$/.test(rest) && findIntervals(rest).length === 0 && imperative(rest) ? rest : null;
}

/** Maintenance tasks with intervals: schedule tables, sentences, and bullets under "Every week". */
function tasks(lines: Line[]): MaintenanceTask[] {
  const out: MaintenanceTask[] = [];
  // The interval in force: set by a schedule heading ("WEEKLY", "Every 6 Months") or a procedure's title that
  // carries one ("Descaling the boiler — every 3 months"); a list under it ends where unlisted text resumes.
  let headingDays: number | null = null;
  let listed: boolean | null = null;
  let fromTitle = false;
  // The last title seen: a "Frequency: Weekly" line under it gives it (and the steps below) that interval.
  let title: string | null = null;
  // A numbered section's title ("4.2 | Descale the boiler"): a frequency line closing the section's paragraph is its
  // interval, and the section ends there (what follows belongs to the next one).
  let section: string | null = null;
  let sectionBody = false;
  const labelled = (text: string) => {
    const days = labelledInterval(text);
    if (days === null) return false;
    const named = section ?? title;
    if (named && maintenanceWord.test(named) && !notMaintenance(named)) out.push({ task: taskText(named, null), intervalDays: days, confidence: 0.7 });
    // A frequency line right under the title opens the section: its steps below take the interval.
    const closes = section !== null && sectionBody;
    headingDays = closes ? null : days;
    listed = null;
    fromTitle = !closes;
    title = null;
    section = null;
    return true;
  };
  // Schedule headings side by side ("EACH DAY | EVERY THREE MONTHS"): each column's interval for the orders
  // printed under it, row by row, until a row that is neither.
  let columns: (number | null)[] | null = null;
  const list = items(lines);
  // A numbered item whose steps (lettered or not numbered) end with a frequency line before the next numbered item
  // or heading: a procedure's title, the frequency line closing it ("1. Cleaning the bin" / "a) …" / "Perform weekly.").
  const closedTitle = (k: number) => {
    const it = list[k]!;
    if ("heading" in it || !it.numbered || it.table) return false;
    let j = k + 1;
    while (j < list.length && !("heading" in list[j]!) && !(list[j] as Item).numbered && labelledInterval((list[j] as Item).text) === null) j++;
    const end = list[j];
    return j > k + 1 && end !== undefined && !("heading" in end) && !end.numbered && labelledInterval(end.text) !== null;
  };
  for (const [k, it] of list.entries()) {
    // "9.3 | Empty the grease cup. … Frequency: weekly.": the procedure's title with its body's frequency.
    const proc =
      "heading" in it
        ? null
        : it.table && it.cells.length === 2
          ? numberedProcedure(it.cells[0]!, it.cells[1]!)
          : (procedureOf(it.text) ?? (it.listed && !it.table && imperative(it.text) ? titledItem(it.text) : null));
    if (proc) {
      out.push({ task: proc.task, intervalDays: proc.days, confidence: 0.7 });
      columns = null;
      continue;
    }
    if (!("heading" in it) && it.table) {
      const heads = it.cells.map((c) => headingInterval(c));
      if (heads.every((h) => h !== null)) {
        columns = heads;
        headingDays = null;
        continue;
      }
      if (columns) {
        const cols: (number | null)[] = columns;
        let used = false;
        it.cells.forEach((c, k) => {
          if (heads[k] !== null) cols[k] = heads[k]!;
          else if (cols[k] != null && imperative(c) && findIntervals(c).length === 0 && !notMaintenance(c)) {
            out.push({ task: taskText(c, null), intervalDays: cols[k]!, confidence: 0.7 });
          } else return;
          used = true;
        });
        if (used) continue;
      }
    }
    columns = null;
    const numbered = sectionTitle(it, closedTitle(k));
    if (numbered !== null) {
      title = numbered;
      section = numbered;
      sectionBody = false;
      headingDays = null;
      listed = null;
      fromTitle = false;
      continue;
    }
    if ("heading" in it) {
      if (labelled(it.heading)) continue;
      section = null;
      title = it.heading.replace(/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-H][.)])\s+/, "");
      headingDays = headingInterval(it.heading);
      listed = null;
      // "Weekly procedure": the numbered lines below are steps of one job, not jobs of a schedule.
      fromTitle = /\b(?:procedure|steps?|how\s+to)\b/i.test(it.heading);
      continue;
    }
    if (labelled(it.table ? it.cells.join(": ") : it.text)) continue;
    sectionBody = true;
    if (!it.table && !it.listed && findIntervals(it.text).length === 0) title = it.text.split(/(?<=[.!?])\s/)[0]!.replace(/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-H][.)])\s+/, "");
    if (headingDays !== null && !it.table) {
      if (listed === null) listed = it.listed;
      else if (listed && !it.listed) headingDays = null;
    }
    if (it.table) {
      // A schedule row: one short cell is the interval (first or later column), the longest other cell the task.
      // A short cell, or one that starts with its interval ("Weekly or after each shift change of oil").
      const intervalCell = it.cells.findIndex((c) => {
        // "See weekly care": a troubleshooting row's pointer to a schedule, no interval of its own.
        if (/^see\b/i.test(c.trim())) return false;
        const f = findIntervals(c);
        const words = c.split(" ").length;
        return f.length > 0 && (words <= 5 || (f[0]!.index === 0 && words <= 10));
      });
      const others = it.cells.filter((_, k) => k !== intervalCell && /[a-z]{3}/i.test(it.cells[k]!));
      if (intervalCell >= 0 && others.length > 0 && (intervalCell > 0 || others.some((c) => maintenanceWord.test(c)))) {
        if (notMaintenance(it.text)) continue;
        const days = findIntervals(it.cells[intervalCell]!)[0]!.days;
        // Frequency first ("Twice a day | Descale the boiler | Use the supplied cleaner"): the first cell after
        // it that gives an order is the job, not a longer note beside it.
        const order = intervalCell === 0 ? others.find((c) => imperative(c)) : undefined;
        const task = order ?? (intervalCell > 0 ? it.cells.slice(0, intervalCell) : others).sort((a, b) => b.length - a.length)[0]!;
        // A row whose task names no job ("warm water", a caption) is shown for checking.
        if (/[a-z]{3}/i.test(task)) out.push({ task: withPart(it.cells.slice(0, Math.max(0, intervalCell)), task, taskText(task, null)), intervalDays: days, confidence: maintenanceWord.test(task) ? 0.9 : 0.55 });
        continue;
      }
    }
    const sentences = it.text.split(/(?<=[.!?])\s+(?=[A-Z])/).flatMap(twoJobs);
    // "Procedure A — Flush the drain valve. Perform weekly", "Grease the tilt gear. Monthly.": a job's title closed by
    // a sentence that is only its frequency; the steps under it take that interval.
    const closing = sentences.length === 2 && !it.listed ? frequencyOnly(sentences[1]!) : null;
    if (closing !== null && findIntervals(sentences[0]!).length === 0 && sentences[0]!.split(/\s+/).length <= 12 && imperative(sentences[0]!) && !notMaintenance(sentences[0]!)) {
      out.push({ task: taskText(sentences[0]!, null), intervalDays: closing, confidence: 0.7 });
      headingDays = closing;
      listed = null;
      fromTitle = true;
      continue;
    }
    let any = false;
    // A run-in label ("Every day. Wipe … . Clean … .", "Weekly — descale the boiler. Check the gasket."): the
    // orders after it in the same paragraph take its interval, up to the next label.
    let runIn: number | null = null;
    // The interval the last job of the paragraph was given: "At the same time empty the tray." shares it.
    let lastDays: number | null = null;
    for (const sentence of sentences) {
      const label = runInLabel(sentence);
      if (label !== null) runIn = label;
      if (notMaintenance(sentence) || !maintenanceWord.test(sentence)) continue;
      let found = findIntervals(sentence);
      // Under a schedule heading an interval only in brackets ("(more often where …)") is an aside for a
      // condition: the heading's interval stands.
      if (headingDays !== null && found.length > 0 && findIntervals(sentence.replace(/\([^)]*\)/g, (a) => " ".repeat(a.length))).length === 0) found = [];
      // "At the same time", "At the same visit", "During the same service": the job shares the last one's interval.
      // "Then brush out the chamber, …": the next step of the same job, at the same time.
      const sameTime = /^(?:(?:at|during|on)\s+the\s+same\s+(?:time|visit|service|day|cleaning)|while\s+you\s+are\s+at\s+it|then|after\s+that|afterwards),?\s+(?=[a-z])/i.exec(sentence);
      if (found.length === 0 && sameTime && lastDays !== null && imperative(sentence.slice(sameTime[0].length))) {
        any = true;
        const job = taskText(sentence.slice(sameTime[0].length), null);
        out.push({ task: job.charAt(0).toUpperCase() + job.slice(1), intervalDays: lastDays, confidence: 0.7 });
        continue;
      }
      // "Polish the handle at the same time.": said after the job, the same.
      const sameTimeAfter = /,?\s+(?:at\s+the\s+same\s+time|during\s+the\s+same\s+(?:visit|service|cleaning)|while\s+you\s+are\s+at\s+it)\s*[.!]?$/i.exec(sentence);
      if (found.length === 0 && sameTimeAfter && lastDays !== null && imperative(sentence)) {
        any = true;
        out.push({ task: taskText(sentence.slice(0, sameTimeAfter.index), null), intervalDays: lastDays, confidence: 0.7 });
        continue;
      }
      if (found.length > 0) lastDays = found[0]!.days;
      if (found.length === 0) {
        if (runIn !== null && imperative(sentence)) {
          any = true;
          out.push({ task: taskText(sentence, null), intervalDays: runIn, confidence: 0.7 });
        }
        continue;
      }
      any = true;
      out.push({ task: taskText(sentence, found[0]!), intervalDays: found[0]!.days, confidence: 0.8 });
      // A title, not a sentence ("Procedure 2: Descaling the boiler (every 3 months)"): its steps follow.
      if (sentences.length === 1 && !it.listed && !/[.!?]$/.test(sentence) && sentence.split(/\s+/).length <= 12) {
        headingDays = found[0]!.days;
        listed = null;
        fromTitle = true;
      }
    }
    if (!any && headingDays !== null) {
      // Under a schedule heading every order is a job ("Record the temperature. Check the hinges."); a
      // procedure's step is a job less surely than an item of a schedule list.
      for (const sentence of it.listed || fromTitle ? sentences.slice(0, 1) : sentences) {
        if (imperative(sentence) && !notMaintenance(sentence)) {
          out.push({ task: taskText(sentence, null), intervalDays: headingDays, confidence: fromTitle ? 0.55 : 0.7 });
        }
      }
    }
  }
  // A step printed word for word under several procedures ("Restore power and check for normal operation")
  // is how each procedure ends, not a job of its own.
  const stepKey = (t: MaintenanceTask) => t.task.toLowerCase().replace(/[^a-z]+/g, " ").trim();
  const stepIntervals = new Map<string, Set<number>>();
  for (const t of out) if (t.confidence < 0.6) stepIntervals.set(stepKey(t), (stepIntervals.get(stepKey(t)) ?? new Set()).add(t.intervalDays));
  // The same job stated twice (a table row and a later paragraph) is kept once.
  const unique: MaintenanceTask[] = [];
  for (const t of out) {
    if (t.confidence < 0.6 && stepIntervals.get(stepKey(t))!.size >= 2) continue;
    // A column caption of a schedule ("Task", "Item", "Procedure") is not a job.
    if (t.task.length < 3 || /^(?:tasks?|items?|jobs?|work|procedures?|steps?|operations?|description|component|part)\s*[:.]?$/i.test(t.task.trim())) continue;
    // Compared on the job's first clause: two jobs that end with the same advice (", then check that the area
    // is dry …") are still two jobs.
    const head = (task: string) => task.split(/,\s|;\s|\s+then\s/)[0]!;
    const words = contentWords(head(t.task));
    const dup = unique.find((u) => {
      if (u.intervalDays !== t.intervalDays) return false;
      const other = contentWords(head(u.task));
      const shared = [...other].filter((w) => words.has(w)).length;
      return shared >= 2 && shared >= 0.6 * Math.min(other.size, words.size);
    });
    if (!dup) unique.push(t);
  }
  return unique;
}

/**
 * A photo's lines without the cells the OCR read off the surface around the page: a cell at either end of a line
 * whose every word the OCR read only unsurely (wood grain, a granite counter beside the sheet) and never surely
 * elsewhere, or was read beside the sheet's text, left or right of it. Text from a text layer is returned as it is.
 */
function withoutSurfaceCells(text: string, words: PageWords[] | undefined): string {
  if (!words) return text;
  const all = words.flatMap((p) => p.words);
  const sure = new Set(all.filter((w) => (w.conf ?? 1) >= UNSURE_WORD).map((w) => w.text));
  const unsure = new Set(all.filter((w) => (w.conf ?? 1) < UNSURE_WORD).map((w) => w.text));
  // The sheet's text spans the middle of the photo: a word printed wholly left or right of where the surely read
  // words run (their 2nd to 98th percentile) lies on the surface.
  const firm = all.filter((w) => (w.conf ?? 1) >= 0.8);
  const edge = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))] ?? 0;
  const left = edge(firm.map((w) => w.x), 0.02);
  const right = edge(firm.map((w) => w.x + w.w), 0.98);
  const outside = new Set(firm.length < 20 ? [] : all.filter((w) => w.x + w.w < left || w.x > right).map((w) => w.text));
  const junk = (cell: string) => cell.trim().split(/\s+/).every((t) => (unsure.has(t) && !sure.has(t)) || outside.has(t));
  return text
    .split("\n")
    .map((line) => {
      const cells = line.split("\t");
      // A line of nothing but such words in capitals ("FRNURGE", texture read as letters) would pass for a heading and
      // end the schedule above it: left out, unless it reads as a schedule heading.
      if (cells.length === 1 && /^[^a-z]*[A-Z]{3}[^a-z]*$/.test(line) && junk(line) && headingInterval(line) === null) return "";
      if (cells.length < 2) return line;
      // A schedule heading followed by specks only ("Every 3 months | ¢ | Li | RsSPP", no word of three letters in
      // lower case nor one in capitals read surely): the heading alone.
      const wordy = (c: string) => /[a-z]{3}/.test(c) || c.split(/\s+/).some((t) => /^[A-Z]{3,}$/.test(t) && sure.has(t));
      if (headingInterval(cells[0]!) !== null && cells.slice(1).every((c) => junk(c) || !wordy(c))) return cells[0]!;
      while (cells.length > 1 && junk(cells[0]!)) cells.shift();
      while (cells.length > 1 && junk(cells[cells.length - 1]!)) cells.pop();
      return cells.join("\t");
    })
    .join("\n");
}
/**
 * An OCR'd job with words run together ("Polishthewhole door", bold type read without its spaces: a token of 14 letters
 * or more in lower case) is shown for checking.
 */
/** An accent the OCR set on a letter of an English word ("condénser", dust over the e) is left out of an OCR'd job. */
const noOcrAccents = (t: MaintenanceTask): MaintenanceTask => ({ ...t, task: t.task.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC") });

const runTogether = (t: MaintenanceTask): MaintenanceTask =>
  /(?:^|\s)[A-Za-z][a-z]{13,}(?=[\s.,;:]|$)/.test(t.task) ? { ...t, confidence: Math.min(t.confidence, DOUBTED) } : t;

const INTERVAL_WORDS = ["DAILY", "WEEKLY", "MONTHLY", "QUARTERLY", "YEARLY", "ANNUALLY"];
/**
 * A schedule heading as the OCR misread it — "MONTHEY:", "EVERY. 6 MONTHS»", "WEEKIY" — put back: a cell in capitals
 * whose letters and figures (without stray marks) make a heading, or one word a letter away from an interval word.
 * Only cells that are no heading as printed and no word of a sentence (capitals only) are touched.
 */
export function ocrHeadings(text: string): string {
  const fix = (cell: string): string => {
    if (!/^[^a-z]*[A-Z]{4}[^a-z]*$/.test(cell) || headingInterval(cell) !== null) return cell;
    const plain = cell.replace(/[^A-Z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();
    if (plain && headingInterval(plain) !== null) return plain;
    if (/\s/.test(plain) || plain.length < 5) return cell;
    const near = INTERVAL_WORDS.find((w) => w.length === plain.length && [...w].filter((c, i) => c !== plain[i]).length === 1);
    return near ?? cell;
  };
  return text
    .split("\n")
    .map((line) => line.split("\t").map(fix).join("\t"))
    .join("\n");
}

/** An OCR word confidence under which a word alone in its cell at a line's end is taken for the surface's texture. */
const UNSURE_WORD = 0.5;

/** Built-in extractor for equipment manuals. */
export function extractManualRules(text: string, opts: { words?: PageWords[]; fromOcr?: boolean } = {}): ManualFields {
  const lines = toLines(text);
  const read = modelAndSerial(lines);
  const serial = read.serial;
  // A maker and a model read apart that agree (the model's letters the maker's initials) are each surer.
  const { maker: manufacturer, model: agreed } = agreedMakerAndModel(readMaker(text, read.model.value, opts.fromOcr ? undefined : opts.words), read.model);
  // The brand printed before the model in the title ("Corvane CV-2T"), when it is not the maker, agrees with it as well.
  const model = agreedMakerAndModel(brandBefore(lines.slice(0, 3), agreed.value), agreed).model;
  const fields: ManualFields = {
    equipmentType: equipmentType(lines, model.value),
    manufacturer,
    model,
    serial,
    // Two columns the OCR read across (a narrow gutter between justified columns) are read one after the other.
    tasks: opts.fromOcr
      ? withScheduleTable(withMatrix(tasks(toLines(withoutSurfaceCells(ocrHeadings(textByWordColumns(opts.words) ?? text), opts.words))), opts.words), opts.words).map(runTogether).map(noOcrAccents)
      : withIntervalColumns(withScheduleTable(withMatrix(tasks(lines), opts.words), opts.words), opts.words, imperative),
  };
  // The kind of each value checked (a serial is one token, not the model, a phone, a date or a placeholder; a
  // page the OCR read badly is checked whole): only confidences go down.
  if (!opts.fromOcr || !opts.words) return checkManualFields(fields, text);
  // An OCR'd maker, model or serial whose least sure word is below the kind's bar is "please check".
  const words = opts.words;
  const weigh = (f: Field, bar: number): Field => {
    const conf = f.value ? valueOcrConfidence(f.value, words) : null;
    return conf !== null && conf < sureWordBar(bar, words) ? { value: f.value, confidence: Math.min(f.confidence, DOUBTED) } : f;
  };
  const weighed = { ...fields, manufacturer: weigh(fields.manufacturer, SURE_WORD.text), model: weigh(fields.model, SURE_WORD.identifier), serial: weigh(fields.serial, SURE_WORD.identifier) };
  return checkManualFields(weighed, text, words);
}
