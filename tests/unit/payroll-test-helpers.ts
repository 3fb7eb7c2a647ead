import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import * as XLSX from "xlsx";
import { fixturePath } from "../support/fixtures";

export const FIXTURES = fixturePath("payroll");

export const readFixture = (dir: string, file: string) => new Uint8Array(readFileSync(path.join(FIXTURES, dir, file)));
export const readJson = <T>(dir: string, file: string): T => JSON.parse(readFileSync(path.join(FIXTURES, dir, file), "utf8")) as T;
export const expectedFiles = (dir: string) =>
  readdirSync(path.join(FIXTURES, dir))
    .filter((f) => f.endsWith(".expected.json"))
    .sort();

/** The fixtures README rule, written independently of the product: trim, collapse, NFC, case-insensitive, "Last, First" = "First Last". */
export function comparableName(name: string): string {
  const cleaned = name.normalize("NFC").replace(/\s+/g, " ").trim();
  const parts = cleaned.split(",").map((p) => p.trim());
  const ordered = parts.length === 2 ? `${parts[1]} ${parts[0]}` : cleaned;
  return ordered.replace(/\s+/g, " ").trim().toLowerCase();
}

/** An .xlsx (or another SheetJS book type) built from rows, one sheet per entry. */
export function workbook(sheets: Record<string, unknown[][]>, bookType: XLSX.BookType = "xlsx", patch?: (wb: XLSX.WorkBook) => void): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  patch?.(wb);
  return new Uint8Array(XLSX.write(wb, { type: "buffer", bookType }) as Buffer);
}

export const text = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

export interface RawZipEntry {
  name: string;
  /** Bytes as stored (already deflated when method is 8). */
  data: Uint8Array;
  method: 0 | 8;
  /** Sizes written in the headers; default to the truth for stored entries. */
  uncompressedSize: number;
}

/** A minimal zip written by hand, so a test can declare sizes that lie. */
export function rawZip(entries: RawZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
