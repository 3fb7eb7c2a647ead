/**
 * The blind payroll set (tests/fixtures/payroll/blind/): exports written by hand from a brief naming payroll and
 * POS systems only, before any reader change of issue 31, and never tuned on. Each case is a folder of files
 * (one upload, one week) and an expected.json: accept with every employee's tips in cents, or reject with words
 * the refusal must mention. Used by scripts/payroll-blind-report.ts and tests/unit/payroll-blind.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const BLIND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/payroll/blind");

export interface BlindExpected {
  weekEnding: string;
  expect: "accept" | "reject";
  description: string;
  files: string[];
  employees?: { name: string; tipsCents: number }[];
  totalTipsCents?: number;
  messageMentions?: string[];
}

export interface BlindCase {
  id: string;
  expected: BlindExpected;
  files: { fileName: string; bytes: Uint8Array }[];
}

export function loadBlindCases(dir = BLIND_DIR): BlindCase[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((id) => {
      const expected = JSON.parse(readFileSync(path.join(dir, id, "expected.json"), "utf8")) as BlindExpected;
      const files = expected.files.map((fileName) => ({ fileName, bytes: new Uint8Array(readFileSync(path.join(dir, id, fileName))) }));
      return { id, expected, files };
    });
}

/** A person's name compared loosely: accents, case, order, punctuation and middle initials do not matter. */
export function looseName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z ,']/g, " ")
    .replace(/[,']/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .sort()
    .join(" ");
}

export type BlindOutcome =
  | { ok: true; employees: { name: string; tipsCents: number }[]; totalTipsCents: number }
  | { ok: false; status: number; message: string };

/** What is wrong with an outcome for a case; empty when right. */
export function blindProblems(c: BlindCase, outcome: BlindOutcome): string[] {
  const e = c.expected;
  if (e.expect === "reject") {
    if (outcome.ok) return [`accepted (${outcome.totalTipsCents} cents) but must be refused: ${e.description}`];
    const missing = (e.messageMentions ?? []).filter((m) => !outcome.message.includes(m));
    return missing.length > 0 ? [`refused without naming ${missing.join(", ")}: ${outcome.message}`] : [];
  }
  if (!outcome.ok) return [`refused: ${outcome.status} ${outcome.message}`];
  const problems: string[] = [];
  if (outcome.totalTipsCents !== e.totalTipsCents) problems.push(`total ${outcome.totalTipsCents} != ${e.totalTipsCents}`);
  const got = new Map(outcome.employees.map((x) => [looseName(x.name), x]));
  for (const want of e.employees ?? []) {
    const g = got.get(looseName(want.name));
    if (!g) problems.push(`missing ${want.name}`);
    else if (g.tipsCents !== want.tipsCents) problems.push(`${want.name}: ${g.tipsCents} != ${want.tipsCents}`);
    got.delete(looseName(want.name));
  }
  for (const extra of got.values()) problems.push(`extra ${extra.name}`);
  return problems;
}
