import { PayrollFileError, quoteFile } from "./errors";
import { InflateLimitExceeded, measureRawInflate } from "./measure-inflate";
import {
  MAX_COMPRESSION_RATIO,
  MAX_UNCOMPRESSED_BYTES,
  MAX_ZIP_ENTRIES,
  MIN_SIZE_FOR_RATIO_CHECK,
} from "./limits";

/**
 * Refuses a zip (an .xlsx) that would expand beyond MAX_UNCOMPRESSED_BYTES before SheetJS, which has no
 * limit, unpacks it. It walks the archive the way SheetJS does (last end-of-central-directory record,
 * each central entry's local header, inflating from the local data start to the end of the deflate
 * stream), so the sizes checked are the sizes SheetJS would produce, not merely the ones declared:
 * declared sizes are checked first (cheap), then every entry is inflated with a hard output cap and the
 * input consumed is counted so overlapping entries cannot multiply the work.
 */

export interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const U32_MAX = 0xffffffff;

class Reader {
  constructor(readonly bytes: Uint8Array) {}
  inBounds(offset: number, length: number) {
    return offset >= 0 && offset + length <= this.bytes.length;
  }
  u16(o: number) {
    return (this.bytes[o] ?? 0) | ((this.bytes[o + 1] ?? 0) << 8);
  }
  u32(o: number) {
    return ((this.bytes[o] ?? 0) | ((this.bytes[o + 1] ?? 0) << 8) | ((this.bytes[o + 2] ?? 0) << 16)) + (this.bytes[o + 3] ?? 0) * 0x1000000;
  }
  u64(o: number) {
    return this.u32(o) + this.u32(o + 4) * 0x100000000;
  }
}

/** ZIP64 extended information (0x0001) in an extra field: the 64-bit sizes, when present. */
function zip64Sizes(r: Reader, start: number, length: number): { usz?: number; csz?: number } {
  let p = start;
  const end = start + length;
  while (p + 4 <= end) {
    const type = r.u16(p);
    const size = r.u16(p + 2);
    if (type === 0x0001) {
      const usz = p + 12 <= end ? r.u64(p + 4) : undefined;
      const csz = p + 20 <= end ? r.u64(p + 12) : undefined;
      return { usz, csz };
    }
    p += 4 + size;
  }
  return {};
}

function findEndOfCentralDirectory(r: Reader): number {
  // SheetJS takes the last signature found scanning back from the end; so do we.
  for (let i = r.bytes.length - 4; i >= 0; i--) {
    if (r.bytes[i] === 0x50 && r.bytes[i + 1] === 0x4b && r.u32(i) === EOCD_SIG) return i;
  }
  return -1;
}

export function checkZipExpansion(fileName: string, bytes: Uint8Array): ZipEntryInfo[] {
  const damaged = (detail: string) =>
    new PayrollFileError(400, "unreadable", `${quoteFile(fileName)} could not be read: the workbook is damaged (${detail}).`, fileName);
  const tooBig = (detail: string) =>
    new PayrollFileError(
      413,
      "expands_too_much",
      `${quoteFile(fileName)} was refused: it would expand ${detail}, beyond the ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB a payroll workbook may hold.`,
      fileName,
    );

  const r = new Reader(bytes);
  const eocd = findEndOfCentralDirectory(r);
  if (eocd < 0 || !r.inBounds(eocd, 22)) throw damaged("no zip directory");
  const count = r.u16(eocd + 8);
  const centralStart = r.u32(eocd + 16);
  if (count === 0xffff || centralStart === U32_MAX) throw damaged("ZIP64 archives are not supported");
  if (count > MAX_ZIP_ENTRIES) throw tooBig(`into ${count} parts`);

  const entries: (ZipEntryInfo & { dataStart: number })[] = [];
  let declaredTotal = 0;
  let p = centralStart;
  for (let i = 0; i < count; i++) {
    if (!r.inBounds(p, 46) || r.u32(p) !== CENTRAL_SIG) throw damaged("bad directory entry");
    const centralCsz = r.u32(p + 20);
    const nameLength = r.u16(p + 28);
    const extraLength = r.u16(p + 30);
    const commentLength = r.u16(p + 32);
    const localOffset = r.u32(p + 42);
    if (!r.inBounds(p + 46, nameLength + extraLength)) throw damaged("bad directory entry");
    const name = Buffer.from(bytes.subarray(p + 46, p + 46 + nameLength)).toString("utf8");
    const central64 = zip64Sizes(r, p + 46 + nameLength, extraLength);
    const centralUsz = Math.max(r.u32(p + 24), central64.usz ?? 0);
    p += 46 + nameLength + extraLength + commentLength;

    if (!r.inBounds(localOffset, 30) || r.u32(localOffset) !== LOCAL_SIG) throw damaged("bad file header");
    const flags = r.u16(localOffset + 6);
    const method = r.u16(localOffset + 8);
    if (flags & 0x2041) throw new PayrollFileError(400, "password_protected", `${quoteFile(fileName)} is encrypted; save it without a password and upload it again.`, fileName);
    if (method !== 0 && method !== 8) throw damaged(`compression method ${method}`);
    const localNameLength = r.u16(localOffset + 26);
    const localExtraLength = r.u16(localOffset + 28);
    const local64 = zip64Sizes(r, localOffset + 30 + localNameLength, localExtraLength);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    if (dataStart > bytes.length) throw damaged("bad file header");
    const compressedSize = Math.max(centralCsz === U32_MAX ? (central64.csz ?? 0) : centralCsz, r.u32(localOffset + 18), local64.csz ?? 0);
    const uncompressedSize = Math.max(centralUsz, r.u32(localOffset + 22), local64.usz ?? 0);

    declaredTotal += uncompressedSize;
    if (declaredTotal > MAX_UNCOMPRESSED_BYTES) throw tooBig(`to more than ${Math.floor(declaredTotal / 1024 / 1024)} MB`);
    if (uncompressedSize > MIN_SIZE_FOR_RATIO_CHECK && uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(compressedSize, 1)) {
      throw tooBig(`${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times (${name})`);
    }
    entries.push({ name, method, compressedSize, uncompressedSize, dataStart });
  }

  // Declared sizes can lie: inflate each entry exactly as SheetJS will, with a hard cap on the output.
  let produced = 0;
  let consumed = 0;
  for (const entry of entries) {
    if (entry.method === 0) {
      produced += Math.min(entry.compressedSize, bytes.length - entry.dataStart);
    } else {
      const budget = MAX_UNCOMPRESSED_BYTES - produced;
      try {
        const measured = measureRawInflate(bytes.subarray(entry.dataStart), Math.max(1, budget));
        produced += measured.produced;
        consumed += measured.consumed;
      } catch (err) {
        if (err instanceof InflateLimitExceeded) throw tooBig(`to more than ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB`);
        throw damaged(`${entry.name}: ${(err as Error).message}`);
      }
    }
    if (produced > MAX_UNCOMPRESSED_BYTES) throw tooBig(`to more than ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB`);
    if (consumed > bytes.length) throw damaged("overlapping entries");
  }
  return entries.map(({ name, method, compressedSize, uncompressedSize }) => ({ name, method, compressedSize, uncompressedSize }));
}
