import { describe, expect, it } from "vitest";
import { alertText } from "@/features/dashboard/alert-text";
import {
  documentProblemOf,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  sniffDocumentKind,
} from "@/features/licenses/document-file";
import { activeTypeIds, renewalText, splitLicenses, stateOf } from "@/features/licenses/license-lists";

const bytes = (...b: number[]) => new Uint8Array(b);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);

describe("document file check (by bytes, as the server)", () => {
  it("recognises PDF, PNG and JPEG by their first bytes", () => {
    expect(sniffDocumentKind(PDF)).toBe("pdf");
    expect(sniffDocumentKind(PNG)).toBe("png");
    expect(sniffDocumentKind(JPEG)).toBe("jpeg");
  });

  it("refuses anything else, whatever the name says", () => {
    expect(sniffDocumentKind(new TextEncoder().encode("hello, not a pdf"))).toBeNull();
    expect(sniffDocumentKind(bytes(0x25, 0x50, 0x44))).toBeNull();
    expect(sniffDocumentKind(bytes())).toBeNull();
    expect(documentProblemOf({ size: 10 }, bytes(0x50, 0x4b, 0x03, 0x04))).toBe(DOCUMENT_TYPE_MESSAGE);
  });

  it("allows up to 10 MB", () => {
    expect(documentProblemOf({ size: MAX_DOCUMENT_BYTES }, PDF)).toBeNull();
    expect(documentProblemOf({ size: MAX_DOCUMENT_BYTES + 1 }, PDF)).toBe(DOCUMENT_SIZE_MESSAGE);
  });
});

describe("license sections", () => {
  const rows = [
    { id: "a", status: "active", licenseTypeId: "t1" },
    { id: "b", status: "expiring_soon", licenseTypeId: "t2" },
    { id: "c", status: "expired", licenseTypeId: "t3" },
    { id: "d", status: "archived", licenseTypeId: "t4" },
  ];

  it("puts active and expiring_soon under Active, expired and archived under Expired & Archived", () => {
    const { active, inactive } = splitLicenses(rows);
    expect(active.map((r) => r.id)).toEqual(["a", "b"]);
    expect(inactive.map((r) => r.id)).toEqual(["c", "d"]);
  });

  it("marks a required type Active only with an active license of that type", () => {
    expect([...activeTypeIds(rows)].sort()).toEqual(["t1", "t2"]);
  });

  it("uses the location's state, none when unknown (never another state's)", () => {
    expect(stateOf({ state: "ca" })).toBe("CA");
    expect(stateOf({ state: null })).toBeNull();
    expect(stateOf({ state: "" })).toBeNull();
    expect(stateOf(null)).toBeNull();
  });

  it("writes the renewal period, and never 'Every null months'", () => {
    expect(renewalText(12)).toBe("Renewal: Every 12 months");
    expect(renewalText(1)).toBe("Renewal: Every 1 month");
    expect(renewalText(null)).toBe("Renewal: Not required");
  });
});

describe("dashboard alert text", () => {
  const today = "2026-11-22";
  it("names the date, past or coming", () => {
    expect(alertText({ expirationDate: "2026-11-01" }, today)).toBe("expired on Nov 01, 2026");
    expect(alertText({ expirationDate: today }, today)).toBe("expires today");
    expect(alertText({ expirationDate: "2026-12-22" }, today)).toBe("expires on Dec 22, 2026");
  });
});
