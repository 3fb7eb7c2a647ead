// Issue 30: dates as agencies print them, found by position as well as by lines, and confidences derived from the
// evidence (the figures' order, the OCR's word confidences, rival candidates), so that a value shown as sure is right.
import { describe, expect, it } from "vitest";
import { findDates, numericOrder } from "@server/documents/extract/dates";
import { settleNumericOrder } from "@server/documents/extract/date-order";
import { dateByPosition, placedDates } from "@server/documents/extract/date-positions";
import { SURE_WORD, TURNED_PAGE_DOUBT, sureWordBar, valueOcrConfidence } from "@server/documents/extract/ocr-evidence";
import { readLicenseRules } from "@server/documents/extract/license-rules";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { checkAuthority } from "@server/documents/extract/plausibility";
import { needsReview } from "@shared/domain/confidence";
import type { PageWords, Word } from "@server/documents/text/words";

const TYPES = ["Business License", "Food Service Establishment Permit"];
// The rules' own confidences: what the evidence decides, before the calibrator (tested on its own) moves the bars.
const read = (text: string, words?: PageWords[], fromOcr = false) => readLicenseRules(text, { licenseTypeNames: TYPES, words, fromOcr });

/** Words laid out left to right from x at baseline row y (10 units a character, 12 high), with an OCR confidence. */
function row(text: string, x: number, y: number, conf?: number): Word[] {
  const out: Word[] = [];
  let at = x;
  for (const t of text.split(" ")) {
    out.push({ text: t, x: at, y, w: t.length * 10, h: 12, page: 1, ...(conf === undefined ? {} : { conf }) });
    at += (t.length + 1) * 10;
  }
  return out;
}
const page = (...rows: Word[][]): PageWords[] => [{ page: 1, width: 1200, height: 1600, words: rows.flat() }];

describe("dates as agencies print them", () => {
  it.each([
    ["Issued 9-Mar-26", "2026-03-09"],
    ["Monday, March 9, 2026", "2026-03-09"],
    ["Mon., Mar. 9, 2026", "2026-03-09"],
    ["MAR-09-2026", "2026-03-09"],
    ["9th of March 2026", "2026-03-09"],
    ["the 1st day of July, 2026", "2026-07-01"],
    ["06-01-26", "2026-06-01"],
  ])("%s → %s", (text, iso) => {
    expect(findDates(text)[0]?.iso).toBe(iso);
  });

  it("counts a weekday before a date as part of it, so the words before it are the label's", () => {
    const d = findDates("Expires Sunday, December 31, 2028")[0]!;
    expect("Expires Sunday, December 31, 2028".slice(0, d.index)).toBe("Expires ");
  });

  it("marks an all-figure date that reads both ways, and what another date proves of the order", () => {
    expect(findDates("06-01-26")[0]!.dayFirst).toBe("2026-01-06");
    expect(findDates("06-15-26")[0]!.dayFirst).toBeUndefined();
    expect(findDates("06-06-26")[0]!.dayFirst).toBeUndefined();
    expect(numericOrder("Issued 06-01-26 Expires 06-30-27")).toBe("month-first");
    expect(numericOrder("Issued 01-06-26 Expires 30-06-27")).toBe("day-first");
    expect(numericOrder("Issued 06-01-26 Expires 06-01-27")).toBeNull();
  });

  it("reads an ambiguous date month first, and is sure of it only when the document tells the order", () => {
    const sure = { value: "2026-06-01", confidence: 0.9 };
    const alone = settleNumericOrder(sure, "Issued: 06-01-26\nExpires: 05-01-27");
    expect(alone.value).toBe("2026-06-01");
    expect(needsReview(alone.confidence)).toBe(true);
    expect(settleNumericOrder(sure, "Issued: 06-01-26\nExpires: 05-31-27")).toEqual(sure);
    expect(settleNumericOrder(sure, "Issued: 06-01-26\nThis license was granted June 1, 2026.")).toEqual(sure);
    expect(settleNumericOrder({ value: "2026-01-06", confidence: 0.9 }, "Issued: 01-06-26\nExpires: 31-05-27")).toEqual({ value: "2026-06-01", confidence: 0.9 });
  });

  it("reads a term stated in a sentence, across a line break and with weekdays", () => {
    const f = read(
      [
        "CITY OF ALDER FALLS",
        "BUSINESS LICENSE",
        "License Number: BL-2026-0142",
        "This business license is granted for the premises at 12 Oak Street for the term commencing Monday,",
        "June 1, 2026 and ending on Wednesday, June 30, 2027, unless sooner revoked.",
      ].join("\n"),
    );
    expect(f.issueDate.value).toBe("2026-06-01");
    expect(f.expirationDate.value).toBe("2027-06-30");
  });
});

