import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { toCsv } from "@shared/domain/csv";
import type { Db } from "../../db/connection";
import { documentContent, documentEntries, EXPORT_TABLES, type DocumentEntry } from "./tables";

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" };

/** A file or folder name that is safe on every system: no separators, control or reserved characters. */
export function safeName(text: string, max = 80): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, max)
    .trim();
  return cleaned || "_";
}

/** documents/licenses/<Location>/<Type> <Number>.pdf, documents/equipment/<Location>/<Item> manual.pdf, documents/other/<name>. */
export function documentPath(doc: DocumentEntry): string {
  const ext = EXTENSIONS[doc.contentType] ?? "bin";
  if (doc.license) {
    const name = doc.license.number ? `${doc.license.type} ${doc.license.number}` : doc.license.type;
    return `documents/licenses/${safeName(doc.license.location)}/${safeName(name)}.${ext}`;
  }
  if (doc.manual) return `documents/equipment/${safeName(doc.manual.location)}/${safeName(`${doc.manual.item} manual`)}.${ext}`;
  const base = doc.originalName.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return `documents/other/${safeName(base)}.${ext}`;
}

/** Paths made unique by " (2)", " (3)"… before the extension. */
function uniquePaths(paths: string[]): string[] {
  const used = new Set<string>();
  return paths.map((p) => {
    let candidate = p;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = p.replace(/(\.[a-z0-9]+)?$/, ` (${n})$1`);
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** A stream that runs `load` only when the archive starts reading it. */
function lazy(load: () => Promise<Buffer | string>): Readable {
  return Readable.from(
    (async function* () {
      yield await load();
    })(),
    { objectMode: false },
  );
}

/**
 * The organization's export as a zip stream: a CSV per table (UTF-8 with a BOM, formula-neutralised
 * cells), documents.csv listing every stored document and its path, and the documents themselves. Each
 * table is queried and each document read only when the archive reaches it, so memory holds one at a time.
 */
export async function exportArchive(db: Db, organizationId: string): Promise<Readable> {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const table of EXPORT_TABLES) {
    zip.addReadStream(
      lazy(async () => `\uFEFF${toCsv(table.header, await table.rows(db, organizationId))}`),
      table.file,
      { mtime },
    );
  }
  const docs = await documentEntries(db, organizationId);
  const paths = uniquePaths(docs.map(documentPath));
  const listing = docs.map((d, i) => [paths[i]!, d.originalName, d.contentType, d.size, d.sha256, d.createdAt.toISOString()]);
  zip.addBuffer(Buffer.from(`\uFEFF${toCsv(["Path", "Original Name", "Content Type", "Size", "SHA-256", "Uploaded At"], listing)}`), "documents.csv", { mtime });
  docs.forEach((d, i) => {
    // PDFs and images are compressed already.
    zip.addReadStream(lazy(() => documentContent(db, d.id)), paths[i]!, { mtime, compress: false });
  });
  zip.addBuffer(Buffer.from(README), "README.txt", { mtime });
  zip.end();
  return zip.outputStream as Readable;
}

const README = `Sous organization export

One CSV per table (UTF-8 with a byte order mark; a cell starting with = + - @ is prefixed with ' so a
spreadsheet shows it instead of running it). locations.csv, licenses.csv, equipment.csv, vendors.csv and
budgets.csv have the import template's columns: import them (locations first) into another organization
through Organization > Import. Stored documents are under documents/, listed in documents.csv.
`;
