import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { cachedText, textReaderVersion } from "../../bench/support/text-cache";

describe("the tuning runs' kept text", () => {
  const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "text-cache-")), "licenses", "permit.pdf.json");

  it("reads a page once and then gives the kept text", async () => {
    const at = file();
    const read = vi.fn(async () => ({ text: "PERMIT NO. 1", method: "ocr" }));
    expect(await cachedText(at, read)).toEqual({ text: "PERMIT NO. 1", method: "ocr" });
    expect(await cachedText(at, read)).toEqual({ text: "PERMIT NO. 1", method: "ocr" });
    expect(read).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fs.readFileSync(at, "utf8")).readerVersion).toBe(textReaderVersion());
  });

  it("reads the page again when another version of the text reader kept it, or when it was kept without one", async () => {
    for (const stale of [{ readerVersion: "0000000000000000", text: { text: "old words" } }, { text: "old words", method: "ocr" }]) {
      const at = file();
      fs.mkdirSync(path.dirname(at), { recursive: true });
      fs.writeFileSync(at, JSON.stringify(stale));
      expect(await cachedText(at, async () => ({ text: "new words" }))).toEqual({ text: "new words" });
      expect(JSON.parse(fs.readFileSync(at, "utf8"))).toEqual({ readerVersion: textReaderVersion(), text: { text: "new words" } });
    }
  });

  it("names the reader's version by its sources: a hex hash, the same on every call", () => {
    expect(textReaderVersion()).toMatch(/^[0-9a-f]{16}$/);
    expect(textReaderVersion()).toBe(textReaderVersion());
  });
});
