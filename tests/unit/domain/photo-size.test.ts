import { describe, expect, it } from "vitest";
import { photoPageSize, scaledPhotoSize } from "@shared/domain/photo-size";

describe("scaledPhotoSize: a photo's longest side at most 2,000 px", () => {
  it.each([
    [4032, 3024, { width: 2000, height: 1500 }],
    [3024, 4032, { width: 1500, height: 2000 }],
    [4000, 4000, { width: 2000, height: 2000 }],
    [1700, 2143, { width: 1587, height: 2000 }],
  ])("%i × %i → %o", (w, h, size) => {
    expect(scaledPhotoSize(w, h)).toEqual(size);
  });

  it("never enlarges a small photo", () => {
    expect(scaledPhotoSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it("keeps a sliver at least one pixel wide", () => {
    expect(scaledPhotoSize(100_000, 10)).toEqual({ width: 2000, height: 1 });
  });

  it("refuses a photo without a size", () => {
    expect(() => scaledPhotoSize(0, 100)).toThrow();
  });
});

describe("photoPageSize: pages laid out at 200 dpi", () => {
  it("makes a 2,000 × 1,500 px photo a 10 × 7.5 inch page", () => {
    expect(photoPageSize(2000, 1500)).toEqual({ width: 720, height: 540 });
  });
});
