import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// blind10 to blind13 are blind evaluation sets written by hand (tests/fixtures/blindN-writer). Their truth files must be
// well formed, or a score read from it would be wrong: this checks the files' shape, not the reader.
const SETS = ["blind10", "blind11", "blind12", "blind13"];
const dirOf = (set: string) => fileURLToPath(new URL(`../fixtures/${set}`, import.meta.url));
const TYPES = [
  "Food Service Establishment Permit",
  "Certificate of Occupancy",
  "Liquor License",
  "Business License",
  "Fire Safety Permit",
  "Food Protection Certificate",
  "Sales Tax Certificate",
  "Sign Permit",
];
const ISO = /^\d{4}-\d{2}-\d{2}$/;

type Truth = {
  schema: string;
  file: string;
  format: string;
  mimeType: string;
  pages: number;
  expected: Record<string, unknown>;
  addressParts?: { street: string; city: string; state: string; zip: string };
  asPrinted?: Record<string, string | null>;
  notIntervals?: string[];
};
type Task = { task: string; intervalDays: number; keywords: string[]; asPrinted: string };

function truths(DIR: string, kind: "licenses" | "manuals"): Truth[] {
  const dir = path.join(DIR, kind);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".expected.json"))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Truth);
}

function validDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return ISO.test(iso) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

describe.each(SETS)("%s truth files", (set) => {
  const DIR = dirOf(set);
  const licenses = truths(DIR, "licenses");
  const manuals = truths(DIR, "manuals");

  it("has 24 licenses, three of each of the eight types, from 24 different states", () => {
    expect(licenses).toHaveLength(24);
    for (const type of TYPES) expect(licenses.filter((t) => t.expected.licenseType === type), type).toHaveLength(3);
    expect(new Set(licenses.map((t) => t.expected.state)).size).toBe(24);
  });

  it("has 8 text PDFs, 4 scanned PDFs, 4 PNGs and 8 photos among the licenses", () => {
    const count = (f: string) => licenses.filter((t) => t.format === f).length;
    expect([count("text-pdf"), count("scanned-pdf"), count("png"), count("photo-jpeg")]).toEqual([8, 4, 4, 8]);
  });

  it("gives every license a document beside it, valid dates and an address made of its parts", () => {
    for (const t of licenses) {
      const e = t.expected;
      expect(t.schema, t.file).toBe("sous-fixture/license-v1");
      expect(existsSync(path.join(DIR, "licenses", t.file)), t.file).toBe(true);
      expect(validDate(String(e.issueDate)), t.file).toBe(true);
      if (e.expirationDate !== null) {
        expect(validDate(String(e.expirationDate)), t.file).toBe(true);
        expect(String(e.expirationDate) > String(e.issueDate), t.file).toBe(true);
      }
      expect(t.asPrinted?.expirationDate === null, t.file).toBe(e.expirationDate === null);
      const a = t.addressParts!;
      expect(e.address, t.file).toBe(`${a.street}, ${a.city}, ${a.state} ${a.zip}`);
      expect(a.state, t.file).toBe(e.state);
      expect(a.zip, t.file).toMatch(/^\d{5}$/);
      for (const k of ["licenseNumber", "issuingAuthority", "licenseeName"]) expect(String(e[k]).length, `${t.file} ${k}`).toBeGreaterThan(3);
    }
  });

  it("has no expiry for certificates of occupancy and sales tax certificates", () => {
    for (const t of licenses.filter((x) => ["Certificate of Occupancy", "Sales Tax Certificate"].includes(String(x.expected.licenseType)))) {
      expect(t.expected.expirationDate, t.file).toBeNull();
    }
  });

  it("gives every manual task a known interval and keywords its printed text contains", () => {
    expect(manuals).toHaveLength(9);
    expect(new Set(manuals.map((t) => t.expected.equipmentType)).size).toBe(9);
    for (const t of manuals) {
      expect(existsSync(path.join(DIR, "manuals", t.file)), t.file).toBe(true);
      const tasks = t.expected.tasks as Task[];
      expect(tasks.length, t.file).toBeGreaterThanOrEqual(5);
      expect(t.notIntervals?.length ?? 0, t.file).toBeGreaterThan(0);
      for (const task of tasks) {
        expect([1, 7, 14, 30, 90, 180, 365], `${t.file} ${task.task}`).toContain(task.intervalDays);
        expect(task.keywords.length, task.task).toBeGreaterThanOrEqual(1);
        expect(task.keywords.length, task.task).toBeLessThanOrEqual(3);
        for (const k of task.keywords) {
          expect(task.task.toLowerCase(), `${t.file}: "${k}" in the task`).toContain(k.toLowerCase());
          expect(task.asPrinted.toLowerCase(), `${t.file}: "${k}" as printed`).toContain(k.toLowerCase());
        }
      }
    }
  });
});
