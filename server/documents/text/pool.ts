import os from "node:os";
import { Worker } from "node:worker_threads";
import { DocumentTextError, type DocumentTextErrorCode } from "./errors";
import type { ExtractTextResult, WorkerJob, WorkerReply } from "./types";

export interface DocumentPoolOptions {
  /** Worker threads at most (each holds one OCR engine, ~150 MB). Default: cores - 1, 1..2. */
  size?: number;
  /** Per-document time limit; the worker is killed when it is exceeded. Default 90 s. */
  timeoutMs?: number;
  /** Documents waiting at most; more are refused with a "busy" error. Default 32. */
  maxQueue?: number;
}

interface Pending {
  job: WorkerJob;
  timeoutMs: number;
  resolve: (r: ExtractTextResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

const workerUrl = new URL("./worker/document-worker.mjs", import.meta.url);
const knownCodes = new Set<string>(["empty", "unreadable", "encrypted", "unsupported", "ocr-failed"]);

export function defaultPoolSize(): number {
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(2, cores - 1));
}

/**
 * A bounded pool of document worker threads, created on demand and reused. Jobs queue FIFO; a job
 * that runs past its time limit is rejected and its worker terminated (a fresh one replaces it).
 */
export class DocumentPool {
  readonly size: number;
  readonly timeoutMs: number;
  private readonly maxQueue: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: DocumentPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.timeoutMs = options.timeoutMs ?? 90_000;
    this.maxQueue = options.maxQueue ?? 32;
  }

  run(job: Omit<WorkerJob, "id" | "type">, timeoutMs = this.timeoutMs): Promise<ExtractTextResult> {
    if (this.closed) return Promise.reject(new DocumentTextError("shutdown", "The document reader is shut down."));
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new DocumentTextError("busy", "Too many documents are being read; try again shortly."));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, type: "job", id: this.nextId++ }, timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers alive now (for tests and diagnostics). */
  get threads(): number {
    return this.slots.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) {
      p.reject(new DocumentTextError("shutdown", "The document reader is shut down."));
    }
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map(async (slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.current?.reject(new DocumentTextError("shutdown", "The document reader is shut down."));
        slot.current = null;
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => s.current === null);
      if (!slot && this.slots.size < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      this.start(slot, pending);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
      // The OCR engine chatters on stdio ("Estimating resolution ..."); failures come back as messages.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const slot: Slot = { worker, current: null, timer: null };
    worker.unref();
    worker.on("message", (msg: WorkerReply) => this.onReply(slot, msg));
    worker.on("error", (err) => this.onCrash(slot, `Reading the document failed: ${err.message}`));
    worker.on("exit", () => this.onCrash(slot, "Reading the document failed: the reader stopped unexpectedly."));
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    slot.current = pending;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      const seconds = Math.round(pending.timeoutMs / 100) / 10;
      this.retire(slot);
      pending.reject(new DocumentTextError("timeout", `Reading the document took longer than ${seconds} s and was stopped.`));
    }, pending.timeoutMs);
    slot.worker.postMessage(pending.job);
  }

  private finish(slot: Slot): Pending | null {
    const pending = slot.current;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current = null;
    if (this.slots.has(slot)) slot.worker.unref();
    return pending;
  }

  private onReply(slot: Slot, msg: WorkerReply): void {
    if (msg.type !== "result" || slot.current?.job.id !== msg.id) return;
    const pending = this.finish(slot)!;
    if (msg.ok) pending.resolve(msg.result);
    else {
      const code = (knownCodes.has(msg.error.code) ? msg.error.code : "ocr-failed") as DocumentTextErrorCode;
      pending.reject(new DocumentTextError(code, msg.error.message));
    }
    this.dispatch();
  }

  private onCrash(slot: Slot, message: string): void {
    if (!this.slots.has(slot)) return;
    const pending = this.finish(slot);
    this.slots.delete(slot);
    void slot.worker.terminate();
    pending?.reject(new DocumentTextError("ocr-failed", message));
    this.dispatch();
  }

  /** Drops a worker that overran its time limit; terminating it also ends its OCR engine. */
  private retire(slot: Slot): void {
    this.finish(slot);
    this.slots.delete(slot);
    void slot.worker.terminate();
    this.dispatch();
  }
}
