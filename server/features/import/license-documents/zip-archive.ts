import { inflateRawSync } from "node:zlib";
import { badRequest, payloadTooLarge } from "../../../http/errors";

/**
 * Reads a .zip of documents uploaded by a person, refusing what could exhaust the server: too many entries,
 * too many bytes once expanded (declared or actual), entries that expand like a zip bomb, entries that
 * overlap (one compressed stream counted many times). Entries are listed first and inflated one at a time
 * on demand, each with a hard cap, so memory holds one document, not the archive expanded.
 * Names are only ever shown and matched, never used as paths; unsafe ones are reported per entry.
 */

export const MAX_ARCHIVE_ENTRIES = 1_000;
/** A document may be as large as a single upload of one. */
export const MAX_ENTRY_BYTES = 10 * 1024 * 1024;
export const MAX_ARCHIVE_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** PDFs and images are compressed already; an entry expanding more than this is not one of them. */
export const MAX_ENTRY_RATIO = 100;
const MIN_SIZE_FOR_RATIO_CHECK = 1024 * 1024;

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const MAX_EOCD_SEARCH = 22 + 0xffff;

export interface ArchiveEntry {
  /** The path inside the archive, as stored. */
  path: string;
  /** The last path segment: what a person named the file. */
  fileName: string;
  uncompressedSize: number;
  /** Why the entry cannot be read (encrypted, too large, unsafe path…); absent when it can. */
  problem?: string;
  /** The entry's bytes (inflated on each call; call only when `problem` is absent). */
  read(): Buffer;
}

const u16 = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, o: number) => ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16)) + (b[o + 3] ?? 0) * 0x1000000;

const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const damaged = (detail: string) => badRequest(`The .zip file could not be read: it is damaged (${detail}).`);

function endOfCentralDirectory(bytes: Uint8Array): number {
  const stop = Math.max(0, bytes.length - MAX_EOCD_SEARCH);
  for (let i = bytes.length - 22; i >= stop; i--) if (u32(bytes, i) === EOCD_SIG) return i;
  return -1;
}

/** A path that would escape a folder if someone extracted it: absolute, a drive, or a ".." segment. */
function unsafePath(path: string): boolean {
  return path.startsWith("/") || path.startsWith("\\") || /^[a-zA-Z]:/.test(path) || path.split(/[\\/]/).includes("..") || path.includes("\0");
}

/** Folders and the metadata macOS and Windows add to archives: not files anyone meant to send. */
export function isArchiveClutter(path: string): boolean {
  const base = path.split(/[\\/]/).pop() ?? "";
  return path.endsWith("/") || path.startsWith("__MACOSX/") || base.startsWith("._") || base === ".DS_Store" || base === "Thumbs.db";
}

export function readZipArchive(bytes: Buffer): ArchiveEntry[] {
  if (bytes.length < 22 || u32(bytes, 0) !== LOCAL_SIG) {
    if (u32(bytes, 0) !== EOCD_SIG) throw badRequest("Please upload a .zip file of PDF, PNG or JPG documents.");
  }
  const eocd = endOfCentralDirectory(bytes);
  if (eocd < 0) throw damaged("no zip directory");
  const count = u16(bytes, eocd + 10);
  const centralStart = u32(bytes, eocd + 16);
  if (count === 0xffff || centralStart === 0xffffffff) throw badRequest("ZIP64 archives are not supported; please make a plain .zip file.");
  if (count > MAX_ARCHIVE_ENTRIES) throw payloadTooLarge(`The .zip file holds ${count} files; attach at most ${MAX_ARCHIVE_ENTRIES} at a time.`);

  const entries: ArchiveEntry[] = [];
  const spans: [number, number][] = [];
  let declaredTotal = 0;
  let produced = 0;
  let p = centralStart;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || u32(bytes, p) !== CENTRAL_SIG) throw damaged("bad directory entry");
    const flags = u16(bytes, p + 8);
    const method = u16(bytes, p + 10);
    const compressedSize = u32(bytes, p + 20);
    const uncompressedSize = u32(bytes, p + 24);
    const nameLength = u16(bytes, p + 28);
    const extraLength = u16(bytes, p + 30);
    const commentLength = u16(bytes, p + 32);
    const localOffset = u32(bytes, p + 42);
    if (p + 46 + nameLength > bytes.length) throw damaged("bad directory entry");
    const path = bytes.subarray(p + 46, p + 46 + nameLength).toString(flags & 0x800 ? "utf8" : "latin1");
    p += 46 + nameLength + extraLength + commentLength;

    if (localOffset + 30 > bytes.length || u32(bytes, localOffset) !== LOCAL_SIG) throw damaged("bad file header");
    const dataStart = localOffset + 30 + u16(bytes, localOffset + 26) + u16(bytes, localOffset + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > bytes.length) throw damaged("a file runs past the end of the archive");
    if (compressedSize > 0) spans.push([dataStart, dataEnd]);

    declaredTotal += uncompressedSize;
    if (declaredTotal > MAX_ARCHIVE_UNCOMPRESSED_BYTES) throw payloadTooLarge(`The .zip file would expand to more than ${MB(MAX_ARCHIVE_UNCOMPRESSED_BYTES)}; send the documents in several smaller archives.`);
    if (uncompressedSize > MIN_SIZE_FOR_RATIO_CHECK && uncompressedSize > MAX_ENTRY_RATIO * Math.max(compressedSize, 1)) {
      throw payloadTooLarge(`The .zip file was refused: "${path}" would expand ${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times, which no PDF or image does.`);
    }

    const fileName = path.split(/[\\/]/).pop() ?? path;
    let problem: string | undefined;
    if (unsafePath(path)) problem = "Its path in the archive is unsafe (absolute or with ..); it was not read";
    else if (flags & 0x41) problem = "It is encrypted; add it without a password";
    else if (method !== 0 && method !== 8) problem = `It is compressed with method ${method}, which cannot be read; make the .zip again`;
    else if (uncompressedSize > MAX_ENTRY_BYTES) problem = `It is larger than ${MB(MAX_ENTRY_BYTES)}`;

    const read = (): Buffer => {
      const out =
        method === 0
          ? Buffer.from(bytes.subarray(dataStart, dataEnd))
          : inflateCapped(bytes.subarray(dataStart, dataEnd), Math.min(uncompressedSize, MAX_ENTRY_BYTES), path);
      // The declared size is what the limits were checked against; an entry producing more lied about it.
      if (out.length !== uncompressedSize) throw payloadTooLarge(`The .zip file was refused: "${path}" is not the size its directory says.`);
      produced += out.length;
      if (produced > MAX_ARCHIVE_UNCOMPRESSED_BYTES) throw payloadTooLarge(`The .zip file would expand to more than ${MB(MAX_ARCHIVE_UNCOMPRESSED_BYTES)}.`);
      return out;
    };
    entries.push({ path, fileName, uncompressedSize, ...(problem ? { problem } : {}), read });
  }

  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) throw damaged("overlapping entries");
  return entries;
}

function inflateCapped(compressed: Uint8Array, declared: number, path: string): Buffer {
  try {
    // One byte over the declared size is enough to know it lied.
    return inflateRawSync(compressed, { maxOutputLength: Math.max(1, declared + 1) });
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw payloadTooLarge(`The .zip file was refused: "${path}" is not the size its directory says.`);
    throw damaged(`${path}: ${(err as Error).message}`);
  }
}
