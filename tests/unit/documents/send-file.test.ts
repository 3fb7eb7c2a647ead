import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { writeFileOut } from "@server/documents/send-file";

const dir = mkdtempSync(path.join(os.tmpdir(), "send-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A slow reader that keeps each chunk it is given (a copy, taken only once its callback says it may be reused... or later). */
function slowReader(takeAfterMs: number) {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _enc, done) {
      // The bytes are read only after a delay, as the kernel would send them: a buffer reused too early would show here.
      setTimeout(() => {
        chunks.push(Buffer.from(chunk));
        done();
      }, takeAfterMs);
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

describe("writeFileOut", () => {
  it("writes the whole file, byte for byte, through buffers reused only once their bytes are taken", async () => {
    const file = path.join(dir, "big.pdf");
    const bytes = randomBytes(3 * 1024 * 1024 + 12345);
    writeFileSync(file, bytes);
    const { out, bytes: written } = slowReader(5);
    const finished = new Promise((resolve) => out.on("finish", resolve));
    await writeFileOut(out, await fs.open(file, "r"));
    await finished;
    expect(written().equals(bytes)).toBe(true);
  });

  it("an empty file ends the output at once", async () => {
    const file = path.join(dir, "empty.pdf");
    writeFileSync(file, "");
    const { out, bytes } = slowReader(1);
    await writeFileOut(out, await fs.open(file, "r"));
    expect(out.writableFinished).toBe(true);
    expect(bytes().length).toBe(0);
  });

  it("a connection lost part-way stops the loop, and the file is closed", async () => {
    const file = path.join(dir, "lost.pdf");
    writeFileSync(file, randomBytes(4 * 1024 * 1024));
    const handle = await fs.open(file, "r");
    let writes = 0;
    const out = new Writable({
      write(_chunk, _enc, done) {
        writes++;
        if (writes === 2) out.destroy(new Error("connection lost"));
        else done();
      },
    });
    out.on("error", () => undefined);
    await writeFileOut(out, handle);
    expect(out.destroyed).toBe(true);
    expect(writes).toBe(2);
    await expect(handle.stat()).rejects.toThrow();
  });
});
