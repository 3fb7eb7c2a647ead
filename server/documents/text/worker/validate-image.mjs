// Structural checks before an image reaches the native decoder: @napi-rs/canvas crashes the
// whole process (segfault) on some truncated or malformed files instead of throwing.
import { DocError } from "./errors.mjs";

const unreadable = () => new DocError("unreadable", "The image could not be read; upload a PNG or JPEG photo or scan.");

let crcTable = null;
function crc32(bytes, start, end) {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** PNG: signature, IHDR first with a sane size, every chunk complete with a matching CRC, IEND. */
function checkPng(b) {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 8 || sig.some((v, i) => b[i] !== v)) throw unreadable();
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let pos = 8;
  let first = true;
  let sawData = false;
  while (pos + 12 <= b.length) {
    const len = view.getUint32(pos);
    const type = String.fromCharCode(b[pos + 4], b[pos + 5], b[pos + 6], b[pos + 7]);
    if (len > b.length || pos + 12 + len > b.length) throw unreadable();
    if (crc32(b, pos + 4, pos + 8 + len) !== view.getUint32(pos + 8 + len)) throw unreadable();
    if (first) {
      if (type !== "IHDR" || len !== 13) throw unreadable();
      const w = view.getUint32(pos + 8), h = view.getUint32(pos + 12);
      if (w === 0 || h === 0 || w > 20000 || h > 20000) throw unreadable();
      first = false;
    }
    if (type === "IDAT") sawData = true;
    if (type === "IEND") {
      if (!sawData) throw unreadable();
      return;
    }
    pos += 12 + len;
  }
  throw unreadable();
}

/** JPEG: SOI, well-formed marker segments up to a frame header and a scan, and an EOI marker. */
function checkJpeg(b) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) throw unreadable();
  let pos = 2;
  let frame = false;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) throw unreadable();
    const marker = b[pos + 1];
    if (marker === 0xff) {
      pos++;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) throw unreadable();
    const len = (b[pos + 2] << 8) | b[pos + 3];
    if (len < 2 || pos + 2 + len > b.length) throw unreadable();
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (len < 8) throw unreadable();
      const h = (b[pos + 5] << 8) | b[pos + 6];
      const w = (b[pos + 7] << 8) | b[pos + 8];
      const comps = b[pos + 9];
      if (w === 0 || h === 0 || w > 20000 || h > 20000 || ![1, 3, 4].includes(comps) || len !== 8 + 3 * comps) throw unreadable();
      frame = true;
    }
    if (marker === 0xda) {
      if (!frame) throw unreadable();
      // Entropy-coded data follows; the file must close with EOI.
      for (let i = b.length - 2; i >= Math.max(pos, b.length - 4096); i--) {
        if (b[i] === 0xff && b[i + 1] === 0xd9) return;
      }
      throw unreadable();
    }
    pos += 2 + len;
  }
  throw unreadable();
}

export function checkImage(bytes, contentType) {
  if (contentType === "image/png") checkPng(bytes);
  else if (contentType === "image/jpeg") checkJpeg(bytes);
  else throw unreadable();
}
