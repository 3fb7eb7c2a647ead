// Issue 30, point 7: permits issued as PDF forms. The values a clerk typed sit in AcroForm fields (or in
// free-text notes and stamps), not in the text layer; the reader takes them as words at their positions,
// so a filled, a flattened and a partly filled form read like the printed permit.
import { afterAll, describe, expect, it } from "vitest";
import { PDFDocument, PDFString, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { extractText, shutdownOcr } from "@server/documents/text";
import { extractLicenseRules } from "@server/documents/extract/license-rules";
import { LICENSE_FIELDS, licenseFieldCorrect } from "@server/documents/accuracy";
import { LICENSE_TYPE_NAMES } from "@server/features/licenses/catalogue/types";
import { Rng } from "../fixtures/generator/random";
import { layoutLicense, licenseTruth, LICENSE_LAYOUTS, makeLicense } from "../fixtures/generator/licenses";
import { formPdf, type FormMode } from "../fixtures/generator/form";
import { render } from "../fixtures/generator/render";

afterAll(async () => {
  await shutdownOcr();
});

const TYPES = [...LICENSE_TYPE_NAMES];

async function read(bytes: Buffer) {
  const text = await extractText(bytes, "application/pdf");
  return { text, fields: extractLicenseRules(text.text, { licenseTypeNames: TYPES, fromOcr: text.method === "ocr" }) };
}

/** A county food permit: printed labels, five values in form fields (any of them may be left empty). */
async function countyPermit(values: Partial<Record<"number" | "permittee" | "address" | "issued" | "expires", string>>, flatten = false) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText("ALDER COUNTY HEALTH DEPARTMENT", { x: 150, y: 740, size: 15, font: bold });
  page.drawText("RETAIL FOOD ESTABLISHMENT PERMIT", { x: 165, y: 712, size: 13, font: bold });
  const form = doc.getForm();
  const rows: [string, keyof typeof values, number][] = [
    ["Permit Number:", "number", 660],
    ["Permittee:", "permittee", 630],
    ["Establishment Address:", "address", 600],
    ["Date Issued:", "issued", 570],
    ["Expiration Date:", "expires", 540],
  ];
  for (const [label, key, y] of rows) {
    page.drawText(label, { x: 60, y, size: 11, font });
    const field = form.createTextField(key);
    if (values[key]) field.setText(values[key]);
    field.addToPage(page, { x: 200, y: y - 4, width: 330, height: 16, font });
  }
  page.drawText("This permit is not transferable and must be posted in public view.", { x: 60, y: 480, size: 9, font });
  if (flatten) {
    form.updateFieldAppearances(font);
    form.flatten();
  }
  return Buffer.from(await doc.save());
}

const FILLED = {
  number: "RFE-26-03318",
  permittee: "Copper Kettle Provisions LLC",
  address: "4410 Harbor View Rd, Alder Falls, WA 98221",
  issued: "03/09/2026",
  expires: "03/31/2027",
};

describe("a county food permit filled in as a PDF form", () => {
  it("reads the five filled fields (the labels alone were read before)", async () => {
    const { fields } = await read(await countyPermit(FILLED));
    expect(fields.licenseNumber.value).toBe("RFE-26-03318");
    expect(fields.licenseeName.value).toBe("Copper Kettle Provisions LLC");
    expect(fields.address.value).toBe("4410 Harbor View Rd, Alder Falls, WA 98221");
    expect(fields.issueDate.value).toBe("2026-03-09");
    expect(fields.expirationDate.value).toBe("2027-03-31");
    expect(fields.issuingAuthority.value).toBe("Alder County Health Department");
  });

  it("reads the same values once the form is flattened", async () => {
    const { text, fields } = await read(await countyPermit(FILLED, true));
    expect(text.method).toBe("pdf-text");
    expect(fields.licenseNumber.value).toBe("RFE-26-03318");
    expect(fields.licenseeName.value).toBe("Copper Kettle Provisions LLC");
    expect(fields.expirationDate.value).toBe("2027-03-31");
  });

  it("leaves an empty field empty instead of taking the next label or value", async () => {
    const { fields } = await read(await countyPermit({ ...FILLED, number: undefined, expires: undefined }));
    expect(fields.licenseNumber.value).toBeNull();
    expect(fields.expirationDate.value).toBeNull();
    expect(fields.licenseeName.value).toBe("Copper Kettle Provisions LLC");
    expect(fields.issueDate.value).toBe("2026-03-09");
  });
});