describe("dates by position", () => {
  // A row of three labels over two dates and a stamp: the lines do not pair them, the boxes do.
  const words = page(
    row("ISSUE DATE", 100, 100),
    row("EXPIRES", 400, 100),
    row("CLASS / FEE STATUS", 700, 100),
    row("the 22nd day of January, 2026", 110, 120),
    row("9-Mar-27", 410, 120),
    row("PAID", 720, 126),
  );

  it("names each date by the label over it", () => {
    const placed = placedDates(words);
    expect(dateByPosition(placed, "issue")).toMatchObject({ iso: "2026-01-22", rival: 0 });
    expect(dateByPosition(placed, "expiry")).toMatchObject({ iso: "2027-03-09", rival: 0 });
  });

  it("takes the positions' dates when the lines name none", () => {
    const text = "ALARM SYSTEM PERMIT\nISSUE DATE\tEXPIRES\tCLASS / FEE STATUS\nthe 22nd day of January, 2026 9-Mar-27\tPAID";
    const f = read(text, words);
    expect(f.issueDate.value).toBe("2026-01-22");
    expect(f.expirationDate.value).toBe("2027-03-09");
  });

  it("makes a labelled date that another label contests 'please check'", () => {
    const contested = page(row("Issued: March 2, 2026", 100, 100), row("Issue Date", 600, 200), row("April 4, 2026", 600, 220));
    const f = read("Issued: March 2, 2026\nIssue Date\nApril 4, 2026", contested);
    expect(f.issueDate.value).toBe("2026-03-02");
    expect(needsReview(f.issueDate.confidence)).toBe(true);
  });
});

