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
  return s
    .replace(/^[\s.:#·…_\-–—]+/, "")
    .replace(/^(?:\.\s*){2,}/, "")
    .trim();
}

export const squash = (s: string) => s.replace(/\s+/g, " ").trim();
