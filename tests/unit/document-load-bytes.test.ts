import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { configureDocumentStorage, documentStorage, loadBytes } from "@server/documents/storage";
import type { ObjectStore } from "@server/documents/objects/object-store";

/** An object store that hands back only the first `served` bytes of what was put. */
function partialStore(bytes: Buffer, served: number): ObjectStore {
  return {
    put: async () => {},
    open: async () => Readable.from([bytes.subarray(0, served)]),
    delete: async () => {},
    list: async function* () {},
  };
}

/** A store that hands back nothing on the first `short` opens, then the whole object. */
function settlingStore(bytes: Buffer, short: number): ObjectStore {
  let opens = 0;
  return { ...partialStore(bytes, bytes.length), open: async () => Readable.from([opens++ < short ? Buffer.alloc(0) : bytes]) };
}

describe("loading a document's bytes from an object store", () => {
  const before = documentStorage();
  afterEach(() => configureDocumentStorage(before));
  const bytes = Buffer.from("%PDF-1.7 a permit's bytes");
  const row = { storage: "s3" as const, storageKey: "org/o/sha", content: null, size: bytes.length };

  it("returns the object when the store hands back all of it", async () => {
    configureDocumentStorage({ ...before, kind: "s3", objects: partialStore(bytes, bytes.length) });
    expect((await loadBytes(row)).equals(bytes)).toBe(true);
  });

  it("reads again when the store hands back part of the object for a moment", async () => {
    configureDocumentStorage({ ...before, kind: "s3", objects: settlingStore(bytes, 2) });
    expect((await loadBytes(row)).equals(bytes)).toBe(true);
  });

  it("refuses an object that stays shorter than the row's size (503, so a reading is retried, never read as an empty file)", async () => {
    configureDocumentStorage({ ...before, kind: "s3", objects: partialStore(bytes, 0) });
    await expect(loadBytes(row)).rejects.toMatchObject({ status: 503 });
    configureDocumentStorage({ ...before, kind: "s3", objects: partialStore(bytes, 5) });
    await expect(loadBytes(row)).rejects.toMatchObject({ status: 503 });
  });
});
