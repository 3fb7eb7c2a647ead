// Turns positioned text fragments (PDF text items, OCR words) into reading-order lines, and reads the page
// as a page: two-column stretches are read column by column, and a tick matrix (task rows under
// Daily/Weekly/Monthly… column heads, a tick in one column) becomes rows of "task<TAB>interval".
// Within a line, a wide gap (a table column or a label/value gap) becomes a tab, so the field rules can
// tell cells apart; a normal word gap is one space.

/**
 * @typedef {{ text: string, x0: number, y0: number, x1: number, y1: number }} Fragment
 * Coordinates are top-down (y grows downward), in any unit shared by all fragments of a page.
 * @typedef {{ text: string, x0: number, x1: number, y0?: number, y1?: number, parts?: { text: string, x0: number, x1: number }[] }} Cell
 * A cell's `parts` are the fragments (PDF text items, OCR words) it was joined from.
 * @typedef {{ cells: Cell[], y0: number, y1: number }} PlacedLine
 */

/** Groups fragments into lines by vertical overlap (top to bottom), each line's fragments left to right. */
export function groupLines(fragments) {
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
  return lines;
}

/**
 * Fragments as words with boxes (`server/documents/text/words.ts`' Word): a fragment holding several words
 * is split at its spaces, each word's width in proportion to its characters.
 */
export function fragmentWords(fragments, page) {
  const out = [];
  for (const f of fragments) {
    const text = f.text.replace(/\s+/g, " ");
    if (!text.trim()) continue;
    const per = (f.x1 - f.x0) / Math.max(1, text.length);
    let at = 0;
    for (const part of text.split(" ")) {
      if (part) out.push({ text: part, x: f.x0 + at * per, y: f.y0, w: part.length * per, h: f.y1 - f.y0, page });
      at += part.length + 1;
    }
  }
  return out;
}

/**
 * Groups fragments into lines and arranges the page (columns, tick matrices); the lines as text. `pageWidth`
 * (the page's width in the fragments' unit) lets a title centred on the page end a two-column stretch.
 */
export function fragmentsToLines(fragments, pageWidth) {
  const placed = groupLines(fragments).map((l) => ({ cells: lineCells(l.items), y0: l.y0, y1: l.y1 }));
  return arrangePage(placed, pageWidth).map(lineText).filter((s) => s.trim() !== "");
}

/** The cells of one line with their horizontal extent; `gapFactor` × the line's median height marks a cell gap. */
export function lineCells(fragments, gapFactor = 1.2) {
  const parts = wordsOfSpacedLetters([...fragments].sort((a, b) => a.x0 - b.x0));
  const heights = parts.map((p) => p.y1 - p.y0).sort((a, b) => a - b);
  const h = heights[Math.floor(heights.length / 2)] || 1;
  /** @type {Cell[]} */
  const cells = [];
  let cur = null;
  let prevX1 = null;
  for (const p of parts) {
    const text = p.text.replace(/\s+/g, " ");
    const gap = prevX1 === null ? 0 : p.x0 - prevX1;
    if (!cur || gap > h * gapFactor) {
      cur = { text: text.trimStart(), x0: p.x0, x1: p.x1, y0: p.y0, y1: p.y1, parts: [] };
      cells.push(cur);
    } else {
      if (gap > h * 0.12 && !cur.text.endsWith(" ") && !text.startsWith(" ")) cur.text += " ";
      cur.text += text;
      cur.x1 = Math.max(cur.x1, p.x1);
      cur.y0 = Math.min(cur.y0, p.y0);
      cur.y1 = Math.max(cur.y1, p.y1);
    }
    if (text.trim()) cur.parts.push({ text: text.trim(), x0: p.x0, x1: p.x1 });
    prevX1 = Math.max(prevX1 ?? -Infinity, p.x1);
  }
  for (const c of cells) c.text = c.text.trim();
  return cells.filter((c) => c.text !== "");
}

/** A fragment of letters set apart ("S A G U A R O"). */
const spacedLetters = /^[A-Za-z](?: [A-Za-z]){2,}$/;

/**
 * Letter-spaced lettering ("B R I A R  G L E N"): a text layer gives each word as its own fragment with a
 * space between every two letters, so the word gaps are only the gaps between fragments. Two such fragments side
 * by side are words: their letters are joined ("BRIAR GLEN"). A line given as one fragment keeps its spaces
 * (which of them were word gaps is lost).
 */
