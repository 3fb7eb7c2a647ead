/**
 * The text of a document (text layer, form fields, OCR words) kept beside it under <folder>/.text for tuning runs
 * (`bench:extraction --cache`, the calibrator's training), so a rule change reads no page again. Each entry carries
 * the version of the text reader that made it — a hash of server/documents/text/'s sources — and is read again
 * when that code has changed: a kept text that an older reader made would score the rules on words the app no
 * longer sees.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const READER_DIR = fileURLToPath(new URL("../../server/documents/text", import.meta.url));

function sourcesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? sourcesOf(path.join(dir, e.name)) : /\.(?:[cm]?js|ts)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

let version: string | null = null;
/** A hash of the text reader's source files (names and contents). */
export function textReaderVersion(): string {
  if (version) return version;
  const hash = createHash("sha256");
  for (const file of sourcesOf(READER_DIR)) hash.update(path.relative(READER_DIR, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  version = hash.digest("hex").slice(0, 16);
  return version;
}

/** The kept text at `file` when the current reader made it, else `read()`'s, kept there for the next run. */
export async function cachedText<T>(file: string, read: () => Promise<T>): Promise<T> {
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, "utf8")) as { readerVersion?: string; text?: T };
    if (kept.readerVersion === textReaderVersion() && kept.text !== undefined) return kept.text;
  }
  const text = await read();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ readerVersion: textReaderVersion(), text }));
  return text;
}
