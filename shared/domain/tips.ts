import { numberToDecimalParts } from "./decimal";

/** Weights as exact integers at a common scale: [31.75, 8] → [3175n, 800n]. */
function scaleWeights(weights: readonly number[]): bigint[] {
  const parts = weights.map((weight, i) => {
    if (!Number.isFinite(weight) || weight < 0) {
      throw new RangeError(`Weight ${i} must be a finite number ≥ 0, got ${weight}`);
    }
    return numberToDecimalParts(weight);
  });
  const scale = parts.reduce((max, p) => Math.max(max, p.fraction.length), 0);
  return parts.map((p) => BigInt(p.integer + p.fraction.padEnd(scale, "0")));
}

/**
 * Splits totalCents in proportion to the weights (e.g. hours worked), in whole cents that add up to
 * exactly totalCents, by the largest-remainder method: everyone gets floor(total × w / Σw), then the
 * cents left over go one each to the largest remainders; equal remainders go to the earlier index first.
 * A zero weight never receives a cent.
 *
 * Weights are read as their decimal representation (31.75 is exactly 3175/100) and the arithmetic is
 * BigInt, so there is no float error at any size.
 * Throws a RangeError for a negative or non-integer total, a negative or non-finite weight, and when the
 * weights sum to zero (including an empty list): there is nothing to divide by.
 */
export function allocateByWeights(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Total must be a whole number of cents ≥ 0, got ${totalCents}`);
  }
  const scaled = scaleWeights(weights);
  const weightSum = scaled.reduce((sum, w) => sum + w, 0n);
  if (weightSum === 0n) throw new RangeError("Cannot allocate by weights: the weights add up to zero");

  const total = BigInt(totalCents);
  const shares = scaled.map((w) => (total * w) / weightSum);
  const remainders = scaled.map((w) => (total * w) % weightSum);
  let leftover = total - shares.reduce((sum, s) => sum + s, 0n);

  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return shares.map(Number);
}
