import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import "../../server/documents/text/worker/fast-decompression.mjs";

/** Used as pdf.js uses it: write the compressed bytes, close, iterate the readable. */
async function inflate(format: string, bytes: Uint8Array): Promise<Uint8Array> {
  const { readable, writable } = new DecompressionStream(format as CompressionFormat);
  const writer = writable.getWriter();
  await writer.ready;
  void writer.write(new Uint8Array(bytes)).then(async () => {
    await writer.ready;
    await writer.close();
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("the document worker's DecompressionStream (one synchronous zlib call)", () => {
  const text = Buffer.from("BT /F1 12 Tf 72 712 Td (Retail Food Establishment Permit) Tj ET\n".repeat(50));

  it("inflates the formats pdf.js asks for", async () => {
    expect(DecompressionStream.name).toBe("SyncDecompressionStream");
    expect(Buffer.from(await inflate("deflate", zlib.deflateSync(text))).equals(text)).toBe(true);
    expect(Buffer.from(await inflate("deflate-raw", zlib.deflateRawSync(text))).equals(text)).toBe(true);
    expect(Buffer.from(await inflate("gzip", zlib.gzipSync(text))).equals(text)).toBe(true);
  });

  it("fails on a damaged or cut stream, so pdf.js falls back to its own tolerant inflater", async () => {
    const good = zlib.deflateSync(text);
    await expect(inflate("deflate", good.subarray(0, good.length - 10))).rejects.toThrow();
    const bad = Buffer.from(good);
    bad.writeUInt8(bad.readUInt8(bad.length - 1) ^ 0xff, bad.length - 1); // the Adler-32 checksum
    await expect(inflate("deflate", bad)).rejects.toThrow();
  });

  it("refuses a format it does not know, as the native one does (pdf.js then decodes brotli itself)", () => {
    expect(() => new DecompressionStream("brotli" as CompressionFormat)).toThrow(TypeError);
  });
});
