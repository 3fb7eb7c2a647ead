import fs, { type FileHandle } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * Built binder PDFs kept on this machine beside the stored document, so the instance that built one sends its
 * download from a file (the kernel's copy) instead of reading tens of megabytes back from PostgreSQL in pieces and
 * decoding them on the request thread. The document stays the truth: a download asks the database for it first and
 * uses the copy only when its size matches; another instance, or a restart, falls back to the database. Copies are
 * private to this user (0700 folder, 0600 files) and go after a day, as the stored PDF does.
 */
const KEEP_MS = 24 * 60 * 60 * 1000;

let folder = path.join(os.tmpdir(), `sous-binders-${os.userInfo().uid}`);

/** For tests: where the copies go. */
export function setLocalCopyFolder(dir: string): void {
  folder = dir;
}

/** Where the copies go (the binder builder, in a process of its own, is told with each build). */
export const localCopyFolder = () => folder;

const fileOf = (documentId: string, where = folder) => path.join(where, `${documentId.replace(/[^\w-]/g, "")}.pdf`);

/** Writes the copy (a temporary name, then renamed, so a download never sees half a file); failures only lose the copy. */
export async function keepLocalCopy(documentId: string, bytes: Uint8Array, where = folder): Promise<void> {
  try {
    await fs.mkdir(where, { recursive: true, mode: 0o700 });
    const file = fileOf(documentId, where);
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes, { mode: 0o600 });
    await fs.rename(partial, file);
    await dropOldCopies(where);
  } catch {
    // The download reads the stored document instead.
  }
}

/** The copy, open, when it is here with the stored document's size; undefined otherwise. */
export async function openLocalCopy(documentId: string, size: number): Promise<FileHandle | undefined> {
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(fileOf(documentId), "r");
    const stat = await handle.stat();
    if (stat.size === size && Date.now() - stat.mtimeMs <= KEEP_MS) return handle;
  } catch {
    // No copy here.
  }
  await handle?.close().catch(() => undefined);
  return undefined;
}

async function dropOldCopies(where: string): Promise<void> {
  for (const name of await fs.readdir(where)) {
    const file = path.join(where, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > KEEP_MS) await fs.rm(file, { force: true });
  }
}
