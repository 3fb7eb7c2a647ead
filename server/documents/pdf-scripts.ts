import { inflateSync, constants } from "node:zlib";

/**
 * Finds JavaScript in a PDF without a full parser.
 *
 * Every JavaScript action is a dictionary with `/S /JavaScript`, and document-level scripts live under
 * a `/JavaScript` name tree, so the name JavaScript is searched everywhere (raw bytes and the inflated
 * object streams, where PDF 1.5+ files keep dictionaries compressed). A name may be written with #xx
 * escapes (/J#61vaScript); those are decoded. The short key `/JS` is only looked for outside stream
 * data, where it cannot appear by chance in compressed or image bytes.
 */

/** Inflated object-stream output allowed per file: object streams hold small dictionaries, not pages. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const NAME = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2})+)(?=[\s/<>[\]()%{}]|$)/g;

const decodeName = (raw: string) =>
  raw.includes("#") ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;

function names(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(NAME)) found.add(decodeName(m[1]!));
  return found;
}

/** Byte ranges of stream data: after a `>> stream EOL`, up to the next `endstream`. */
function streamRanges(text: string): Array<{ dictEnd: number; start: number; end: number }> {
  const ranges: Array<{ dictEnd: number; start: number; end: number }> = [];
  const keyword = />>\s*stream(\r\n|\n|\r)/g;
  let m: RegExpExecArray | null;
  while ((m = keyword.exec(text))) {
    const start = m.index + m[0].length;
    const endAt = text.indexOf("endstream", start);
    const end = endAt < 0 ? text.length : endAt;
    ranges.push({ dictEnd: m.index, start, end });
    keyword.lastIndex = end;
  }
  return ranges;
}

export type PdfScriptCheck = { scripts: boolean; tooComplex: boolean };

export function findPdfScripts(bytes: Buffer): PdfScriptCheck {
  const text = bytes.toString("latin1");
  if (names(text).has("JavaScript")) return { scripts: true, tooComplex: false };

  const ranges = streamRanges(text);
  let outside = "";
  let from = 0;
  for (const r of ranges) {
    outside += text.slice(from, r.start) + " ";
    from = r.end;
  }
  outside += text.slice(from);
  if (names(outside).has("JS")) return { scripts: true, tooComplex: false };

  let budget = MAX_INFLATED_BYTES;
  for (const r of ranges) {
    const dictStart = text.lastIndexOf("obj", r.dictEnd);
    const dict = names(text.slice(Math.max(dictStart, r.dictEnd - 4096), r.dictEnd + 2));
    if (!dict.has("ObjStm") || !dict.has("FlateDecode")) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(r.start, r.end), { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (err) {
      if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return { scripts: false, tooComplex: true };
      continue; // damaged stream: a reader cannot use it either
    }
    budget -= inflated.length;
    const inside = names(inflated.toString("latin1"));
    if (inside.has("JavaScript") || inside.has("JS")) return { scripts: true, tooComplex: false };
  }
  return { scripts: false, tooComplex: false };
}
