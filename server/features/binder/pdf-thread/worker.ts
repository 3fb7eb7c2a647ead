// Worker thread that builds binder PDFs (pdf-lib is synchronous CPU work: copying pages, embedding photos,
// saving), so the request thread keeps answering while a large binder is made. Documents are read one at a time,
// so a binder's bytes are never all in memory at once: on a PostgreSQL server over a connection of this thread's
// own (decoding a bytea costs milliseconds a megabyte), otherwise asked of the request thread.
import { createHash } from "node:crypto";
import { parentPort } from "node:worker_threads";
import { buildBinderPdf, type BinderReader } from "../pdf";
import { DutyCycle } from "./duty-cycle";
import { ownConnection, type OwnConnection } from "./own-connection";
import { movable, type BinderDocument, type BuildMessage, type FromWorker, type ToWorker } from "./protocol";
import { copyStreamsInOnePiece } from "./stream-copy";

copyStreamsInOnePiece();
/**
 * The thread works 4 ms, then pauses 4 ms (a large binder's ~0.3 s of CPU on this thread then takes about as much
 * again in pauses; the build stays under the 3 s it may take), and pdf-lib's save pauses (at least 1 ms) every
 * 4 objects.
 */
const WORK_MS = 4;
const PAUSE_MS = 4;
const SAVE_OBJECTS_PER_TICK = 4;
const HASH_SLICE = 1 << 20;

const port = parentPort!;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let nextRequest = 0;
const waiting = new Map<number, (document: BinderDocument) => void>();

function askRequestThread(buildId: number, documentId: string): Promise<BinderDocument> {
  const requestId = ++nextRequest;
  return new Promise((resolve) => {
    waiting.set(requestId, resolve);
    post({ type: "read", buildId, requestId, documentId });
  });
}

function readerOf(message: BuildMessage, own: OwnConnection | null, duty: DutyCycle): BinderReader {
  const paced = (read: BinderReader): BinderReader => async (id) => {
    await duty.breathe();
    const document = await read(id);
    await duty.breathe();
    return document;
  };
  const { buildId, content } = message;
  if (!own) return paced((id) => askRequestThread(buildId, id));
  return paced(async (id) => {
    let document: BinderDocument | "elsewhere" = null;
    try {
      document = await own.read(content.organizationId, id);
    } catch {
      // The PDF says on a page that the document could not be read (as when the request thread reads it).
    }
    return document === "elsewhere" ? askRequestThread(buildId, id) : document;
  });
}

/** SHA-256 of the built PDF a megabyte at a time, pacing between (tens of megabytes take tens of milliseconds). */
async function sha256Of(bytes: Uint8Array, duty: DutyCycle): Promise<string> {
  const hash = createHash("sha256");
  for (let at = 0; at < bytes.byteLength; at += HASH_SLICE) {
    hash.update(bytes.subarray(at, at + HASH_SLICE));
    await duty.breathe();
  }
  return hash.digest("hex");
}

async function build(message: BuildMessage): Promise<void> {
  const { buildId } = message;
  const own = message.databaseUrl ? ownConnection(message.databaseUrl) : null;
  const duty = new DutyCycle(WORK_MS, PAUSE_MS);
  const bytes = await buildBinderPdf(message.content, readerOf(message, own, duty), {
    madeBy: message.madeBy,
    now: message.now,
    onProgress: async (done, total) => {
      post({ type: "progress", buildId, done, total });
      await duty.breathe();
    },
    saveObjectsPerTick: SAVE_OBJECTS_PER_TICK,
  });
  const out = movable(bytes);
  // Hashed here: tens of megabytes would hold the request thread for tens of milliseconds.
  const sha256 = await sha256Of(out, duty);
  if (own && message.store) {
    post({ type: "stored", buildId, documentId: await own.store(message.content.organizationId, out, sha256, message.store) });
  } else {
    post({ type: "built", buildId, bytes: out, sha256 }, [out.buffer as ArrayBuffer]);
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "document") {
    waiting.get(message.requestId)?.(message.document);
    waiting.delete(message.requestId);
    return;
  }
  build(message).catch((err: unknown) => post({ type: "failed", buildId: message.buildId, message: err instanceof Error ? err.message : String(err) }));
});

post({ type: "ready" });