describe("the OCR's word confidences", () => {
  const text = "CITY OF ALDER FALLS\nFinance Department\nBUSINESS LICENSE\nLicense No.: BL-26-8841\nLicensee: Oak Barrel LLC";
  const ocrPage = (numberConf: number) =>
    page(row("CITY OF ALDER FALLS", 100, 40, 0.95), row("Finance Department", 100, 60, 0.95), row("BUSINESS LICENSE", 100, 90, 0.95), row("License No.:", 100, 120, 0.95), row("BL-26-8841", 300, 120, numberConf), row("Licensee: Oak Barrel LLC", 100, 140, 0.93));

  it("finds the least sure word of a value, whatever OCR look-alikes it was repaired from", () => {
    expect(valueOcrConfidence("BL-26-8841", ocrPage(0.61))).toBe(0.61);
    expect(valueOcrConfidence("Oak Barrel LLC", ocrPage(0.61))).toBe(0.93);
    expect(valueOcrConfidence("BL-26-884I", ocrPage(0.61))).toBe(0.61);
    expect(valueOcrConfidence("anything", [{ page: 1, width: 10, height: 10, words: row("text layer", 0, 0) }])).toBeNull();
  });

  it("keeps a value read from sure words sure, and asks for a check of one read from unsure words", () => {
    expect(needsReview(read(text, ocrPage(0.95), true).licenseNumber.confidence)).toBe(false);
    const unsure = read(text, ocrPage(0.7), true);
    expect(unsure.licenseNumber.value).toBe("BL-26-8841");
    expect(needsReview(unsure.licenseNumber.confidence)).toBe(true);
    expect(needsReview(unsure.licenseeName.confidence)).toBe(false);
  });

  it("does the same for a manual's model", () => {
    const manual = "FROSTLINE REFRIGERATION CO.\nReach-In Refrigerator\nModel: RF-220X\nClean the condenser coil every month.";
    const words = page(row("FROSTLINE REFRIGERATION CO.", 100, 40, 0.95), row("Reach-In Refrigerator", 100, 60, 0.95), row("Model: RF-220X", 100, 80, 0.55));
    const f = extractManualRules(manual, { words, fromOcr: true });
    expect(f.model.value).toBe("RF-220X");
    expect(needsReview(f.model.confidence)).toBe(true);
    expect(needsReview(extractManualRules(manual).model.confidence)).toBe(false);
  });

  it("asks surer words of a page the OCR turned upright first (its letters were resampled)", () => {
    const turned = (pages: PageWords[]): PageWords[] => pages.map((p) => ({ ...p, turned: -7.1 }));
    expect(sureWordBar(SURE_WORD.identifier, ocrPage(0.95))).toBe(SURE_WORD.identifier);
    expect(sureWordBar(SURE_WORD.identifier, turned(ocrPage(0.95)))).toBeCloseTo(SURE_WORD.identifier + TURNED_PAGE_DOUBT, 6);
    // A number read at 0.85: sure on a page read as taken, "please check" on a turned one; a sure word stays sure.
    expect(needsReview(read(text, ocrPage(0.85), true).licenseNumber.confidence)).toBe(false);
    const doubted = read(text, turned(ocrPage(0.85)), true);
    expect(doubted.licenseNumber.value).toBe("BL-26-8841");
    expect(needsReview(doubted.licenseNumber.confidence)).toBe(true);
    expect(needsReview(read(text, turned(ocrPage(0.97)), true).licenseNumber.confidence)).toBe(false);
    // The manual's serial likewise (a serial's "0" read "8" at 0.81 on a photo turned 7°).
    const manual = "FROSTLINE REFRIGERATION CO.\nReach-In Refrigerator\nModel: RF-220X\nSerial No.: FR26-0725\nClean the condenser coil every month.";
    const words = page(row("FROSTLINE REFRIGERATION CO.", 100, 40, 0.95), row("Reach-In Refrigerator", 100, 60, 0.95), row("Model: RF-220X", 100, 80, 0.95), row("Serial No.: FR26-0725", 100, 100, 0.81));
    expect(needsReview(extractManualRules(manual, { words, fromOcr: true }).serial.confidence)).toBe(false);
    const onTurned = extractManualRules(manual, { words: turned(words), fromOcr: true });
    expect(onTurned.serial.value).toBe("FR26-0725");
    expect(needsReview(onTurned.serial.confidence)).toBe(true);
  });
});

describe("rivals", () => {
  it("doubts an agency name that names no place", () => {
    expect(checkAuthority("Liquor Control Commission").kind).toBe("doubt");
    expect(checkAuthority("Department of Revenue").kind).toBe("doubt");
    expect(checkAuthority("Indiana Liquor Control Commission").kind).toBe("ok");
    expect(checkAuthority("City of Alder Falls Finance Department").kind).toBe("ok");
  });

  it("asks for a check of an unlabelled premises address when another street address is printed", () => {
    const one = read("CITY OF ALDER FALLS\nBUSINESS LICENSE\nOak Barrel LLC\n12 Oak Street, Alder Falls, OR 97401");
    expect(needsReview(one.address.confidence)).toBe(false);
    const two = read("CITY OF ALDER FALLS\nBUSINESS LICENSE\nOak Barrel LLC\n12 Oak Street, Alder Falls, OR 97401\nJane Roe\n88 Pine Avenue, Salem, OR 97301");
    expect(two.address.value).toContain("12 Oak Street");
    expect(needsReview(two.address.confidence)).toBe(true);
  });

  it("asks for a check of a licensee another label of the same weight contradicts", () => {
    const f = read("BUSINESS LICENSE\nLicensee: Oak Barrel LLC\nLicense No.: BL-26-8841\nPermittee: Jane Roe");
    expect(f.licenseeName.value).toBe("Oak Barrel LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
    expect(needsReview(read("BUSINESS LICENSE\nLicensee: Oak Barrel LLC\nLicense No.: BL-26-8841").licenseeName.confidence)).toBe(false);
  });
});
