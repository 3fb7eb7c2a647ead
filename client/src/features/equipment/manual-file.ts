/** What the Upload Manual pickers accept (SPEC: images or PDF; the server takes PDF, PNG and JPEG by their bytes). */
export const MANUAL_ACCEPT = "application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg";
export const MANUAL_TYPE_MESSAGE = "Please upload a PDF, PNG, or JPG file";
const MAX_BYTES = 10 * 1024 * 1024;

/** A first check in the browser; the server decides by the bytes. Null when the file may be sent. */
export function manualFileProblem(file: File): string | null {
  const typeOk = ["application/pdf", "image/png", "image/jpeg"].includes(file.type) || /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!typeOk) return MANUAL_TYPE_MESSAGE;
  if (file.size > MAX_BYTES) return "The file is too large (10MB at most)";
  return null;
}
