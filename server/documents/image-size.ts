/** Width and height from an image's header, without decoding it (null when the header is unreadable). */
export function imageSize(bytes: Buffer, type: "image/png" | "image/jpeg"): { width: number; height: number } | null {
  return type === "image/png" ? pngSize(bytes) : jpegSize(bytes);
}

/** The IHDR chunk always comes first: signature (8), length (4), "IHDR" (4), width (4), height (4). */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Walks the marker segments up to the first start-of-frame (SOF0..SOF15 except DHT, JPG, DAC). */
function jpegSize(bytes: Buffer) {
  let p = 2;
  while (p + 4 <= bytes.length) {
    if (bytes[p] !== 0xff) return null;
    const marker = bytes[p + 1]!;
    if (marker === 0xff) {
      p++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      p += 2; // no length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    const length = bytes.readUInt16BE(p + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (p + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(p + 5), width: bytes.readUInt16BE(p + 7) };
    }
    p += 2 + length;
  }
  return null;
}
