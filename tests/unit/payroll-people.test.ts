import { describe, expect, it } from "vitest";
import { readPayrollUpload } from "@server/features/payroll/reader";
import { text } from "./payroll-test-helpers";

const week = (keepApart?: string[]) =>
  readPayrollUpload(
    [
      { fileName: "card.csv", bytes: text("Staff,Card Tips\nJosé Peña,644.30\nGrace O'Malley,512.10\n") },
      { fileName: "cash.csv", bytes: text('Name,Cash Tips\n"PENA, JOSE",92.00\n"O\'MALLEY, GRACE",61.50\n') },
    ],
    keepApart ? { keepApart } : {},
  );

describe("one person across the files of a week (issue 31)", () => {
  it("merges 'José Peña' and 'PENA, JOSE' (accents and case folded), keeps the accented name, and lists the merge", () => {
    const result = week();
    expect(result.employees.map((e) => [e.name, e.tipsCents])).toEqual([
      ["José Peña", 73630],
      ["Grace O'Malley", 57360],
    ]);
    expect(result.merges).toContainEqual({ name: "José Peña", asWritten: ["José Peña", "PENA, JOSE"] });
    expect(result.employees[0]!.components).toEqual([
      { label: "Card Tips", tipsCents: 64430 },
      { label: "Cash Tips", tipsCents: 9200 },
    ]);
  });

  it("keeps a spelling apart when asked, the total unchanged", () => {
    const result = week(["PENA, JOSE"]);
    expect(result.employees.map((e) => [e.name, e.tipsCents])).toEqual([
      ["José Peña", 64430],
      ["Grace O'Malley", 57360],
      ["JOSE PENA", 9200],
    ]);
    expect(result.totalTipsCents).toBe(130990);
  });

  it("does not merge when a file lists the two spellings as separate rows, or the middle initials differ", () => {
    const sameFile = readPayrollUpload([{ fileName: "a.csv", bytes: text("Name,Tips\nJosé Peña,10\nJose Pena,20\n") }]);
    expect(sameFile.employees).toHaveLength(2);
    expect(sameFile.warnings.join()).toMatch(/Not merged: José Peña, Jose Pena/);
    const initials = readPayrollUpload([
      { fileName: "a.csv", bytes: text("Name,Tips\nMaria L. Garcia,10\n") },
      { fileName: "b.csv", bytes: text("Name,Tips\nMaria R. Garcia,20\n") },
    ]);
    expect(initials.employees.map((e) => e.name)).toEqual(["Maria L. Garcia", "Maria R. Garcia"]);
  });
});
