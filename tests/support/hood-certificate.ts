import { PDFDocument } from "pdf-lib";

/** A two-page PDF standing for a hood-cleaning certificate (service records, the binder). */
export async function hoodCertificate(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("Certificate of hood cleaning");
  pdf.addPage().drawText("NFPA 96 checklist");
  return Buffer.from(await pdf.save());
}
