/** Text as lines of cells: the extracted text separates cells (wide gaps) with tabs. */
export interface Line {
  index: number;
  cells: string[];
  text: string;
}

export function toLines(text: string): Line[] {
  return text
    .replace(/\r/g, "")
    .split("\n")
    .map((raw) =>
      raw
        .split("\t")
        .map((c) => c.replace(/\s+/g, " ").trim())
        .filter((c) => c !== ""),
    )
    .filter((cells) => cells.length > 0 && !(cells.length === 1 && cells[0] === "\f"))
    .map((cells, index) => ({ index, cells, text: cells.join(" ") }));
}

/** Removes a label's trailing punctuation and dot leaders: "LICENSE NUMBER ....... " → "". */
export function stripLeader(s: string): string {
  // OCR reads a dot leader as dots mixed with letters ("....vvvnnnenena.... Lucky Taqueria"): what
  // follows the last run of three dots is the value.
  const leader = /^[\s.:#·…_]*\.(?:[^\s]*?\.){2,}[.·…]*\s*/.exec(s);
  if (leader && /(?:\.\s*){2,}\S*\.?\s*$/.test(leader[0]) && leader[0].replace(/[^.]/g, "").length >= 3) s = s.slice(leader[0].length);
  return s
    .replace(/^[\s.:#·…_\-–—]+/, "")
    .replace(/^(?:\.\s*){2,}/, "")
    .trim();
}

export const squash = (s: string) => s.replace(/\s+/g, " ").trim();
