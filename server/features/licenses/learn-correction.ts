// When a license is saved from a reading (Upload License, or a renewal from a read document), a field the
// person changed from what was read teaches where this layout prints it (issue 30, point 5). What was read
// comes from the reading job the server ran (its words never come from the client), and only when the saved
// file is the one that was read, by the same person in the same organization.
import { createHash } from "node:crypto";
import type { DbOrTx } from "../../db/connection";
import { learnFromCorrection, rememberLayout } from "../../documents/learned-layouts";
import { isUuid } from "../../http/validate";
import { READ_DOCUMENT, type JobQueue } from "../../queue/job-queue";
import type { ReadDocumentData, ReadDocumentOutput } from "../../queue/read-document";

export interface SavedLicenseValues {
  licenseNumber?: string | null;
  issueDate?: string | null;
  expirationDate?: string | null;
}

export interface SaveFromReading {
  organizationId: string;
  userId: string;
  /** The reading job's id, as the reading answered it (`readingId`). */
  readingId: unknown;
  /** The file saved with the license. */
  bytes: Buffer | undefined;
  saved: SavedLicenseValues;
}

/** Learns from the corrections in a save; true when a layout was remembered. Never throws for a bad reading id. */
export async function learnFromSave(db: DbOrTx, queue: JobQueue, save: SaveFromReading): Promise<boolean> {
  if (!isUuid(save.readingId) || !save.bytes) return false;
  const job = await queue.job<ReadDocumentData, ReadDocumentOutput>(READ_DOCUMENT, save.readingId);
  if (!job || job.data.kind !== "license" || job.data.organizationId !== save.organizationId || job.data.userId !== save.userId) return false;
  const output = job.output;
  if (!output || !output.ok || !output.snapshot) return false;
  if (createHash("sha256").update(save.bytes).digest("hex") !== output.snapshot.sha256) return false;
  const learned = learnFromCorrection(output.snapshot, save.saved);
  if (!learned) return false;
  await rememberLayout(db, save.organizationId, save.userId, learned);
  return true;
}

/** The reading id a save names: its own form field, else the one inside the reading kept with the license. */
export function readingIdOf(body: unknown, extracted: unknown): unknown {
  const own = (body as Record<string, unknown> | undefined)?.readingId;
  if (own !== undefined) return own;
  return extracted && typeof extracted === "object" ? (extracted as Record<string, unknown>).readingId : undefined;
}
