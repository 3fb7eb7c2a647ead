import type { ImportProgress } from "@shared/schema/import-views";

/**
 * How far a running import is, for the dialog's progress figure. The client names its import with an id of
 * its own (sent with the file) and polls GET /api/import/progress/:id while the apply request is open; only
 * the user who started it, in the same organization, can read it. Kept in memory: progress is worth nothing
 * after a restart, and with several instances the poll may reach another one (the dialog then shows no figure).
 */

interface Entry {
  progress: ImportProgress;
  touched: number;
}

const KEEP_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 1_000;
const ID = /^[A-Za-z0-9-]{8,64}$/;
const entries = new Map<string, Entry>();

const ownerOf = (userId: string, organizationId: string | null) => `${userId}|${organizationId ?? ""}`;

function sweep(now: number) {
  for (const [id, e] of entries) if (now - e.touched > KEEP_MS || entries.size > MAX_ENTRIES) entries.delete(id);
}

export type ProgressReporter = (progress: ImportProgress) => void;

/** A reporter for the import named `id` (a no-op without a valid id). */
export function progressReporter(id: unknown, userId: string, organizationId: string | null): ProgressReporter {
  if (typeof id !== "string" || !ID.test(id)) return () => {};
  const key = `${ownerOf(userId, organizationId)}|${id}`;
  return (progress) => {
    const now = Date.now();
    sweep(now);
    entries.set(key, { progress, touched: now });
  };
}

export function progressOf(id: string, userId: string, organizationId: string | null): ImportProgress | undefined {
  if (!ID.test(id)) return undefined;
  return entries.get(`${ownerOf(userId, organizationId)}|${id}`)?.progress;
}
