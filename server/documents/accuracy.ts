// Scores extractions against the ground truth in tests/fixtures (see its README: "Comparing").
import type { LicenseFields, ManualFields } from "./extract/types";

export const LICENSE_FIELDS = [
  "licenseNumber",
  "issueDate",
  "expirationDate",
  "issuingAuthority",
  "licenseeName",
  "address",
  "state",
  "licenseType",
] as const;
export type LicenseFieldName = (typeof LICENSE_FIELDS)[number];

export interface LicenseTruth {
  expected: Record<LicenseFieldName, string | null>;
  addressParts: { street: string; city: string; state: string; zip: string };
  alternatives?: Partial<Record<LicenseFieldName, string[]>>;
}

export interface ManualTruth {
  expected: {
    equipmentType: string;
    manufacturer: string;
    model: string;
    /** null: the document prints no serial number, and reading none is right. */
    serial: string | null;
    tasks: { task: string; intervalDays: number; keywords: string[] }[];
  };
  alternatives?: { manufacturer?: string[]; equipmentType?: string[] };
}

const dashes = /[‐‑‒–—−]/g;
const looseText = (s: string) =>
  s
    .normalize("NFC")
    .toLowerCase()
    // "Building & Planning" is the same agency as "Building and Planning".
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
const idText = (s: string) => s.toLowerCase().replace(dashes, "-").replace(/\s+/g, "");

/** Street number and name, city and zip of the expected address all appear in the extracted one. */
function addressMatches(got: string, parts: LicenseTruth["addressParts"]): boolean {
  const g = looseText(got);
  const street = looseText(parts.street).split(" ");
  const number = street[0] ?? "";
  const name = street.slice(1).find((w) => !/^(n|s|e|w|north|south|east|west)$/.test(w) && w.length > 1) ?? "";
  return (
    new RegExp(`\\b${number}\\b`).test(g) &&
    g.includes(name) &&
    g.includes(looseText(parts.city)) &&
    new RegExp(`\\b${parts.zip}\\b`).test(g)
  );
}

export function licenseFieldCorrect(field: LicenseFieldName, got: string | null, truth: LicenseTruth): boolean {
  const want = truth.expected[field];
  if (want === null || want === undefined) return got === null || got === undefined;
  if (got === null || got === undefined) return false;
  const accepted = [want, ...(truth.alternatives?.[field] ?? [])];
  switch (field) {
    case "licenseType":
    case "state":
    case "issueDate":
    case "expirationDate":
      return got === want;
    case "licenseNumber":
      return accepted.some((a) => idText(a) === idText(got));
    case "issuingAuthority":
    case "licenseeName":
      return accepted.some((a) => looseText(a) === looseText(got));
    case "address":
      return addressMatches(got, truth.addressParts);
  }
}

export function scoreLicense(fields: LicenseFields, truth: LicenseTruth): Record<LicenseFieldName, boolean> {
  const out = {} as Record<LicenseFieldName, boolean>;
  for (const f of LICENSE_FIELDS) out[f] = licenseFieldCorrect(f, fields[f].value, truth);
  return out;
}

export interface ManualScore {
  equipmentType: boolean;
  manufacturer: boolean;
  model: boolean;
  serial: boolean;
  /** Expected tasks found with the right interval. */
  tasksFound: number;
  tasksExpected: number;
  missing: string[];
}

export function scoreManual(fields: ManualFields, truth: ManualTruth): ManualScore {
  const e = truth.expected;
  const eq = (a: string | null, b: string) => a !== null && looseText(a) === looseText(b);
  const missing: string[] = [];
  let found = 0;
  for (const t of e.tasks) {
    const hit = fields.tasks.some(
      (x) => x.intervalDays === t.intervalDays && t.keywords.every((k) => x.task.toLowerCase().includes(k.toLowerCase())),
    );
    if (hit) found++;
    else missing.push(`${t.task} (${t.intervalDays})`);
  }
  return {
    equipmentType: [e.equipmentType, ...(truth.alternatives?.equipmentType ?? [])].some((t) => eq(fields.equipmentType.value, t)),
    manufacturer: [e.manufacturer, ...(truth.alternatives?.manufacturer ?? [])].some((m) => eq(fields.manufacturer.value, m)),
    model: fields.model.value !== null && idText(fields.model.value) === idText(e.model),
    serial: e.serial === null ? fields.serial.value === null : fields.serial.value !== null && idText(fields.serial.value) === idText(e.serial),
    tasksFound: found,
    tasksExpected: e.tasks.length,
    missing,
  };
}
