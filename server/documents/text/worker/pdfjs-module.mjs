// The pdf.js the worker reads PDFs with: unpdf's serverless bundle, with one method made to skip work that no text
// depends on.
//
// A CID TrueType font whose ToUnicode map covers every code (TCPDF writes <0000>–<FFFF> as identity for each of its
// Unicode fonts) made pdf.js keep all 65,536 entries of the font's CIDToGIDMap, most of them glyph 0 (.notdef), and
// build its cmap, private-use mapping and OS/2 ranges over all of them: 150–250 ms a font, 0.5–1.5 s a page with four
// such fonts, for nothing a reader sees. `readCidToGidMap` now keeps glyph 0 out of the map. The text layer (each
// character's Unicode from the ToUnicode map, its width from /W) does not read that map; only drawing does, and a
// code mapped to glyph 0 then draws no .notdef box. A map whose every entry is glyph 0 is read as before (an empty
// map would mean "CID = glyph id" to pdf.js).
import fs from "node:fs";
import { definePDFJSModule } from "unpdf";

const CID_TO_GID_LOOP = "r===0&&!n.has(o)||(s[o]=r)";
const CID_TO_GID_METHOD = `readCidToGidMap(e,n){const s=[];for(let i=0,a=e.length;i<a;i++){const r=e[i++]<<8|e[i],o=i>>1;${CID_TO_GID_LOOP}}return s}`;
const CID_TO_GID_FAST =
  "readCidToGidMap(e,n){const s=[];let z=!1;for(let i=0,a=e.length;i<a;i++){const r=e[i++]<<8|e[i],o=i>>1;r===0?z=z||n.has(o):s[o]=r}" +
  "if(s.length>0||!z)return s;for(let i=0,a=e.length;i<a;i++){const r=e[i++]<<8|e[i],o=i>>1;r===0&&!n.has(o)||(s[o]=r)}return s}";

/**
 * The bundle's source with `readCidToGidMap` replaced, or null when the bundle does not hold the method as written
 * (another pdf.js version): the worker then uses the bundle as it is.
 */
export function patchPdfjsSource(source) {
  const at = source.indexOf(CID_TO_GID_METHOD);
  if (at === -1 || source.indexOf(CID_TO_GID_METHOD, at + 1) !== -1) return null;
  return source.slice(0, at) + CID_TO_GID_FAST + source.slice(at + CID_TO_GID_METHOD.length);
}

/**
 * The patched bundle as a module, or null when the installed bundle is not the one the patch was written for. It is
 * loaded from a data: URL with `import.meta.url` set to the bundle's own file, so what it resolves from there (a
 * `require` for Node's stream helpers) resolves as in the original.
 */
export async function loadPatchedPdfjs() {
  const url = import.meta.resolve("unpdf/pdfjs");
  const patched = patchPdfjsSource(fs.readFileSync(new URL(url), "utf8"));
  if (!patched) return null;
  const source = patched.replaceAll("import.meta.url", JSON.stringify(url));
  return import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
}

let ready = null;

/** Makes unpdf use the patched bundle (once per thread, before the first document is opened); else the bundle as installed. */
export function usePatchedPdfjs() {
  ready ??= (async () => {
    try {
      const patched = await loadPatchedPdfjs();
      if (patched) await definePDFJSModule(() => patched);
    } catch {
      // The bundle as installed is used.
    }
  })();
  return ready;
}
