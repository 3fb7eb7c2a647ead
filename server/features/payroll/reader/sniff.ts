/** What the bytes of an upload are, whatever the file is called. */
export type SniffedKind = "zip" | "cfb" | "text" | "empty" | "other";

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

const hasUtf16Bom = (bytes: Uint8Array) =>
  bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));

/** Control bytes other than tab, line feed, form feed, carriage return and the DOS end-of-file mark. */
function isBinaryByte(b: number): boolean {
  return (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1a) || b === 0x7f;
}

export function sniffBytes(bytes: Uint8Array): SniffedKind {
  if (bytes.length === 0) return "empty";
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return "zip";
  if (startsWith(bytes, CFB_MAGIC)) return "cfb";
  if (hasUtf16Bom(bytes)) return "text";
  for (let i = 0; i < bytes.length; i++) if (isBinaryByte(bytes[i]!)) return "other";
  return "text";
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}
