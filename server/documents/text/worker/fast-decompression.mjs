// pdf.js inflates every Flate stream (fonts, content, images) through the web DecompressionStream, whose Node
// implementation moves each stream through web streams onto zlib's thread pool and back: on a text PDF with
// embedded fonts (Chromium's "Save as PDF", many clerk systems) that was about a third of the page's time. This
// worker-only stand-in inflates in one synchronous zlib call with the same shape pdf.js uses (a writer it writes
// the compressed bytes to and closes, a readable it iterates). A stream zlib refuses (a bad checksum, truncated)
// fails the iteration as the native one does, and pdf.js then falls back to its own tolerant inflater.
import zlib from "node:zlib";

const INFLATE = {
  deflate: zlib.inflateSync,
  "deflate-raw": zlib.inflateRawSync,
  gzip: zlib.gunzipSync,
};

class SyncDecompressionStream {
  constructor(format) {
    const inflate = INFLATE[format];
    if (!inflate) throw new TypeError(`Unsupported compression format: '${format}'`);
    const chunks = [];
    let closed;
    const whenClosed = new Promise((resolve) => (closed = resolve));
    this.writable = {
      getWriter: () => ({
        ready: Promise.resolve(),
        closed: whenClosed,
        write: async (chunk) => void chunks.push(chunk),
        close: async () => closed(),
        abort: async () => closed(),
        releaseLock: () => undefined,
      }),
    };
    this.readable = {
      async *[Symbol.asyncIterator]() {
        await whenClosed;
        const out = inflate(Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))));
        yield new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
      },
    };
  }
}

globalThis.DecompressionStream = SyncDecompressionStream;
