// Decodes PNG/JPEG uploads to pixels with @napi-rs/canvas (prebuilt, no system libraries).
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { DocError } from "./errors.mjs";
import { checkImage } from "./validate-image.mjs";

const MAX_SIDE = 4000;
const MIN_SIDE = 1200;

/** Decodes an image and scales it into a size the OCR reads well (about 150-300 dpi for a page). */
export async function decodeImage(bytes, contentType) {
  if (bytes.length === 0) throw new DocError("empty", "The file is empty.");
  checkImage(bytes, contentType);
  let img;
  try {
    img = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new DocError("unreadable", "The image could not be read; upload a PNG or JPEG photo or scan.");
  }
  if (!img.width || !img.height) {
    throw new DocError("unreadable", "The image could not be read; upload a PNG or JPEG photo or scan.");
  }
  const long = Math.max(img.width, img.height);
  const scale = long > MAX_SIDE ? MAX_SIDE / long : long < MIN_SIDE ? Math.min(3, MIN_SIDE / long) : 1;
  const width = Math.max(1, Math.round(img.width * scale));
  const height = Math.max(1, Math.round(img.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return { data: ctx.getImageData(0, 0, width, height).data, width, height, channels: 4 };
}