function wordsOfSpacedLetters(parts) {
  const spaced = parts.map((p) => spacedLetters.test(p.text.trim()));
  return parts.map((p, i) => (spaced[i] && (spaced[i - 1] || spaced[i + 1]) ? { ...p, text: p.text.replace(/ (?=[A-Za-z])/g, "") } : p));
}

/** Joins the fragments of one line; `gapFactor` × the line's median height marks a cell gap. */
export function joinLine(fragments, gapFactor = 1.2) {
  return lineText({ cells: lineCells(fragments, gapFactor) });
}

/** A placed line as text: cells separated by tabs. */
export function lineText(line) {
  return line.cells
    .map((c) => c.text)
    .join("\t")
    .replace(/ *\t */g, "\t")
    .trim();
}

/** Reading order for a page: tick matrices become task/interval rows, then two-column stretches are unfolded. */
export function arrangePage(lines, pageWidth) {
  return unfoldColumns(readTickMatrices(lines), pageWidth);
}

// ---- tick matrices ----------------------------------------------------------------------------------

const INTERVAL_HEAD =
  /^(?:daily|nightly|weekly|monthly|quarterly|yearly|annually|annual|semi-?annually|semi-?annual|bi-?annually|bi-?annual|half-?yearly|fortnightly|bi-?weekly|bi-?monthly|\d+-?monthly|\d+-?weekly|every\s+(?:day|week|month|quarter|year)|every\s+(?:two|three|four|six|twelve)\s+(?:weeks|months)|every\s+\d+\s*(?:days?|weeks?|months?|years?|mo\.?|yrs?\.?)|each\s+(?:day|shift|week|month)|(?:\d+|one|two|three|six)\s*(?:days?|weeks?|months?|mo\.?|years?|yrs?\.?)|end of (?:each )?(?:day|shift)|(?:once|twice) a (?:day|week|month|year)|per (?:day|week|month|year)|day|week|month|quarter|year|6\s*mo\.?|\d+\s*mos?\.?|\d+\s*wks?\.?)$/i;
/**
 * A tick: check marks, crosses, bullets, filled boxes (and OCR's usual readings of them); also any other lone
 * character under an interval column, which is how a symbol font without a Unicode map reads (ZapfDingbats'
 * check mark comes out as "4", its bullet as "l").
 */
const TICK = /^(?:[✓✔✗✘☑☒■●•◼◆xX*+]|\[\s*[xX✓]\s*\]|yes|YES|Yes|\S)$/;

const isIntervalHead = (s) => INTERVAL_HEAD.test(s.replace(/[:.]+$/, "").trim());

/**
 * A line's column heads: every cell, with a cell that is several interval heads set close together
 * ("Quarterly 4 Months" joined at a narrow gap) split into one head per interval at its parts' positions.
 */
function splitHeads(cells) {
  const out = [];
  for (const c of cells) {
    // A fragment may hold several heads ("2 Weeks Month" as one PDF text run): its words, placed in proportion
    // to their characters, are the pieces heads are built from.
    const parts = (c.parts ?? []).flatMap((p) => {
      const per = (p.x1 - p.x0) / Math.max(1, p.text.length);
      let at = 0;
      return p.text.split(" ").flatMap((w) => {
        const piece = w ? [{ text: w, x0: p.x0 + at * per, x1: p.x0 + (at + w.length) * per }] : [];
        at += w.length + 1;
        return piece;
      });
    });
    const heads = [];
    let k = 0;
    while (k < parts.length) {
      let n = Math.min(4, parts.length - k);
      for (; n > 0; n--) if (isIntervalHead(parts.slice(k, k + n).map((p) => p.text).join(" "))) break;
      if (n === 0) break;
      const ps = parts.slice(k, k + n);
      heads.push({ text: ps.map((p) => p.text).join(" "), x0: ps[0].x0, x1: ps[n - 1].x1, y0: c.y0, y1: c.y1, parts: ps });
      k += n;
    }
    if (k === parts.length && heads.length >= 2) out.push(...heads);
    else out.push(c);
  }
  return out;
}

