// Builds binder PDFs (pdf-lib is synchronous CPU work: copying pages, embedding photos, saving) off the request
// thread, so it keeps answering while a large binder is made: in a child process on a PostgreSQL server, on a worker
// thread on PGlite (runner.ts). Documents are read one at a time, so a binder's bytes are never all in memory at
// once: on a PostgreSQL server over a connection of this builder's own, otherwise asked of the request thread.
import { createHash } from "node:crypto";
import { parentPort } from "node:worker_threads";
import { keepLocalCopy } from "../local-copies";
import { buildBinderPdf, type BinderReader } from "../pdf";
import { ownConnection, type OwnConnection } from "./own-connection";
import { movable, type BinderDocument, type BuildMessage, type FromWorker, type ToWorker } from "./protocol";
import { copyStreamsInOnePiece } from "./stream-copy";
import { runsAsIdle } from "../../../workers/background-priority.mjs";

copyStreamsInOnePiece();

// A worker thread's port (transfers move the bytes), or a child process's IPC channel (structured clone, a copy).
const post = (message: FromWorker, transfer: ArrayBuffer[] = []): void => {
  if (parentPort) parentPort.postMessage(message, transfer);
  else process.send!(message);
};
const onMessage = (listener: (message: ToWorker) => void): void => {
  if (parentPort) parentPort.on("message", listener);
  else process.on("message", listener as (message: unknown) => void);
};
// A child process whose parent has gone has nothing left to build for.
if (!parentPort) process.on("disconnect", () => process.exit(0));

let nextRequest = 0;
const waiting = new Map<number, (document: BinderDocument) => void>();

function askRequestThread(buildId: number, documentId: string): Promise<BinderDocument> {
  const requestId = ++nextRequest;
  return new Promise((resolve) => {
    waiting.set(requestId, resolve);
    post({ type: "read", buildId, requestId, documentId });
  });
}

function readerOf(message: BuildMessage, organizationId: string, own: OwnConnection | null): BinderReader {
  const { buildId } = message;
  if (!own) return (id) => askRequestThread(buildId, id);
  return async (id) => {
    let document: BinderDocument | "elsewhere" = null;
    try {
      document = await own.read(organizationId, id);
    } catch {
      // The PDF says on a page that the document could not be read (as when the request thread reads it).
    }
    return document === "elsewhere" ? askRequestThread(buildId, id) : document;
  };
}

async function build(message: BuildMessage): Promise<void> {
  const { buildId } = message;
  const own = message.databaseUrl ? ownConnection(message.databaseUrl) : null;
  if (message.load && !own) throw new Error("A binder to load needs a PostgreSQL server's URL");
  const content = message.load ? await own!.load(message.load) : message.content;
  const bytes = await buildBinderPdf(content, readerOf(message, content.organizationId, own), {
    madeBy: message.madeBy,
    now: message.now,
    onProgress: (done, total) => post({ type: "progress", buildId, done, total }),
    // Under SCHED_IDLE the kernel already gives every waking request the core at once: resting would only slow the build.
    ...(runsAsIdle() ? { restShare: 0 } : {}),
  });
  const out = movable(bytes);
  // Hashed here: tens of megabytes would hold the request thread for tens of milliseconds.
  const sha256 = createHash("sha256").update(out).digest("hex");
  if (own && message.store) {
    const documentId = await own.store(content.organizationId, out, sha256, message.store);
    await keepLocalCopy(documentId, out, message.localCopies);
    post({ type: "stored", buildId, documentId });
  } else {
    post({ type: "built", buildId, bytes: out, sha256 }, [out.buffer as ArrayBuffer]);
  }
}

onMessage((message) => {
  if (message.type === "document") {
    waiting.get(message.requestId)?.(message.document);
    waiting.delete(message.requestId);
    return;
  }
  build(message).catch((err: unknown) => post({ type: "failed", buildId: message.buildId, message: err instanceof Error ? err.message : String(err) }));
});

post({ type: "ready" });
