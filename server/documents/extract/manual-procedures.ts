// Numbered procedures ("9.3  Empty the grease cup. Pull the cup from … . Frequency: weekly."): the procedure's
// title sentence is the job; a sentence of its body that only gives the frequency ("Frequency: monthly",
// "Perform this procedure at the end of every operating day") is its interval.
import { findIntervals } from "./intervals";

/** A section number before a procedure: "9.3", "4.12.", "B.2". */
export const SECTION_NUMBER = /^(?:\d{1,2}|[A-H])(?:\.\d{1,2})+\.?$/;

/** The interval a body sentence gives the whole procedure, or null. */
function frequencySentence(sentence: string): number | null {
  const s = sentence.trim().replace(/\([^)]*\)/g, " ");
  const labelled =
    /^(?:frequency|interval|how\s+often|when)\s*[:\-–—]\s*(.+)$/i.exec(s);
  // "Perform this procedure monthly", "Do this weekly", "Repeat it every three months".
  const perform =
    /^(?:perform|do|repeat|carry\s+out)\s+(?:this|it)(?:\s+(?:procedure|task|job|step|cleaning))?\s+(.+)$/i.exec(
      s,
    );
  const rest = (labelled ?? perform)?.[1];
  if (!rest) return null;
  const found = findIntervals(rest);
  return found.length > 0
    ? found.sort((a, b) => a.index - b.index)[0]!.days
    : null;
}

/**
 * A list item told as a small procedure ("2. Wipe the guards. Let the unit cool … . Do this weekly."): its title
 * sentence is the job and a later sentence that only gives the frequency its interval; null otherwise.
 */
export function titledItem(body: string): { task: string; days: number } | null {
  const sentences = body.trim().split(/(?<=[.!?])\s+(?=[A-Z])/);
  const title = sentences[0]!.trim();
  if (
    sentences.length < 2 ||
    !/\.$/.test(title) ||
    title.split(/\s+/).length > 8 ||
    findIntervals(title).length > 0
  )
    return null;
  for (const s of sentences.slice(1)) {
    const days = frequencySentence(s);
    if (days !== null) return { task: title.replace(/\.$/, ""), days };
  }
  return null;
}

/**
 * A numbered procedure's job and interval: a short title sentence naming no interval, then body sentences of which
 * one gives the frequency. Null when the item is not such a procedure (its title carries its own interval, or no
 * sentence gives one: "Frequency: as required").
 */
export function numberedProcedure(
  number: string,
  body: string,
): { task: string; days: number } | null {
  return SECTION_NUMBER.test(number.trim()) ? titledItem(body) : null;
}