/** Two lines of column heads as one: each cell of the second joined to the cell of the first above it. */
function joinHeadLines(a, b) {
  if (b.y0 - a.y1 > (a.y1 - a.y0) * 0.8 || b.cells.some((c) => TICK.test(c.text))) return null;
  const cells = a.cells.map((c) => ({ ...c }));
  for (const c of b.cells) {
    const cx = (c.x0 + c.x1) / 2;
    const above = cells.find((u) => cx >= u.x0 - 4 && cx <= u.x1 + 4);
    if (!above) return null;
    above.text = above.text.endsWith("-") ? `${above.text}${c.text}` : `${above.text} ${c.text}`;
    above.x0 = Math.min(above.x0, c.x0);
    above.x1 = Math.max(above.x1, c.x1);
  }
  return { ...a, cells, y1: b.y1 };
}

/** A cell whose last fragment is a lone tick under the interval columns ("Clear the drain X"): the text and the tick apart. */
function splitTrailingTick(cell, firstCol) {
  const parts = cell.parts ?? [];
  const last = parts[parts.length - 1];
  if (parts.length < 2 || !last || !TICK.test(last.text) || last.x0 < firstCol - 2) return [cell];
  const rest = parts.slice(0, -1);
  return [
    { ...cell, text: rest.map((p) => p.text).join(" "), x1: Math.max(...rest.map((p) => p.x1)), parts: rest },
    { ...cell, text: last.text, x0: last.x0, x1: last.x1, parts: [last] },
  ];
}

/**
 * A line whose cells name at least three intervals (one per column) heads a tick matrix; each following
 * line with a tick under one of those columns reads as "task<TAB>that column's interval". The task is the
 * line's text left of the first interval column; a tick belongs to the column whose span (or centre) is
 * nearest. The matrix ends at the first line that is neither a ticked row nor a wrapped task line.
 */
function readTickMatrices(lines) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    let head = { ...lines[i], cells: splitHeads(lines[i].cells) };
    let heads = head.cells.filter((c) => isIntervalHead(c.text));
    // Column heads wrapped over two lines in narrow columns ("Every 6" over "Months", "Semi-" over "Annually").
    if (heads.length < 3 && i + 1 < lines.length && lines[i].cells.length >= 3) {
      const joined = joinHeadLines(lines[i], lines[i + 1]);
      const joinedHeads = joined ? joined.cells.filter((c) => isIntervalHead(c.text)) : [];
      if (joined && joinedHeads.length >= 3 && joinedHeads.length >= joined.cells.length - 2) {
        head = joined;
        heads = joinedHeads;
        i++;
      }
    }
    if (heads.length < 3 || heads.length < head.cells.length - 2) {
      out.push(lines[i]);
      continue;
    }
    const firstCol = Math.min(...heads.map((c) => c.x0));
    const tol = Math.max(...heads.map((c) => c.x1 - c.x0), 8);
    const columnOf = (cell) => {
      const cx = (cell.x0 + cell.x1) / 2;
      let best = null;
      let bestD = Infinity;
      for (const h of heads) {
        const d = cx >= h.x0 && cx <= h.x1 ? 0 : Math.abs(cx - (h.x0 + h.x1) / 2);
        if (d < bestD) {
          bestD = d;
          best = h;
        }
      }
      return bestD <= tol ? best : null;
    };
    const rows = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = { ...lines[j], cells: lines[j].cells.flatMap((c) => splitTrailingTick(c, firstCol)) };
      // The task column is what lies left of the first interval column; a task may run a little past the
      // column's start (a tight table), a tick may sit close behind it.
      const left = l.cells.filter((c) => c.x1 <= firstCol - 2 || (!TICK.test(c.text) && (c.x0 + c.x1) / 2 < firstCol));
      const right = l.cells.filter((c) => !left.includes(c));
      const ticks = right.filter((c) => TICK.test(c.text));
      if (ticks.length > 0 && ticks.length === right.length && left.length > 0) {
        const col = ticks.map(columnOf).find((c) => c !== null);
        if (!col) break;
        const tick = ticks[0];
        rows.push({
          cells: [{ text: left.map((c) => c.text).join(" "), x0: left[0].x0, x1: left[left.length - 1].x1, y0: l.y0, y1: l.y1 }, { ...col, y0: tick.y0, y1: tick.y1 }],
          y0: l.y0,
          y1: l.y1,
          table: true,
        });
        continue;
      }
      // A task wrapped onto a second line: text only left of the tick columns, right after a ticked row.
      const prev = rows[rows.length - 1];
      if (prev && right.length === 0 && left.length === 1 && l.y0 - prev.y1 < (l.y1 - l.y0) * 0.8 && /^[a-z(]/.test(left[0].text)) {
        prev.cells[0] = { ...prev.cells[0], text: `${prev.cells[0].text} ${left[0].text}` };
        continue;
      }
      break;
    }
    if (rows.length === 0) {
      out.push(lines[i]);
      continue;
    }
    // The head keeps its first (task) column and names the other "Frequency", so the rows read as a table.
    const taskHead = head.cells.filter((c) => c.x1 <= firstCol - 2);
    out.push({ cells: [...taskHead, { text: "Frequency", x0: firstCol, x1: firstCol + 1 }], y0: head.y0, y1: head.y1, table: true });
    out.push(...rows);
    i = j - 1;
  }
  return out;
}

