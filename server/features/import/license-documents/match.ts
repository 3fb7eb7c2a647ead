/**
 * Which license a document's file name names. Case, spaces, dashes, dots and underscores do not count:
 * "ABC-123.pdf", "abc 123 liquor.pdf" and "Liquor_ABC123 (scan).jpg" all name license number ABC-123.
 * The file name is split into words; a license matches when its number, without separators, equals a run
 * of consecutive words joined ("ABC-12" does not match "ABC 123"). The longest matching number wins;
 * licenses sharing it (or numbers equally long) make the name ambiguous.
 */

export interface NumberedLicense {
  id: string;
  licenseNumber: string | null;
}

export type FileMatch<T> = { kind: "match"; license: T } | { kind: "none" } | { kind: "ambiguous"; licenses: T[] };

/** Words of a file name considered (bounds the runs of a hostile name). */
const MAX_WORDS = 30;
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
export const compactNumber = (text: string) => words(text).join("");

/** The file name without its extension. */
function stem(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** Every run of consecutive words of the name, joined. */
function wordRuns(name: string): Set<string> {
  const w = words(name).slice(0, MAX_WORDS);
  const runs = new Set<string>();
  for (let i = 0; i < w.length; i++) {
    let run = "";
    for (let j = i; j < w.length; j++) {
      run += w[j];
      runs.add(run);
    }
  }
  return runs;
}

/** Licenses by compact number, for matching many file names against one organization. */
export function indexByNumber<T extends NumberedLicense>(licenses: readonly T[]): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const license of licenses) {
    const key = license.licenseNumber ? compactNumber(license.licenseNumber) : "";
    if (!key) continue;
    index.set(key, [...(index.get(key) ?? []), license]);
  }
  return index;
}

export function matchFileName<T extends NumberedLicense>(fileName: string, index: Map<string, T[]>): FileMatch<T> {
  let best: T[] = [];
  let bestLength = 0;
  for (const run of wordRuns(stem(fileName))) {
    const found = index.get(run);
    if (!found) continue;
    if (run.length > bestLength) [best, bestLength] = [[...found], run.length];
    else if (run.length === bestLength) best.push(...found);
  }
  if (best.length === 0) return { kind: "none" };
  return best.length === 1 ? { kind: "match", license: best[0]! } : { kind: "ambiguous", licenses: best };
}
