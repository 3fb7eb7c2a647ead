import type { Field, MaintenanceTask, ManualFields } from "./types";
import { none } from "./types";
import { toLines, squash, type Line } from "./doc";
import { labelledValues } from "./labels";
import { findIntervals, headingInterval } from "./intervals";
import { EQUIPMENT_TYPES } from "./equipment-types";
import { readMaker } from "./maker";
import { cleanNumber } from "./license-rules";

const modelLabel = /^(?:model(?:\s+(?:no\.?|number|#))?|mod\.)(?![a-z])\s*[:#.]?/i;
const serialLabel = /^(?:serial(?:\s+(?:no\.?|number|#))?|s\/n|ser\.?\s*no\.?)(?![a-z])\s*[:#.]?/i;

// Verb stems of maintenance jobs, in any form ("clean", "cleaning", "re-season", "greasing").
const maintenanceWord =
  /\b(?:re-?)?(clean|inspect|check|replac|filter|wip|boil|calibrat|saniti[sz]|delim|descal|lubricat|servic|test|drain|flush|backflush|run|record|wash|empt|tighten|adjust|examin|verif|chang|defrost|brush|vacuum|polish|greas|oil|season|soak|scrap|purg|remov|skim|rins|scrub|degreas|sharpen|hone|honing|disinfect|sterili[sz]|de-?lim|de-?scal|clear)\w*/i;
// Durations that are not a maintenance schedule.
const notSchedule =
  /\b(warrant\w*|guarantee|register\w*|claims?|labor\s+is|as\s+required|as\s+needed|earlier\s+than|more\s+often\s+than|less\s+often\s+than|later\s+than|returns?\s+are\s+due)\b/i;
/** Running hours ("every 2,000 hours", "after 1000 hours of use"): kept apart from the calendar. */
const runningHours = /\b\d[\d,]*\s+(?:operating\s+|running\s+|run\s+)?(?:hours|hrs)\b|\bhours\s+of\s+(?:operation|use|running)\b/i;

/**
 * A sentence that is no calendar task: a warranty or "as needed", or one scheduled by running hours. Hours
 * stated after the calendar interval are an aside ("daily (at least every 4 hours in continuous use)");
 * hours first ("every 2000 hours (about once a year)") make it a running-hours task.
 */
function notMaintenance(text: string): boolean {
  if (notSchedule.test(text)) return true;
  const h = runningHours.exec(text);
  if (!h) return false;
  const first = findIntervals(text)[0];
  return !first || h.index < first.index;
}
/** Bullets and numbering a list item may start with: • * + - ▪, "1." "2)", "a)" "b.", "[ ]". */
const bulletRe = /^\s*(?:[•*+▪◦‣●·–—-]|\d{1,2}[.)]|[a-hA-H][.)]|\(\s?[a-h0-9]{1,2}\s?\)|\[\s?\]|□|☐|step\s+\d{1,2}\s*[:.)–—-])\s+/i;

function field(cands: { value: string }[], parse: (v: string) => string | null, confidence: number): Field {
  for (const c of cands) {
    const v = parse(c.value);
    if (v) return { value: v, confidence };
  }
  return none();
}

function modelAndSerial(lines: Line[]): { model: Field; serial: Field } {
  let model = field(labelledValues(lines, modelLabel), cleanNumber, 0.9);
  let serial = field(labelledValues(lines, serialLabel), cleanNumber, 0.9);
  const flat = lines.map((l) => l.text).join("\n");
  if (!model.value) {
    // A code like "XR-20E" printed in several places (headers, rating plate) is the model.
    const counts = new Map<string, number>();
    for (const m of flat.matchAll(/\b(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z]{1,6}-?[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,6})?\b/g)) {
      if (m[0] === serial.value || /^(doc|rev|no)/i.test(m[0])) continue;
      counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
    }
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
    if (!model.value) {
      for (const l of lines.slice(0, 6)) {
        const part = l.text.split(/\s*[|•·]\s*|\s+[–—]\s+/).find((p) => codeRe.test(p.trim()) && /^[A-Z]{1,5}-\d/.test(p.trim()));
        if (part && part.trim() !== serial.value && l.text.split(/\s*[|•·]\s*|\s+[–—]\s+/).length >= 2) {
          model = { value: part.trim(), confidence: 0.5 };
          break;
        }
      }
    }
  }
  if (!model.value) {
    const m = /\bmodel\s*(?:no\.?|#)?\s*:?\s*([A-Z0-9][A-Z0-9-]{2,20})\b/i.exec(flat);
    if (m && /\d/.test(m[1]!)) model = { value: m[1]!.toUpperCase(), confidence: 0.7 };
  }
  if (!serial.value) {
    const m = /\b(?:s\/n|serial(?:\s+(?:no\.?|number))?)\s*:?\s*([A-Z0-9][A-Z0-9-]{3,24})\b/i.exec(flat);
    if (m && /\d/.test(m[1]!)) serial = { value: m[1]!.toUpperCase(), confidence: 0.7 };
  }
  return { model, serial };
}

const codeRe = /^(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z]{1,6}-?[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,6})?$/;

/** The code next to an equipment kind's name on a line, before or after it. */
function besideType(lines: Line[], serial: string | null): string | null {
  for (const l of lines) {
    for (const t of EQUIPMENT_TYPES) {
      const m = t.re.exec(l.text);
      if (!m) continue;
      const after = l.text.slice(m.index + m[0].length).trim().split(/\s+/)[0] ?? "";
      const before = l.text.slice(0, m.index).trim().split(/\s+/).pop() ?? "";
      for (const raw of [after, before]) {
        const code = raw.replace(/^[([]|[)\],;:.]+$/g, "");
        if (codeRe.test(code) && code !== serial && !/^\d+V$/.test(code)) return code;
      }
    }
  }
  return null;
}

/**
 * The kind of equipment: the first of the top lines that names one (the title), taking the most
 * specific name on that line ("Walk-in cooler" over "Refrigerator"); else any line of the text.
 */
function equipmentType(lines: Line[]): Field {
  const onLine = (text: string) => {
    let best: { name: string; length: number } | null = null;
    for (const t of EQUIPMENT_TYPES) {
      const m = t.re.exec(text);
      if (m && (!best || m[0].length > best.length)) best = { name: t.name, length: m[0].length };
    }
    return best?.name ?? null;
  };
  for (const [scope, confidence] of [
    [lines.slice(0, 12), 0.85],
    [lines.slice(12), 0.6],
  ] as const) {
    for (const l of scope) {
      const name = onLine(l.text);
      if (name) return { value: name, confidence };
    }
  }
  return none();
}

interface Item {
  text: string;
  cells: string[];
  table: boolean;
  /** The item began with a bullet or a number: part of a list. */
  listed: boolean;
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
  for (const l of lines) {
    const bullet = bulletRe.test(l.text);
    const table = l.cells.length >= 2;
    const shortHeading = l.cells.length === 1 && l.text.split(" ").length <= 5 && !/[.;,]$/.test(l.text) && !bullet;
    // A short line that is a whole job with its interval ("Sanitize the bin: monthly") is no heading.
    const wholeTask = maintenanceWord.test(l.text) && findIntervals(l.text).length > 0 && headingInterval(l.text) === null;
    if (shortHeading && !wholeTask && (headingInterval(l.text) !== null || /^[A-Z0-9]/.test(l.text))) {
      cur = null;
      out.push({ heading: l.text });
      continue;
    }
    // An item that already ends with its interval ("…: once a year") is complete; a capitalised line after it is new text.
    const complete = cur !== null && endsWithInterval(cur.text) && /^[A-Z]/.test(l.text);
    // A title or caption line ("Exhaust Hood KH-48 by Ventaris") names no job: a capitalised line after it is new text.
    const caption = cur !== null && /^[A-Z]/.test(l.text) && !maintenanceWord.test(cur.text) && findIntervals(cur.text).length === 0;
    const continues = cur && !cur.table && !bullet && !table && !complete && !caption && (/^[a-z(]/.test(l.text) || !/[.:;!?]$/.test(cur.text));
    if (continues && cur) {
      cur.text = `${cur.text} ${l.text}`;
      cur.cells = [cur.text];
    } else {
      const text = l.text.replace(bulletRe, "");
      cur = { text, cells: table ? [l.cells[0]!.replace(bulletRe, ""), ...l.cells.slice(1)] : [text], table, listed: bullet };
      out.push(cur);
    }
  }
  return out;
}

/** "Filter the cooking oil daily, at the end of the day" → "Filter the cooking oil". */
function taskText(sentence: string, at: { index: number; length: number } | null): string {
  // "Procedure 2: Descaling the boiler", "Step 4 – Clean the filter": the numbering is no part of the job.
  const numbered = /^(?:procedure|section|task|part|step|item)\s*[\dA-Z]{0,3}\s*[.:)\-–—]\s*/i.exec(sentence);
  if (numbered) {
    sentence = sentence.slice(numbered[0].length);
    if (at) at = { index: at.index - numbered[0].length, length: at.length };
  }
  let s = sentence;
  // Interval first: "Daily: backflush each group", "Every 4 months, descale the boiler".
  if (at && /^[^A-Za-z0-9]*(?:once\s+|at\s+least\s+)?$/i.test(sentence.slice(0, at.index))) {
    s = sentence.slice(at.index + at.length).replace(/^[\s:,;.)\]\-–—]+/, "");
    return squash(s.replace(/\s+([,.;])/g, "$1").replace(/[\s,;.(\-–—]+$/, ""));
  }
  if (at) {
    const after = s.slice(at.index + at.length);
    const cut = after.search(/[:;,]|\s-\s|\s–\s/);
    s = s.slice(0, at.index) + (cut === -1 ? after : after.slice(0, cut));
  }
  // "(every 3 months)" leaves "()" once the interval is taken out.
  s = s.split(":")[0]!.replace(/^[^A-Za-z0-9(]+/, "").replace(/\(\s*\)/g, "");
  return squash(s.replace(/\s+([,.;])/g, "$1").replace(/[\s,;.(\-–—]+$/, "").replace(/\s{2,}/g, " "));
}

const contentWords = (s: string) =>
  new Set((s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !/^(the|and|with|every|clean|check|inspect|replace|have|qualified|technician|service|servicer|authori[sz]ed|agent|person|using|your|unit|from|that|this|them|then|when|should|must|least|best|results|recommend|recommended)$/.test(w)));

/** Maintenance tasks with intervals: schedule tables, sentences, and bullets under "Every week". */
function tasks(lines: Line[]): MaintenanceTask[] {
  const out: MaintenanceTask[] = [];
  // The interval in force: set by a schedule heading ("WEEKLY", "Every 6 Months") or a procedure's title that
  // carries one ("Descaling the boiler — every 3 months"); a list under it ends where unlisted text resumes.
  let headingDays: number | null = null;
  let listed: boolean | null = null;
  for (const it of items(lines)) {
    if ("heading" in it) {
      headingDays = headingInterval(it.heading);
      listed = null;
      continue;
    }
    if (headingDays !== null && !it.table) {
      if (listed === null) listed = it.listed;
      else if (listed && !it.listed) headingDays = null;
    }
    if (it.table) {
      // A schedule row: one short cell is the interval (first or later column), the longest other cell the task.
      // A short cell, or one that starts with its interval ("Weekly or after each shift change of oil").
      const intervalCell = it.cells.findIndex((c) => {
        const f = findIntervals(c);
        const words = c.split(" ").length;
        return f.length > 0 && (words <= 5 || (f[0]!.index === 0 && words <= 10));
      });
      const others = it.cells.filter((_, k) => k !== intervalCell && /[a-z]{3}/i.test(it.cells[k]!));
      if (intervalCell >= 0 && others.length > 0 && (intervalCell > 0 || others.some((c) => maintenanceWord.test(c)))) {
        if (notMaintenance(it.text)) continue;
        const days = findIntervals(it.cells[intervalCell]!)[0]!.days;
        const task = (intervalCell > 0 ? it.cells.slice(0, intervalCell) : others).sort((a, b) => b.length - a.length)[0]!;
        if (/[a-z]{3}/i.test(task)) out.push({ task: taskText(task, null), intervalDays: days, confidence: 0.9 });
        continue;
      }
    }
    const sentences = it.text.split(/(?<=[.!?])\s+(?=[A-Z])/);
    let any = false;
    for (const sentence of sentences) {
      if (notMaintenance(sentence) || !maintenanceWord.test(sentence)) continue;
      const found = findIntervals(sentence);
      if (found.length === 0) continue;
      any = true;
      out.push({ task: taskText(sentence, found[0]!), intervalDays: found[0]!.days, confidence: 0.8 });
      // A title, not a sentence ("Procedure 2: Descaling the boiler (every 3 months)"): its steps follow.
      if (sentences.length === 1 && !it.listed && !/[.!?]$/.test(sentence) && sentence.split(/\s+/).length <= 12) {
        headingDays = found[0]!.days;
        listed = null;
      }
    }
    if (!any && headingDays !== null) {
      const first = sentences[0] ?? it.text;
      if (maintenanceWord.test(first) && !notMaintenance(first)) {
        out.push({ task: taskText(first, null), intervalDays: headingDays, confidence: 0.7 });
      }
    }
  }
  // The same job stated twice (a table row and a later paragraph) is kept once.
  const unique: MaintenanceTask[] = [];
  for (const t of out) {
    // A column caption of a schedule ("Task", "Item", "Procedure") is not a job.
    if (t.task.length < 3 || /^(?:tasks?|items?|procedures?|steps?|operations?|description|component|part)\s*[:.]?$/i.test(t.task.trim())) continue;
    const words = contentWords(t.task);
    const dup = unique.find((u) => {
      if (u.intervalDays !== t.intervalDays) return false;
      const other = contentWords(u.task);
      const shared = [...other].filter((w) => words.has(w)).length;
      return shared >= 2 && shared >= 0.6 * Math.min(other.size, words.size);
    });
    if (!dup) unique.push(t);
  }
  return unique;
}

/** Built-in extractor for equipment manuals. */
export function extractManualRules(text: string): ManualFields {
  const lines = toLines(text);
  const { model, serial } = modelAndSerial(lines);
  return {
    equipmentType: equipmentType(lines),
    manufacturer: readMaker(text, model.value),
    model,
    serial,
    tasks: tasks(lines),
  };
}
