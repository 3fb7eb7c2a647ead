import { execFile } from "node:child_process";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { InflateDamaged, InflateLimitExceeded, measureRawInflate } from "@server/features/payroll/reader/measure-inflate";

describe("measuring a deflate stream without Node's zlib", () => {
  const text = Buffer.from("Server,Hours,Tips\n".repeat(5000) + "Ana Hernández,31.5,412.80\n".repeat(3000));
  const compressed = deflateRawSync(text);

  it("counts what Node's zlib counts: bytes produced and input taken, with bytes after the stream left alone", () => {
    const trailing = Buffer.concat([compressed, Buffer.from("PK\u0003\u0004 next entry")]);
    const node = inflateRawSync(trailing, { info: true }) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
    expect(measureRawInflate(trailing, 10_000_000)).toEqual({ produced: node.buffer.length, consumed: node.engine.bytesWritten });
    expect(node.buffer.length).toBe(text.length);
  });

  it("stops at the cap, and refuses a truncated or garbled stream", () => {
    expect(() => measureRawInflate(compressed, text.length - 1)).toThrow(InflateLimitExceeded);
    expect(measureRawInflate(compressed, text.length).produced).toBe(text.length);
    expect(() => measureRawInflate(compressed.subarray(0, compressed.length >> 1), 10_000_000)).toThrow(InflateDamaged);
    expect(() => measureRawInflate(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00]), 10_000_000)).toThrow(InflateDamaged);
  });
});

describe("a payroll worker terminated in the middle of the zip check", () => {
  it("does not take the process down with it (Node 20 aborts when a zlib handle is closed before its init; the old guard did so in 3 of 4 runs of this test)", async () => {
    const script = new URL("../support/terminate-during-zip-check.mjs", import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [script, "8", "4"], {
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe("survived");
  }, 70_000);
});
