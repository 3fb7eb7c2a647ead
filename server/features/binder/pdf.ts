import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { vendorServiceLabel } from "@shared/domain/vendor-services";
import type { ServiceRecordView } from "@shared/schema/service-records-views";
import type { BinderContent } from "./load";

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 54;
const CONTENTS_LINES_PER_PAGE = 38;

export interface BinderPdfOptions {
  /** Who made it, for the cover ("Jane Doe", "Shared link made by Jane Doe"). */
  madeBy: string;
  /** When it was made (the cover's date and time, in UTC). */
  now?: Date;
  /** Called after each document is placed: (placed, total). */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /** After each document, rest this many times as long as placing it took (default REST_SHARE; 0: no rest). */
  restShare?: number;
}

/**
 * The builder rests after each document as long as it worked (half its CPU share at any moment): on two cores a
 * build that runs flat out at nice 10 leaves a light request's wake-up waiting behind it and the PostgreSQL backend
 * feeding it, where resting gives the request a free core (build ~1.0 → ~1.6 s for 20 licenses and 30 records).
 * A builder process under SCHED_IDLE does not rest (restShare 0): the kernel gives a waking request the core at
 * once (ARCHITECTURE, "Binder builds").
 */
export const REST_SHARE = 1;

/** The bytes of a stored document, or null when it cannot be read (the PDF then says so on a page). */
export type BinderReader = (documentId: string) => Promise<{ bytes: Uint8Array; contentType: string; name: string } | null>;

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Text as the standard Helvetica font can draw it (WinAnsi): accents dropped, anything else as "?". */
function drawable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  return [...text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")]
    .map((ch) => (ch === "\n" || ch === "\t" ? " " : supported.has(ch.codePointAt(0)!) ? ch : "?"))
    .join("");
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(drawable(font, next), size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  y = PAGE[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {}
  line(text: string, size = 11, opts: { bold?: boolean; gap?: number; color?: [number, number, number] } = {}): void {
    const font = opts.bold ? this.bold : this.font;
    for (const l of wrap(font, text, size, PAGE[0] - 2 * MARGIN)) {
      if (this.y < MARGIN) return;
      this.page.drawText(drawable(font, l), { x: MARGIN, y: this.y - size, size, font, color: rgb(...(opts.color ?? [0.1, 0.1, 0.1])) });
      this.y -= size * 1.35;
    }
    this.y -= opts.gap ?? 0;
  }
}

interface Entry {
  title: string;
  page: number;
}

function recordLines(r: ServiceRecordView): string[] {
  return [
    `Done on: ${r.doneOn}`,
    `Recorded by: ${r.doneBy.name}`,
    `Done by vendor: ${r.vendor?.name ?? "in house"}`,
    ...(r.cost ? [`Cost: $${r.cost}`] : []),
    ...(r.notes ? [`Notes: ${r.notes}`] : []),
    `Attachments: ${r.attachments.length ? r.attachments.map((a) => a.name).join(", ") : "none"}`,
  ];
}

/**
 * One PDF of the binder: a cover (location, date, who made it), a contents page, then each license's document
 * and each service record (a page of its details, then its attachments): PDFs appended page by page, photos
 * placed on a page each, scaled to fit. A document that cannot be read or parsed gets a page saying so.
 */
export async function buildBinderPdf(content: BinderContent, read: BinderReader, options: BinderPdfOptions): Promise<Uint8Array> {
  const { view } = content;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Inspection binder — ${view.location.name}`);
  pdf.setCreator("Sous");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const now = options.now ?? new Date();

  const cover = new Writer(pdf.addPage(PAGE), font, bold);
  cover.y = PAGE[1] - 200;
  cover.line("Inspection binder", 28, { bold: true, gap: 16 });
  cover.line(view.location.name, 18, { bold: true, gap: 4 });
  cover.line(view.location.address, 12, { gap: 24 });
  cover.line(`Made on ${now.toISOString().slice(0, 16).replace("T", " ")} UTC (location's date ${view.today})`, 12, { gap: 4 });
  cover.line(`Made by ${options.madeBy}`, 12, { gap: 24 });
  cover.line(
    `${view.licenses.length} current license${view.licenses.length === 1 ? "" : "s"}, ${content.pdfRecords.length} service record${content.pdfRecords.length === 1 ? "" : "s"}, ${view.missing.length} missing requirement${view.missing.length === 1 ? "" : "s"}`,
    12,
  );

  const entryCount = view.licenses.length + content.pdfRecords.length + view.missing.length + 4;
  const contentsPages = Array.from({ length: Math.max(1, Math.ceil(entryCount / CONTENTS_LINES_PER_PAGE)) }, () => pdf.addPage(PAGE));

  const total = view.licenses.length + content.pdfRecords.length;
  let done = 0;
  const restShare = options.restShare ?? REST_SHARE;
  let busySince = performance.now();
  const progress = async () => {
    await options.onProgress?.(++done, total);
    if (restShare <= 0) return;
    const worked = performance.now() - busySince;
    await new Promise((resolve) => setTimeout(resolve, worked * restShare));
    busySince = performance.now();
  };
  const entries: { licenses: Entry[]; records: Entry[] } = { licenses: [], records: [] };

  for (const [i, license] of view.licenses.entries()) {
    const title = `${license.typeName}${license.licenseNumber ? ` ${license.licenseNumber}` : ""}${license.expirationDate ? ` — expires ${license.expirationDate}` : " — no expiry"}`;
    entries.licenses.push({ title, page: pdf.getPageCount() + 1 });
    const docId = content.licenseDocumentIds[i];
    if (docId) await placeDocument(pdf, font, bold, await read(docId), title);
    else notePage(pdf, font, bold, title, ["This license has no document on file."]);
    await progress();
  }

  for (const record of content.pdfRecords) {
    const kind = vendorServiceLabel(record.serviceKind);
    const title = `${record.taskName} — ${record.equipmentName}, ${record.doneOn}`;
    entries.records.push({ title, page: pdf.getPageCount() + 1 });
    notePage(pdf, font, bold, `${record.taskName}${kind && kind !== record.taskName ? ` (${kind})` : ""}`, [`Equipment: ${record.equipmentName}`, ...recordLines(record)]);
    for (const docId of content.attachmentDocumentIds.get(record.id) ?? []) await placeDocument(pdf, font, bold, await read(docId), title);
    await progress();
  }

  // The contents, now that every section's first page is known.
  const lines: Array<{ text: string; page?: number; bold?: boolean }> = [
    { text: "Licenses", bold: true },
    ...entries.licenses.map((e) => ({ text: e.title, page: e.page })),
    { text: "Service records", bold: true },
    ...entries.records.map((e) => ({ text: e.title, page: e.page })),
    { text: "Missing required licenses", bold: true },
    ...(view.missing.length ? view.missing.map((m) => ({ text: m.name })) : [{ text: "None" }]),
  ];
  contentsPages.forEach((page, p) => {
    const w = new Writer(page, font, bold);
    if (p === 0) w.line("Contents", 20, { bold: true, gap: 10 });
    for (const l of lines.slice(p * CONTENTS_LINES_PER_PAGE, (p + 1) * CONTENTS_LINES_PER_PAGE)) {
      const size = 10.5;
      const text = drawable(l.bold ? bold : font, l.text).slice(0, 90);
      if (w.y < MARGIN) break;
      page.drawText(text, { x: MARGIN + (l.bold ? 0 : 12), y: w.y - size, size, font: l.bold ? bold : font });
      if (l.page) {
        const n = String(l.page);
        page.drawText(n, { x: PAGE[0] - MARGIN - font.widthOfTextAtSize(n, size), y: w.y - size, size, font });
      }
      w.y -= size * 1.6;
    }
  });

  return pdf.save();
}

function notePage(pdf: PDFDocument, font: PDFFont, bold: PDFFont, title: string, lines: string[]): void {
  const w = new Writer(pdf.addPage(PAGE), font, bold);
  w.line(title, 16, { bold: true, gap: 10 });
  for (const l of lines) w.line(l, 11, { gap: 4 });
}

async function placeDocument(
  pdf: PDFDocument,
  font: PDFFont,
  bold: PDFFont,
  doc: Awaited<ReturnType<BinderReader>>,
  title: string,
): Promise<void> {
  if (!doc) return notePage(pdf, font, bold, title, ["The document could not be read from storage."]);
  try {
    if (doc.contentType === "application/pdf") {
      const source = await PDFDocument.load(doc.bytes, { ignoreEncryption: true, updateMetadata: false });
      for (const page of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(page);
      return;
    }
    const image = doc.contentType === "image/png" ? await pdf.embedPng(doc.bytes) : await pdf.embedJpg(doc.bytes);
    const page = pdf.addPage(PAGE);
    const size = 9;
    page.drawText(drawable(font, `${title} — ${doc.name}`).slice(0, 110), { x: MARGIN, y: PAGE[1] - MARGIN + 12, size, font });
    const box = { width: PAGE[0] - 2 * MARGIN, height: PAGE[1] - 2 * MARGIN };
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: (PAGE[0] - width) / 2, y: MARGIN + (box.height - height) / 2, width, height });
  } catch {
    notePage(pdf, font, bold, title, [`${doc.name} could not be placed in this PDF (it may be damaged or encrypted).`, "Download it from Sous instead."]);
  }
}