// ---- two columns -------------------------------------------------------------------------------------

const MIN_RUN = 4;

/**
 * Finds stretches of lines that split at a common gutter (no cell crosses it, text on both sides) and
 * reads them column by column: every line's part left of the gutter, then every part right of it. A
 * stretch counts as two columns, not a table, when both sides hold lines of their own (the columns'
 * baselines do not line up) or both sides are filled like running text. Lines crossing the gutter (a
 * title, a footer) end the stretch and keep their place, and so does a gap of more than four lines' height
 * (a footer or signature block printed well below the columns).
 */
function unfoldColumns(lines, pageWidth) {
  if (lines.length < MIN_RUN) return lines;
  const xs = lines.flatMap((l) => l.cells.flatMap((c) => [c.x0, c.x1]));
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const width = right - left;
  if (!(width > 0)) return lines;
  const candidates = new Set();
  for (const l of lines) {
    for (let k = 1; k < l.cells.length; k++) {
      const g0 = l.cells[k - 1].x1;
      const g1 = l.cells[k].x0;
      const mid = (g0 + g1) / 2;
      // A gutter in the middle 40 % of the page, or a sidebar's beside the body (20–80 %, held to more).
      if (mid > left + width * 0.2 && mid < left + width * 0.8) candidates.add(Math.round(mid));
    }
  }
  // A line of one cell set in the middle of the page (a title, a letterhead) belongs to neither column.
  const centre = pageWidth > 0 ? pageWidth / 2 : (left + right) / 2;
  // A line that starts where two other lines start is flush left in its column, not centred.
  const starts = lines.flatMap((l) => l.cells.map((c) => c.x0));
  const flush = (c) => starts.filter((x0) => Math.abs(x0 - c.x0) < 2).length >= 3;
  const centred = new Set(
    lines.filter((l) => l.cells.length === 1 && Math.abs((l.cells[0].x0 + l.cells[0].x1) / 2 - centre) < (pageWidth > 0 ? pageWidth : width) * 0.04 && !flush(l.cells[0])),
  );
  const isCentred = (l) => centred.has(l);
  // A blank stretch much taller than a line (a block break: the body ends, a footer follows) ends a stretch.
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b);
  const lineH = heights[Math.floor(heights.length / 2)] || 1;
  let best = null;
  for (const x of candidates) {
    let start = 0;
    for (let k = 0; k <= lines.length; k++) {
      // A tick matrix read as a table stays whole: it ends a stretch like a line across the gutter.
      const crosses = k === lines.length || lines[k].table || isCentred(lines[k]) || lines[k].cells.some((c) => c.x0 < x && c.x1 > x);
      const blockBreak = !crosses && k > start && lines[k].y0 - Math.max(...lines.slice(start, k).map((l) => l.y1)) > lineH * 4;
      if (!crosses && !blockBreak) continue;
      const run = columnEnd(lines, columnRun(lines, start, k, x, left, right), x, left, right, lineH);
      if (run && (!best || run.score > best.score)) best = { ...run, x };
      start = crosses ? k + 1 : k;
    }
  }
  if (!best) return lines;
  const { from, to, x } = best;
  const run = lines.slice(from, to);
  const side = (l, leftSide) => {
    const cells = l.cells.filter((c) => (leftSide ? c.x1 <= x : c.x0 >= x));
    if (!cells.length) return null;
    return { cells, y0: Math.min(...cells.map((c) => c.y0 ?? l.y0)), y1: Math.max(...cells.map((c) => c.y1 ?? l.y1)) };
  };
  const column = (leftSide) =>
    run
      .map((l) => side(l, leftSide))
      .filter((l) => l !== null)
      .sort((a, b) => a.y0 - b.y0);
  // Beside a sidebar the body is read first (the title and the text the page is about), then the sidebar.
  const span = (leftSide) => Math.max(0, ...run.map((l) => side(l, leftSide)).filter((l) => l !== null).map((l) => l.cells[l.cells.length - 1].x1 - l.cells[0].x0));
  const unfolded = best.sidebar && span(false) > span(true) ? [...column(false), ...column(true)] : [...column(true), ...column(false)];
  return [...unfoldColumns(lines.slice(0, from), pageWidth), ...unfolded, ...unfoldColumns(lines.slice(to), pageWidth)];
}

