import { describe, expect, it } from "vitest";
import { addFiles, formatMegabytes, MAX_PAYROLL_FILE_BYTES } from "@/features/payroll/files";
import { averageCents } from "@server/features/payroll/present";

const file = (name: string, size: number, lastModified = 1) => new File([new Uint8Array(size)], name, { lastModified });

describe("payroll file picking (client)", () => {
  it("lists sizes in MB", () => {
    expect(formatMegabytes(4748)).toBe("<0.01 MB");
    expect(formatMegabytes(6656)).toBe("0.01 MB");
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe("2.50 MB");
    expect(formatMegabytes(0)).toBe("0.00 MB");
  });

  it("adds spreadsheets, skips ones already chosen, refuses others naming them", () => {
    const a = file("a.xlsx", 10);
    const { files, problems } = addFiles([a], [a, file("b.XLS", 10), file("c.csv", 10), file("notes.txt", 10), file("big.xlsx", MAX_PAYROLL_FILE_BYTES + 1)]);
    expect(files.map((f) => f.name)).toEqual(["a.xlsx", "b.XLS", "c.csv"]);
    expect(problems).toEqual(['"notes.txt" is not an .xlsx, .xls or .csv file.', '"big.xlsx" is larger than 10MB (10.00 MB).']);
  });

  it("keeps a file of exactly 10MB and stops at 20 files", () => {
    expect(addFiles([], [file("edge.xlsx", MAX_PAYROLL_FILE_BYTES)]).files).toHaveLength(1);
    const twenty = Array.from({ length: 20 }, (_, i) => file(`f${i}.csv`, 1, i));
    const { files, problems } = addFiles(twenty, [file("one-more.csv", 1, 99)]);
    expect(files).toHaveLength(20);
    expect(problems[0]).toContain('"one-more.csv" was not added');
  });
});

describe("payroll presentation (server)", () => {
  it("averages to the cent, half away from zero", () => {
    expect(averageCents(1207685, 15)).toBe(80512);
    expect(averageCents(464990, 9)).toBe(51666);
    expect(averageCents(5, 2)).toBe(3);
    expect(averageCents(-5, 2)).toBe(-3);
    expect(averageCents(100, 0)).toBeNull();
  });

});
