/** A two-factor key as people read and type it: groups of four characters ("JBSW Y3DP EHPK 3PXP"). */
export function groupInFours(key: string): string {
  return key.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}
