/**
 * One person across the rows and files of a week (issue 31): "José Peña" and "PENA, JOSE", "Rebecca M. Stone" and
 * "Rebecca Stone" are merged when the week's files leave no doubt — no file lists two of the spellings as
 * separate rows, and no two different middle initials appear. Spellings the manager asked to keep apart are
 * never merged with another.
 */
import { foldedKey, middleInitials, nameKey } from "./names";
import type { TableEntry } from "./read-table";

export interface PersonGrouping {
  /** The person an entry belongs to. */
  keyOf: (file: string, entry: TableEntry) => string;
  /** Spellings left apart because the files leave it open whether they are one person. */
  doubts: string[][];
}

/** How a spelling is named when asking to keep it apart: trimmed, spaces collapsed. */
export const spellingKey = (asWritten: string) => asWritten.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();

export function groupPeople(entries: readonly { file: string; entry: TableEntry }[], keepApart: readonly string[] = []): PersonGrouping {
  const apart = new Set(keepApart.map(spellingKey));
  const loose = new Map<string, { perFile: Map<string, Set<string>>; initials: Set<string>; spellings: Set<string> }>();
  for (const { file, entry } of entries) {
    if (apart.has(spellingKey(entry.asWritten))) continue;
    const key = foldedKey(entry.name.key);
    const group = loose.get(key) ?? { perFile: new Map(), initials: new Set(), spellings: new Set() };
    loose.set(key, group);
    const inFile = group.perFile.get(file) ?? new Set();
    inFile.add(entry.name.key);
    group.perFile.set(file, inFile);
    const initials = middleInitials(entry.name.display);
    if (initials !== "") group.initials.add(initials);
    group.spellings.add(entry.name.display);
  }
  const doubtful = new Set<string>();
  const doubts: string[][] = [];
  for (const [key, group] of loose) {
    const twoInOneFile = [...group.perFile.values()].some((keys) => keys.size > 1);
    if (twoInOneFile || group.initials.size > 1) {
      doubtful.add(key);
      doubts.push([...group.spellings]);
    }
  }
  return {
    keyOf: (_file, entry) => {
      if (apart.has(spellingKey(entry.asWritten))) return `apart:${spellingKey(entry.asWritten)}`;
      const key = foldedKey(entry.name.key);
      return doubtful.has(key) ? `exact:${nameKey(entry.name.display)}` : key;
    },
    doubts,
  };
}
