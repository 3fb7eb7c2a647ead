import { formatDollars } from "@shared/domain/money";

/** A sum of renewal fees (a decimal string) where some may be unknown: never "$0.00" for fees nobody has recorded. */
export function feeSum(total: string, known: number, unknown: number): string {
  if (known === 0 && unknown > 0) return "Fees unknown";
  return unknown > 0 ? `${formatDollars(total)} known` : formatDollars(total);
}
