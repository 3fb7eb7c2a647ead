/** Longest side, in pixels, of a photo sent to the document reader: its OCR reads a page this size well. */
export const PHOTO_MAX_SIDE = 2000;

/** The size a photo is scaled to so that its longest side is at most `maxSide`; never enlarged. */
export function scaledPhotoSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new Error("A photo needs a width and a height");
  const factor = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** Resolution pages of a photographed document are laid out at in a PDF, so the reader renders them back to size. */
export const PHOTO_PAGE_DPI = 200;

/** A PDF page's size in points for a photo `width` × `height` pixels at PHOTO_PAGE_DPI. */
export function photoPageSize(width: number, height: number): { width: number; height: number } {
  const points = 72 / PHOTO_PAGE_DPI;
  return { width: width * points, height: height * points };
}
