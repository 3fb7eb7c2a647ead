import { photoPageSize } from "@shared/domain/photo-size";
import type { PreparedPhoto } from "./photo";

/**
 * Several photographed pages as one PDF, a page per photo in the order taken, each laid out at PHOTO_PAGE_DPI so
 * the document reader renders it back at the photo's own size. pdf-lib is loaded only when someone does this.
 */
export async function photosToPdf(photos: readonly PreparedPhoto[], name: string): Promise<File> {
  if (photos.length === 0) throw new Error("Take at least one photo.");
  const { PDFDocument } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  for (const photo of photos) {
    const image = await pdf.embedJpg(new Uint8Array(await photo.file.arrayBuffer()));
    const size = photoPageSize(photo.width, photo.height);
    pdf.addPage([size.width, size.height]).drawImage(image, { x: 0, y: 0, ...size });
  }
  const bytes = await pdf.save({ useObjectStreams: false });
  return new File([bytes as BlobPart], name, { type: "application/pdf" });
}
