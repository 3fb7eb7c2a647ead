import { Worker } from "node:worker_threads";
import type { BinderContent } from "../load";
import type { BinderPdfOptions } from "../pdf";
import { movable, type BinderDocument, type FromWorker, type StoreBuiltPdf, type ToWorker } from "./protocol";

/** Gives the bytes of a stored document (read on the request thread: object storage, or PGlite's rows). */
export type BinderDocumentReader = (documentId: string) => Promise<BinderDocument>;

/** A built binder: its bytes and their SHA-256 (hashed on the worker). */
export interface BuiltPdf {
  bytes: Uint8Array;
  sha256: string;
}

/** What the worker answers: the PDF, or the id of the document it stored the PDF in. */
type Outcome = ({ kind: "built" } & BuiltPdf) | { kind: "stored"; documentId: string };

export interface BinderBuildRequest {
  content: BinderContent;
  read: BinderDocumentReader;
  options: BinderPdfOptions;
  /** A PostgreSQL server's URL: the worker reads the documents kept in rows over a connection of its own. */
  databaseUrl?: string | undefined;
}

interface Build {
  read: BinderDocumentReader;
  onProgress?: BinderPdfOptions["onProgress"];
  resolve: (outcome: Outcome) => void;
  reject: (err: Error) => void;
}

const workerUrl = new URL("./entry.mjs", import.meta.url);
/** An idle worker is stopped after this long, giving its memory back. */
const IDLE_MS = 60_000;

/**
 * Builds binder PDFs on one worker thread (started on first use, stopped when idle), so pdf-lib's synchronous
 * work never holds up the request thread. Builds sent while one runs share the worker.
 */
class BinderPdfThread {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private builds = new Map<number, Build>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  async build(request: BinderBuildRequest): Promise<BuiltPdf> {
    const outcome = await this.run(request);
    if (outcome.kind !== "built") throw new Error("The binder worker stored the PDF it was asked to give back");
    return outcome;
  }

  /** Builds the PDF and has the worker store it as a document over its own connection; gives the document's id. */
  async buildAndStore(request: BinderBuildRequest & { databaseUrl: string }, store: StoreBuiltPdf): Promise<string> {
    const outcome = await this.run(request, store);
    if (outcome.kind !== "stored") throw new Error("The binder worker did not store the PDF");
    return outcome.documentId;
  }

  private async run({ content, read, options, databaseUrl }: BinderBuildRequest, store?: StoreBuiltPdf): Promise<Outcome> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const worker = await this.start();
    const buildId = ++this.nextId;
    return new Promise<Outcome>((resolve, reject) => {
      this.builds.set(buildId, { read, onProgress: options.onProgress, resolve, reject });
      worker.ref();
      this.send(worker, { type: "build", buildId, content, madeBy: options.madeBy, now: options.now ?? new Date(), databaseUrl, store });
    }).finally(() => this.settled(buildId));
  }

  private send(worker: Worker, message: ToWorker, transfer: ArrayBuffer[] = []): void {
    worker.postMessage(message, transfer);
  }

  private start(): Promise<Worker> {
    if (this.worker && this.ready) {
      const worker = this.worker;
      return this.ready.then(() => worker);
    }
    // The parent's flags are not inherited: under tsx they name a loader that does not work in workers.
    const worker = new Worker(workerUrl, { execArgv: [] });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once("message", (m: FromWorker) => (m.type === "ready" ? resolve() : reject(new Error("The binder worker did not start"))));
      worker.once("error", reject);
    });
    worker.on("message", (m: FromWorker) => void this.onMessage(worker, m));
    worker.on("error", (err) => this.lost(worker, err));
    worker.on("exit", () => this.lost(worker, new Error("The binder worker stopped")));
    return this.ready.then(() => worker);
  }

  private async onMessage(worker: Worker, m: FromWorker): Promise<void> {
    if (m.type === "ready") return;
    const build = this.builds.get(m.buildId);
    if (!build) return;
    if (m.type === "progress") {
      await build.onProgress?.(m.done, m.total);
    } else if (m.type === "built") {
      build.resolve({ kind: "built", bytes: m.bytes, sha256: m.sha256 });
    } else if (m.type === "stored") {
      build.resolve({ kind: "stored", documentId: m.documentId });
    } else if (m.type === "failed") {
      build.reject(new Error(m.message));
    } else {
      let document: BinderDocument = null;
      try {
        document = await build.read(m.documentId);
      } catch {
        // The PDF says on a page that the document could not be read.
      }
      const moved = document && { ...document, bytes: movable(document.bytes) };
      this.send(worker, { type: "document", buildId: m.buildId, requestId: m.requestId, document: moved }, moved ? [moved.bytes.buffer as ArrayBuffer] : []);
    }
  }

  private lost(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = null;
    for (const build of this.builds.values()) build.reject(err);
    this.builds.clear();
  }

  private settled(buildId: number): void {
    this.builds.delete(buildId);
    if (this.builds.size > 0 || !this.worker) return;
    const worker = this.worker;
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.builds.size === 0 && this.worker === worker) {
        this.worker = null;
        this.ready = null;
        void worker.terminate();
      }
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}

const thread = new BinderPdfThread();

/** buildBinderPdf (pdf.ts) on the binder worker thread. */
export const buildBinderPdfOffThread = (request: BinderBuildRequest) => thread.build(request);

/** buildBinderPdf on the binder worker thread, the PDF stored by the worker on the PostgreSQL server; the document's id. */
export const storeBinderPdfOffThread = (request: BinderBuildRequest & { databaseUrl: string }, store: StoreBuiltPdf) => thread.buildAndStore(request, store);
