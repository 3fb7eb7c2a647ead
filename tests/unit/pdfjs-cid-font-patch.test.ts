import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript worker module without types
import { loadPatchedPdfjs, patchPdfjsSource } from "../../server/documents/text/worker/pdfjs-module.mjs";
import type * as Pdfjs from "unpdf/pdfjs";
import { FIXTURES_DIR } from "../support/fixtures";

type CidMapReader = { readCidToGidMap(bytes: Uint8Array, toUnicode: { has(code: number): boolean }): number[] };

/** The method as the bundle writes it, inside a class, patched and made callable. */
function readerOf(original: boolean): CidMapReader {
  const method =
    "readCidToGidMap(e,n){const s=[];for(let i=0,a=e.length;i<a;i++){const r=e[i++]<<8|e[i],o=i>>1;r===0&&!n.has(o)||(s[o]=r)}return s}";
  const source = `class Evaluator{${method}}`;
  const patched = original ? source : (patchPdfjsSource(source) as string | null);
  if (!patched) throw new Error("the patch did not apply");
  return new (new Function(`${patched}; return Evaluator;`)() as new () => CidMapReader)();
}

/** A CIDToGIDMap stream: two bytes per CID, the glyph id. */
const cidMap = (...glyphs: number[]) => new Uint8Array(glyphs.flatMap((g) => [g >> 8, g & 0xff]));
const everyCode = { has: () => true };
const noCode = { has: () => false };

describe("pdf.js's CIDToGIDMap reading without glyph 0 (TCPDF's fonts read in a quarter of the time)", () => {
  it("applies to the installed pdf.js bundle", async () => {
    const source = fs.readFileSync(new URL(import.meta.resolve("unpdf/pdfjs")), "utf8");
    expect(patchPdfjsSource(source)).not.toBeNull();
    const patched = await loadPatchedPdfjs();
    expect(patched).not.toBeNull();
    expect(typeof patched.getDocument).toBe("function");
  });

  it("keeps every glyph a CID maps to and leaves glyph 0 out even where the ToUnicode map names the code", () => {
    const map = cidMap(0, 5, 0, 7, 0);
    expect(readerOf(true).readCidToGidMap(map, everyCode)).toEqual([0, 5, 0, 7, 0]);
    const fast = readerOf(false).readCidToGidMap(map, everyCode);
    expect(fast.length).toBe(4);
    expect(Object.keys(fast)).toEqual(["1", "3"]);
    expect(fast[1]).toBe(5);
    expect(fast[3]).toBe(7);
  });

  it("reads a map of glyph 0 only as before (an empty map would mean CID = glyph id)", () => {
    for (const toUnicode of [everyCode, noCode]) {
      expect(readerOf(false).readCidToGidMap(cidMap(0, 0, 0), toUnicode)).toEqual(readerOf(true).readCidToGidMap(cidMap(0, 0, 0), toUnicode));
    }
    expect(readerOf(false).readCidToGidMap(cidMap(0, 0, 0), everyCode)).toEqual([0, 0, 0]);
  });

  it("reads a TCPDF page (four fonts, each a full-range identity ToUnicode) to the same text items", async () => {
    const file = path.join(FIXTURES_DIR, "blind12/licenses/L02-oh-business-license-form.pdf");
    // Each bundle runs its own worker code: the one installed first (it keeps the handler it found), then the copy.
    const itemsWith = async (pdfjs: typeof Pdfjs) => {
      const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
      try {
        const page = await doc.getPage(1);
        const content = await page.getTextContent();
        return content.items.map((i) => ("str" in i ? [i.str, i.transform, i.width, i.height, i.hasEOL] : null));
      } finally {
        await doc.destroy();
      }
    };
    const installed = await itemsWith(await import("unpdf/pdfjs"));
    const patched = await itemsWith(await loadPatchedPdfjs());
    expect(installed.length).toBeGreaterThan(20);
    expect(patched).toEqual(installed);
  });
});