/** Adds a free-text note or a stamp carrying `text` over `rect` (x0, y0, x1, y1 in PDF points). */
function annotate(doc: PDFDocument, page: PDFPage, subtype: "FreeText" | "Stamp", text: string, rect: number[]) {
  const annot = doc.context.obj({
    Type: "Annot",
    Subtype: subtype,
    Rect: rect,
    Contents: PDFString.of(text),
    DA: PDFString.of("/Helv 11 Tf 0 g"),
    F: 4,
  });
  page.node.addAnnot(doc.context.register(annot));
}

describe("free-text notes and stamps", () => {
  it("reads a value typed as a free-text note beside its label, and a stamp's text", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const font: PDFFont = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText("CITY OF BRANSWICK FINANCE DEPARTMENT", { x: 140, y: 740, size: 14, font });
    page.drawText("BUSINESS LICENSE", { x: 230, y: 712, size: 13, font });
    page.drawText("License No.:", { x: 60, y: 660, size: 11, font });
    page.drawText("Licensee:", { x: 60, y: 630, size: 11, font });
    page.drawText("Sparrow Lane Bakery Inc.", { x: 200, y: 630, size: 11, font });
    page.drawText("Expires:", { x: 60, y: 600, size: 11, font });
    annotate(doc, page, "FreeText", "BL-2026-11842", [198, 655, 360, 672]);
    annotate(doc, page, "Stamp", "December 31, 2026", [198, 595, 360, 612]);
    // A note with no words (a drawing) adds nothing.
    page.node.addAnnot(doc.context.register(doc.context.obj({ Type: "Annot", Subtype: "Square", Rect: [400, 400, 450, 450] })));
    expect(page.node.Annots()?.size()).toBe(3);
    const { text, fields } = await read(Buffer.from(await doc.save()));
    expect(text.text).toMatch(/License No\.:\tBL-2026-11842/);
    expect(fields.licenseNumber.value).toBe("BL-2026-11842");
    expect(fields.expirationDate.value).toBe("2026-12-31");
    expect(fields.licenseeName.value).toBe("Sparrow Lane Bakery Inc.");
  });
});

describe("generated licenses of every layout as forms read like the printed ones", () => {
  const modes: FormMode[] = ["filled", "flattened"];
  it.each(modes)("%s", async (mode) => {
    const rng = new Rng(30_030 + mode.length);
    const differ: string[] = [];
    let right = 0;
    let total = 0;
    for (const layout of LICENSE_LAYOUTS) {
      const doc = makeLicense(rng);
      const page = layoutLicense(rng, doc, layout);
      const p = doc.premises;
      const values = [doc.number, doc.licensee, `${p.street}, ${p.city}, ${p.state} ${p.zip}`, p.street, `${p.city}, ${p.state} ${p.zip}`, doc.dateFormat(doc.issue), doc.expiry ? doc.dateFormat(doc.expiry) : ""].map((text) => ({ text }));
      const printed = await read(await render([page], "text-pdf", rng));
      const form = await read(await formPdf([page], values, mode));
      const truth = licenseTruth(doc, "x.pdf", "form", "application/pdf", layout);
      for (const f of LICENSE_FIELDS) {
        total++;
        if (licenseFieldCorrect(f, form.fields[f].value, truth)) right++;
        if (form.fields[f].value !== printed.fields[f].value) differ.push(`${layout.name} :: ${f}: form ${form.fields[f].value}, printed ${printed.fields[f].value}`);
      }
    }
    console.log(`${mode} forms over ${LICENSE_LAYOUTS.length} layouts: ${right}/${total} fields right; ${differ.length} differ from the printed page`);
    expect(differ).toEqual([]);
    expect(right / total).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
