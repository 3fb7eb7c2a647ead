// Helpers shared by the document tests: the license and manual fixture sets of tests/fixtures.
import fs from "node:fs";
import path from "node:path";
import { FIXTURES_DIR } from "../support/fixtures";
import type { DocumentContentType } from "@server/documents/text";

export const FIXTURES = FIXTURES_DIR;

export const LICENSE_TYPES = [
  "Food Service Establishment Permit",
  "Certificate of Occupancy",
  "Liquor License",
  "Business License",
  "Fire Safety Permit",
  "Food Protection Certificate",
  "Sales Tax Certificate",
  "Sign Permit",
];

export interface Fixture {
  file: string;
  path: string;
  kind: "licenses" | "manuals";
  format: string;
  contentType: DocumentContentType;
  truth: Record<string, unknown> & { format: string; pages: number };
}

const types: Record<string, DocumentContentType> = { ".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg" };

export function fixtures(kind: "licenses" | "manuals"): Fixture[] {
  const dir = path.join(FIXTURES, kind);
  return fs
    .readdirSync(dir)
    .filter((f) => !f.endsWith(".json"))
    .sort()
    .map((file) => {
      const truth = JSON.parse(fs.readFileSync(path.join(dir, file.replace(/\.\w+$/, ".expected.json")), "utf8"));
      return { file, path: path.join(dir, file), kind, format: truth.format, contentType: types[path.extname(file)]!, truth };
    });
}
