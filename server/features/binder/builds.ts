import { randomUUID } from "node:crypto";
import type { FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import { binderBuilds, locations, type BinderBuild } from "@shared/schema";
import type { BinderBuildView } from "@shared/schema/service-records-views";
import type { Db } from "../../db/connection";
import { streamDocument } from "../../documents/storage";
import { openLocalCopy } from "./local-copies";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { reachableLocation } from "../../http/tenancy";
import { isUuid } from "../../http/validate";
import type { JobQueue } from "../../queue/job-queue";
import { locationToday } from "@shared/domain/time-zone";
import { binderSize, signedInUrls } from "./load";
import { binderPdfName, madeByOf, storeLocationBinderPdf } from "./service";

/** The queue of binder PDFs too large to build within a request (issue 32, point 6). */
export const BUILD_BINDER = "build-binder";

export interface BuildBinderData {
  buildId: string;
}

export const BUILD_NOT_FOUND = "Binder build not found";
const BUILD_FAILED = "The binder could not be built. Please try again.";
/** Progress is written at most this often (and always at the end). */
const PROGRESS_EVERY_MS = 500;

export function buildView(build: BinderBuild): BinderBuildView {
  const done = build.state === "done" && build.documentId !== null;
  return {
    id: build.id,
    state: build.state === "done" && !done ? "failed" : build.state,
    done: build.done,
    total: build.total,
    downloadUrl: done ? `/api/binder-builds/${build.id}/binder.pdf` : null,
    error: build.state === "failed" ? (build.error ?? BUILD_FAILED) : build.state === "done" && !done ? "This binder PDF is no longer kept. Please build it again." : null,
  };
}

/**
 * "Download binder": a binder whose documents hold at most `queueBytes` downloads at once from the direct
 * route; a larger one is queued, and its progress is polled (GET /api/binder-builds/:id).
 */
export async function startBinderBuild(db: Db, queue: JobQueue, ctx: RequestContext, locationId: string, queueBytes: number): Promise<{ status: 200 | 202; view: BinderBuildView }> {
  const location = await reachableLocation(db, ctx, locationId);
  // The bytes its documents hold decide whether it is built at once or on the queue.
  const size = await binderSize(db, location);
  if (size.bytes <= queueBytes) {
    return { status: 200, view: { id: null, state: "done", done: size.entries, total: size.entries, downloadUrl: signedInUrls(location.id).pdf, error: null } };
  }
  // The requester's earlier finished builds of this location go (their PDFs then go with the orphan sweep).
  await db
    .delete(binderBuilds)
    .where(and(eq(binderBuilds.requestedBy, ctx.user.id), eq(binderBuilds.locationId, location.id), inArray(binderBuilds.state, ["done", "failed"])));
  const [build] = await db
    .insert(binderBuilds)
    .values({ id: randomUUID(), organizationId: location.organizationId, locationId: location.id, requestedBy: ctx.user.id, madeByName: madeByOf(ctx), total: size.entries })
    .returning();
  await queue.send<BuildBinderData>(BUILD_BINDER, { buildId: build!.id });
  return { status: 202, view: buildView(build!) };
}

/** A build only its requester sees, in the organization it was made in, while the location is still theirs. */
export async function findBuild(db: Db, ctx: RequestContext, id: unknown): Promise<BinderBuild> {
  if (!isUuid(id)) throw notFound(BUILD_NOT_FOUND);
  const [build] = await db.select().from(binderBuilds).where(eq(binderBuilds.id, id));
  if (!build || build.requestedBy !== ctx.user.id || build.organizationId !== ctx.organizationId) throw notFound(BUILD_NOT_FOUND);
  await reachableLocation(db, ctx, build.locationId);
  return build;
}

/** A finished build's PDF as this machine's copy or a stream (tens of MB: never decoded in one piece on the request thread). */
export async function builtPdf(db: Db, ctx: RequestContext, id: unknown): Promise<{ name: string; size: number } & ({ file: FileHandle } | { body: Readable })> {
  const build = await findBuild(db, ctx, id);
  const doc = build.state === "done" && build.documentId ? await streamDocument(db, build.organizationId, build.documentId) : undefined;
  if (!doc) throw notFound(BUILD_NOT_FOUND);
  // The stored document's body is read only when streamed: with this machine's copy, nothing is read from the database.
  const copy = await openLocalCopy(doc.meta.id, doc.meta.size);
  const what = { name: doc.meta.originalName, size: doc.meta.size };
  if (!copy) return { ...what, body: doc.body };
  doc.body.destroy();
  return { ...what, file: copy };
}

/**
 * Runs one queued build: the PDF on the binder's builder (which, on a PostgreSQL server, also loads the binder and
 * stores the PDF over its own connection), progress written as it goes.
 */
export function buildBinderHandler(db: Db) {
  return async (data: BuildBinderData): Promise<{ ok: boolean }> => {
    const [build] = await db.select().from(binderBuilds).where(eq(binderBuilds.id, data.buildId));
    if (!build || build.state === "done") return { ok: true };
    const [location] = await db.select().from(locations).where(and(eq(locations.id, build.locationId), eq(locations.organizationId, build.organizationId)));
    if (!location) return { ok: false };
    try {
      const today = locationToday(location, new Date());
      await db.update(binderBuilds).set({ state: "building", done: 0 }).where(eq(binderBuilds.id, build.id));
      let written = 0;
      const documentId = await storeLocationBinderPdf(
        db,
        location,
        today,
        {
          madeBy: build.madeByName,
          onProgress: async (done, all) => {
            if (done < all && Date.now() - written < PROGRESS_EVERY_MS) return;
            written = Date.now();
            await db.update(binderBuilds).set({ done, total: all }).where(eq(binderBuilds.id, build.id));
          },
        },
        { originalName: binderPdfName(location.name, today), uploadedBy: build.requestedBy },
      );
      await db.update(binderBuilds).set({ state: "done", documentId, finishedAt: new Date() }).where(eq(binderBuilds.id, build.id));
      return { ok: true };
    } catch (err) {
      await db.update(binderBuilds).set({ state: "failed", error: BUILD_FAILED, finishedAt: new Date() }).where(eq(binderBuilds.id, build.id));
      throw err;
    }
  };
}
