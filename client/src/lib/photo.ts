import { PHOTO_MAX_SIDE, scaledPhotoSize } from "@shared/domain/photo-size";

export interface PreparedPhoto {
  file: File;
  width: number;
  height: number;
}

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");

/**
 * A camera photo made ready for upload: turned upright (EXIF orientation), scaled so its longest side is at most
 * PHOTO_MAX_SIDE pixels, and re-encoded as JPEG — a phone's 12-megapixel photo becomes a few hundred KB, uploads
 * in seconds on a weak connection, and loses its EXIF (location) on the way.
 */
export async function preparePhoto(photo: Blob, name = `photo-${stamp(new Date())}.jpg`, quality = 0.85): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  try {
    const { width, height } = scaledPhotoSize(bitmap.width, bitmap.height, PHOTO_MAX_SIDE);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot prepare photos.");
    context.fillStyle = "#fff"; // a transparent PNG would otherwise turn black in JPEG
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (!blob) throw new Error("This photo could not be prepared. Try another one.");
    const jpegName = name.replace(/\.[^./]+$/, "") + ".jpg";
    return { file: new File([blob], jpegName, { type: "image/jpeg" }), width, height };
  } finally {
    bitmap.close();
  }
}
