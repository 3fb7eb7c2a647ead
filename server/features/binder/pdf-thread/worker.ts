// Worker thread that builds binder PDFs (pdf-lib is synchronous CPU work: copying pages, embedding photos,
// saving), so the request thread keeps answering while a large binder is made. Documents are asked of the
// request thread one at a time, so a binder's bytes are never all in memory at once.
import { createHash } from "node:crypto";
import { parentPort } from "node:worker_threads";
import { buildBinderPdf } from "../pdf";
import { movable, type BinderDocument, type FromWorker, type ToWorker } from "./protocol";

const port = parentPort!;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let nextRequest = 0;
const waiting = new Map<number, (document: BinderDocument) => void>();

function read(buildId: number, documentId: string): Promise<BinderDocument> {
  const requestId = ++nextRequest;
  return new Promise((resolve) => {
    waiting.set(requestId, resolve);
    post({ type: "read", buildId, requestId, documentId });
  });
}

port.on("message", (message: ToWorker) => {
  if (message.type === "document") {
    waiting.get(message.requestId)?.(message.document);
    waiting.delete(message.requestId);
    return;
  }
  const { buildId } = message;
  buildBinderPdf(message.content, (id) => read(buildId, id), {
    madeBy: message.madeBy,
    now: message.now,
    onProgress: (done, total) => post({ type: "progress", buildId, done, total }),
  }).then(
    (bytes) => {
      const out = movable(bytes);
      // Hashed here: tens of megabytes would hold the request thread for tens of milliseconds.
      const sha256 = createHash("sha256").update(out).digest("hex");
      post({ type: "built", buildId, bytes: out, sha256 }, [out.buffer as ArrayBuffer]);
    },
    (err: unknown) => post({ type: "failed", buildId, message: err instanceof Error ? err.message : String(err) }),
  );
});

post({ type: "ready" });
