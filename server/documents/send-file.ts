import type { FileHandle } from "node:fs/promises";
import type { Writable } from "node:stream";

const CHUNK = 1024 * 1024;

/**
 * Writes an open file out through two buffers used in turn (one read into while the other is in the kernel), so a
 * download of tens of megabytes allocates 2 MB on the request thread instead of its whole size: a binder's 23 MB
 * read as a stream brought a garbage collection that held every other request for 10–20 ms. The reader's pace
 * holds the loop back (a write's callback comes once its bytes are handed to the kernel). Ends the output, or
 * destroys it when the file or the connection fails; closes the file either way.
 */
export async function writeFileOut(out: Writable, file: FileHandle): Promise<void> {
  const buffers = [Buffer.allocUnsafeSlow(CHUNK), Buffer.allocUnsafeSlow(CHUNK)];
  let flushing: Promise<void> = Promise.resolve();
  // A connection closed under a write may never call that write back.
  let onClose = () => undefined as void;
  const closed = new Promise<void>((_, reject) => (onClose = () => reject(new Error("The connection closed"))));
  closed.catch(() => undefined);
  out.once("close", onClose);
  try {
    for (let turn = 0; ; turn ^= 1) {
      // This buffer was last written two turns ago, and that write was flushed before the last one was made.
      const buffer = buffers[turn]!;
      const { bytesRead } = await file.read(buffer, 0, CHUNK, null);
      await Promise.race([flushing, closed]);
      if (bytesRead === 0) break;
      flushing = new Promise<void>((resolve, reject) => out.write(buffer.subarray(0, bytesRead), (err) => (err ? reject(err) : resolve())));
      // Awaited on the next turn; a connection lost meanwhile must not count as an unhandled rejection.
      flushing.catch(() => undefined);
    }
    await Promise.race([new Promise<void>((resolve) => out.end(resolve)), closed]);
  } catch {
    out.destroy();
  } finally {
    out.off("close", onClose);
    await file.close().catch(() => undefined);
  }
}