/**
 * Where two columns end when what follows them shares their gutter by chance (a table under running text):
 * the first blank band across the page (taller than 1.5 lines) after which the lines no longer read as two
 * columns on their own, while those above it still do. Without such a band the run stays whole.
 */
function columnEnd(lines, run, x, left, right, lineH) {
  // A sidebar runs beside the whole body, whatever is printed under its last line.
  if (!run || run.sidebar) return run;
  for (let g = run.from + MIN_RUN; g < run.to; g++) {
    const above = Math.max(...lines.slice(run.from, g).map((l) => l.y1));
    if (lines[g].y0 - above <= lineH * 1.5) continue;
    if (columnRun(lines, g, run.to, x, left, right)) continue;
    const head = columnRun(lines, run.from, g, x, left, right);
    if (head) return head;
  }
  return run;
}

/** Whether lines[from, to) read as two columns split at x; their weight when they do. */
function columnRun(lines, from, to, x, left, right) {
  if (to - from < MIN_RUN) return null;
  // Off the middle of the page, a gutter is a sidebar's only when both sides hold many lines of their own
  // (a sidebar's label-over-value stack beside the body's paragraphs); a table's narrow first column is not one.
  const sidebar = x <= left + (right - left) * 0.3 || x >= left + (right - left) * 0.7;
  let both = 0, onlyLeft = 0, onlyRight = 0, offset = 0, labelled = 0;
  const leftFill = [], rightFill = [], leftWords = [], rightWords = [];
  const words = (cells) => cells.reduce((s, c) => s + c.text.split(" ").length, 0);
  let leftEnd = left, rightStart = right;
  for (let k = from; k < to; k++) {
    if (lines[k].cells.some((c) => /^[^:]{2,30}:\s/.test(c.text))) labelled++;
    const l = lines[k].cells.filter((c) => c.x1 <= x);
    const r = lines[k].cells.filter((c) => c.x0 >= x);
    if (l.length && r.length) {
      both++;
      // Cells of one table row share a baseline; two columns' lines merged by a partial overlap do not.
      const bottom = (cs) => Math.max(...cs.map((c) => c.y1 ?? lines[k].y1));
      const h = Math.min(...[...l, ...r].map((c) => (c.y1 ?? lines[k].y1) - (c.y0 ?? lines[k].y0)));
      if (Math.abs(bottom(l) - bottom(r)) > h * 0.3) offset++;
    }
    else if (l.length) onlyLeft++;
    else if (r.length) onlyRight++;
    if (l.length) {
      leftEnd = Math.max(leftEnd, l[l.length - 1].x1);
      leftFill.push(l.reduce((s, c) => s + (c.x1 - c.x0), 0));
      leftWords.push(words(l));
    }
    if (r.length) {
      rightStart = Math.min(rightStart, r[0].x0);
      rightFill.push(r.reduce((s, c) => s + (c.x1 - c.x0), 0));
      rightWords.push(words(r));
    }
  }
  if (leftFill.length < 2 || rightFill.length < 2) return null;
  // The gutter is a real gap between the columns, not one cell's gap among text running across; measured on
  // the lines that hold both sides (a title block above the columns may reach near the gutter).
  let bothLeftEnd = -Infinity, bothRightStart = Infinity;
  for (let k = from; k < to; k++) {
    const l = lines[k].cells.filter((c) => c.x1 <= x);
    const r = lines[k].cells.filter((c) => c.x0 >= x);
    if (!l.length || !r.length) continue;
    bothLeftEnd = Math.max(bothLeftEnd, l[l.length - 1].x1);
    bothRightStart = Math.min(bothRightStart, r[0].x0);
  }
  const gap = both > 0 ? bothRightStart - bothLeftEnd : rightStart - leftEnd;
  if (gap < (right - left) * 0.02) return null;
  const median = (a) => [...a].sort((p, q) => p - q)[Math.floor(a.length / 2)];
  // Running text: each side fills most of its column with lines of several words, few of them "Label: value"
  // pairs (a form's two columns of pairs share their baselines and read well row by row).
  // A table's side holds several cells on most of its lines (an interval cell and a notes cell); a column of
  // running text holds one.
  const tabular = (leftSide) => {
    let many = 0, any = 0;
    for (let k = from; k < to; k++) {
      const cs = lines[k].cells.filter((c) => (leftSide ? c.x1 <= x : c.x0 >= x));
      if (!cs.length) continue;
      any++;
      if (cs.length >= 2) many++;
    }
    return many * 2 > any;
  };
  const filled =
    !tabular(true) &&
    !tabular(false) &&
    median(leftFill) >= (leftEnd - left) * 0.6 &&
    median(rightFill) >= (right - rightStart) * 0.6 &&
    median(leftWords) >= 5 &&
    median(rightWords) >= 5 &&
    labelled * 3 < to - from;
  const misaligned = offset + Math.min(onlyLeft, onlyRight) >= 2;
  if (sidebar) {
    if (!(Math.min(onlyLeft, onlyRight) >= 3 && onlyLeft + onlyRight >= (to - from) / 2)) return null;
    return { from, to, score: to - from, sidebar: true };
  }
  // Running text wraps: a line of a side that ends mid-sentence and goes on in lower case on the next line of
  // the same side. A table's cells seldom wrap on both sides; two columns of prose or lists do.
  const wrapsOn = (leftSide) => {
    let n = 0;
    for (let k = from; k + 1 < to; k++) {
      const a = lines[k].cells.filter((c) => (leftSide ? c.x1 <= x : c.x0 >= x));
      const b = lines[k + 1].cells.filter((c) => (leftSide ? c.x1 <= x : c.x0 >= x));
      if (a.length === 1 && b.length === 1 && !/[.:;!?]$/.test(a[0].text) && /^[a-z]/.test(b[0].text) && a[0].text.split(" ").length >= 4) n++;
    }
    return n;
  };
  const wrapped = wrapsOn(true) >= 1 && wrapsOn(false) >= 1;
  // Each side opens a list under its own heading: a short heading on both sides, then a bullet or number on
  // both sides of the next line ("DAILY | WEEKLY" over "• Drain … | • Descale …"). A table's header row is
  // followed by values, not by two lists.
  const sideOf = (k, leftSide) => lines[k].cells.filter((c) => (leftSide ? c.x1 <= x : c.x0 >= x));
  const heading = (cs) => cs.length === 1 && cs[0].text.split(" ").length <= 5 && !/[.,;]$/.test(cs[0].text) && /^[A-Z0-9]/.test(cs[0].text);
  const listItem = (cs) => cs.length >= 1 && (/^(?:[•*▪●○■□–-]|\d{1,2}[.)])\s*/.test(cs[0].text) || (cs[0].text.split(" ").length >= 4 && /[.!]$/.test(cs[cs.length - 1].text)));
  let lists = 0;
  for (let k = from; k + 1 < to; k++) {
    if (heading(sideOf(k, true)) && heading(sideOf(k, false)) && listItem(sideOf(k + 1, true)) && listItem(sideOf(k + 1, false))) lists++;
  }
  if (!(both >= 1 && (misaligned || wrapped || lists >= 1 || (filled && both >= 3)))) return null;
  return { from, to, score: to - from };
}
