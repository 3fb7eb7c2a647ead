// Turns positioned text fragments (PDF text items, OCR words) into reading-order lines.
// Within a line, a wide gap (a table column or a label/value gap) becomes a tab, so the field
// rules can tell cells apart; a normal word gap is one space.

/**
 * @typedef {{ text: string, x0: number, y0: number, x1: number, y1: number }} Fragment
 * Coordinates are top-down (y grows downward), in any unit shared by all fragments of a page.
 */

/** Groups fragments into lines by vertical overlap, then joins each line left to right. */
export function fragmentsToLines(fragments) {
  const items = fragments
    .filter((f) => f.text.trim() !== "" && f.y1 > f.y0)
    .sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
  /** @type {{ y0: number, y1: number, items: Fragment[] }[]} */
  const lines = [];
  for (const f of items) {
    const h = f.y1 - f.y0;
    const cy = (f.y0 + f.y1) / 2;
    let best = null;
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 4; i--) {
      const l = lines[i];
      const overlap = Math.min(l.y1, f.y1) - Math.max(l.y0, f.y0);
      const minH = Math.min(l.y1 - l.y0, h);
      if (overlap >= minH * 0.5 && cy >= l.y0 - h * 0.2 && cy <= l.y1 + h * 0.2) {
        best = l;
        break;
      }
    }
    if (best) {
      best.items.push(f);
      best.y0 = Math.min(best.y0, f.y0);
      best.y1 = Math.max(best.y1, f.y1);
    } else {
      lines.push({ y0: f.y0, y1: f.y1, items: [f] });
    }
  }
  lines.sort((a, b) => a.y0 - b.y0);
  return lines.map((l) => joinLine(l.items)).filter((s) => s.trim() !== "");
}

/** Joins the fragments of one line; `gapFactor` × the line's median height marks a cell gap. */
export function joinLine(fragments, gapFactor = 1.2) {
  const parts = [...fragments].sort((a, b) => a.x0 - b.x0);
  const heights = parts.map((p) => p.y1 - p.y0).sort((a, b) => a - b);
  const h = heights[Math.floor(heights.length / 2)] || 1;
  let out = "";
  let prevX1 = null;
  for (const p of parts) {
    const text = p.text.replace(/\s+/g, " ");
    if (prevX1 !== null) {
      const gap = p.x0 - prevX1;
      if (gap > h * gapFactor) out = out.trimEnd() + "\t";
      else if (gap > h * 0.12 && !out.endsWith(" ") && !text.startsWith(" ")) out += " ";
    }
    out += text;
    prevX1 = Math.max(prevX1 ?? -Infinity, p.x1);
  }
  return out.replace(/ *\t */g, "\t").trim();
}
