/**
 * The binder PDF's file name: the location's name in safe characters (accents dropped, apostrophes closed up, other
 * signs as one space between words) and its date.
 */
export function binderPdfName(name: string, day: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/[^\w .-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `Inspection binder - ${safe} - ${day}.pdf`;
}
