import { localCopyFolder } from "../local-copies";
import type { BinderPdfOptions } from "../pdf";
import { startProcessHost, startThreadHost, type BuilderHost, type HostEvents } from "./hosts";
import { movable, type BinderDocument, type BinderSource, type FromWorker, type StoreBuiltPdf } from "./protocol";

/** Gives the bytes of a stored document (read on the request thread: object storage, or PGlite's rows). */
export type BinderDocumentReader = (documentId: string) => Promise<BinderDocument>;

/** A built binder: its bytes and their SHA-256 (hashed on the worker). */
export interface BuiltPdf {
  bytes: Uint8Array;
  sha256: string;
}

/** What the worker answers: the PDF, or the id of the document it stored the PDF in. */
type Outcome = ({ kind: "built" } & BuiltPdf) | { kind: "stored"; documentId: string };

export type BinderBuildRequest = BinderSource & {
  read: BinderDocumentReader;
  options: BinderPdfOptions;
  /**
   * A PostgreSQL server's URL: the worker reads the documents kept in rows over a connection of its own (and
   * loads a binder sent as `load`; without a URL only a loaded binder can be built).
   */
  databaseUrl?: string | undefined;
};

interface Build {
  read: BinderDocumentReader;
  onProgress?: BinderPdfOptions["onProgress"];
  resolve: (outcome: Outcome) => void;
  reject: (err: Error) => void;
}

/** An idle builder is stopped after this long, giving its memory back. */
const IDLE_MS = 60_000;

/**
 * Builds binder PDFs on one builder (a worker thread or a child process, started on first use, stopped when
 * idle), so pdf-lib's synchronous work never holds up the request thread. Builds sent while one runs share it.
 */
class BinderPdfBuilder {
  private host: BuilderHost | null = null;
  private ready: Promise<BuilderHost> | null = null;
  private builds = new Map<number, Build>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly startHost: (events: HostEvents) => BuilderHost) {}

  async build(request: BinderBuildRequest): Promise<BuiltPdf> {
    const outcome = await this.run(request);
    if (outcome.kind !== "built") throw new Error("The binder builder stored the PDF it was asked to give back");
    return outcome;
  }

  /** Builds the PDF and has the builder store it as a document over its own connection; gives the document's id. */
  async buildAndStore(request: BinderBuildRequest & { databaseUrl: string }, store: StoreBuiltPdf): Promise<string> {
    const outcome = await this.run(request, store);
    if (outcome.kind !== "stored") throw new Error("The binder builder did not store the PDF");
    return outcome.documentId;
  }

  private async run(request: BinderBuildRequest, store?: StoreBuiltPdf): Promise<Outcome> {
    const { read, options, databaseUrl } = request;
    const source: BinderSource = request.load ? { load: request.load } : { content: request.content };
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const host = await this.start();
    const buildId = ++this.nextId;
    return new Promise<Outcome>((resolve, reject) => {
      this.builds.set(buildId, { read, onProgress: options.onProgress, resolve, reject });
      host.ref();
      host.post({ type: "build", buildId, ...source, madeBy: options.madeBy, now: options.now ?? new Date(), databaseUrl, store, localCopies: localCopyFolder() });
    }).finally(() => this.settled(buildId));
  }

  private start(): Promise<BuilderHost> {
    if (this.ready) return this.ready;
    let started: () => void = () => undefined;
    let failed: (err: Error) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    const host = this.startHost({
      message: (m) => (m.type === "ready" ? started() : void this.onMessage(host, m)),
      lost: (err) => {
        failed(err);
        this.lost(host, err);
      },
    });
    this.host = host;
    this.ready = ready.then(() => host);
    return this.ready;
  }

  private async onMessage(host: BuilderHost, m: Exclude<FromWorker, { type: "ready" }>): Promise<void> {
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
      host.post({ type: "document", buildId: m.buildId, requestId: m.requestId, document: moved }, moved ? [moved.bytes.buffer as ArrayBuffer] : []);
    }
  }

  private lost(host: BuilderHost, err: Error): void {
    if (this.host !== host) return;
    this.host = null;
    this.ready = null;
    for (const build of this.builds.values()) build.reject(err);
    this.builds.clear();
  }

  private settled(buildId: number): void {
    this.builds.delete(buildId);
    if (this.builds.size > 0 || !this.host) return;
    const host = this.host;
    host.unref();
    this.idleTimer = setTimeout(() => {
      if (this.builds.size === 0 && this.host === host) {
        this.host = null;
        this.ready = null;
        host.stop();
      }
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}

const onThread = new BinderPdfBuilder(startThreadHost);
const inProcess = new BinderPdfBuilder(startProcessHost);
/** With a PostgreSQL server the builder reads and stores over its own connections: a process of its own; else a thread. */
const builderFor = (request: BinderBuildRequest) => (request.databaseUrl ? inProcess : onThread);

/** buildBinderPdf (pdf.ts) off the request thread. */
export const buildBinderPdfOffThread = (request: BinderBuildRequest) => builderFor(request).build(request);

/** buildBinderPdf off the request thread, the PDF stored by the builder on the PostgreSQL server; the document's id. */
export const storeBinderPdfOffThread = (request: BinderBuildRequest & { databaseUrl: string }, store: StoreBuiltPdf) => inProcess.buildAndStore(request, store);
