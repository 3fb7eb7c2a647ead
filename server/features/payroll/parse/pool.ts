import { Worker } from "node:worker_threads";
import { HttpError } from "../../../http/errors";
import type { PayrollRecordView } from "../present";
import { PayrollFileError, type Distribution, type PayrollUploadFile, type ReadOptions } from "../reader";
import type { ExportFormat, PreparedUpload } from "./jobs";
import type { ParseJob, ParseOutput, ParseReply, ParseTask, WorkerMessage } from "./protocol";

export interface PayrollParsePoolOptions {
  /** Worker threads at most. Default 2. */
  size?: number;
  /**
   * Per-job time limit: timeoutMs plus timeoutPerMbMs for each MB uploaded, or of the stored reading (a
   * 10 MB workbook takes ~3.5 s of CPU; see bench/payroll-parse.ts). The worker is terminated when it is exceeded.
   * Defaults 30 s + 3 s per MB: 60 s for one 10 MB file.
   */
  timeoutMs?: number;
  timeoutPerMbMs?: number;
  /** Jobs waiting at most; more are refused with 503. Default 16. */
  maxQueue?: number;
  /** V8 old-generation heap of each worker. Default 1024 MB. */
  maxOldGenerationSizeMb?: number;
  /** An idle worker is stopped after this long, giving its memory back. Default 60 s. */
  idleMs?: number;
  /**
   * How long a new worker may take to load its code (compiled on the fly by tsx: seconds on a busy machine).
   * A job's own limit starts only once its worker is ready, so a slow start never counts against the reading.
   * Default 120 s.
   */
  bootTimeoutMs?: number;
}

interface Pending {
  job: ParseJob;
  /** Buffers moved to the worker with the job. */
  transfer: ArrayBuffer[];
  resolve: (output: ParseOutput) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its code and said so. */
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

/** A plain-JavaScript entry that registers tsx in the worker, then loads worker.ts (see entry.mjs). */
const workerUrl = new URL("./entry.mjs", import.meta.url);

const fileList = (files: readonly PayrollUploadFile[]) => files.map((f) => `"${f.fileName}"`).join(", ");

/** What a job is doing, for the messages of a job stopped or lost. */
const doing = (task: ParseTask) =>
  task.kind === "upload" ? `Reading ${fileList(task.files)}` : task.kind === "sheet" ? `Reading ${fileList([task.file])}` : "Preparing this payroll calculation";

/** The size a job's time limit grows with: the files, or the stored reading. */
function jobBytes(task: ParseTask): number {
  if (task.kind === "sheet") return task.file.bytes.byteLength;
  return task.kind === "upload" ? task.files.reduce((n, f) => n + f.bytes.byteLength, 0) : (task.stored?.length ?? 0);
}

const ownsItsBuffer = (bytes: Uint8Array) => bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;

const busy = () => new HttpError(503, "Payroll files are being read for other uploads right now. Please try again in a moment.");
const shutDown = () => new HttpError(503, "The payroll reader is shutting down. Please try again in a moment.");

/**
 * A small bounded pool of payroll parse workers, created on demand and reused. Jobs (uploads; breakdowns
 * and exports of large stored readings) queue FIFO; one that runs past its time limit or out of memory is
 * rejected and its worker replaced. Answers come back as transferred bytes (see jobs.ts).
 */
export class PayrollParsePool {
  readonly size: number;
  readonly timeoutMs: number;
  readonly timeoutPerMbMs: number;
  private readonly maxQueue: number;
  private readonly maxOldGenerationSizeMb: number;
  private readonly idleMs: number;
  private readonly bootTimeoutMs: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: PayrollParsePoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? 2));
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.timeoutPerMbMs = options.timeoutPerMbMs ?? 3_000;
    this.maxQueue = options.maxQueue ?? 16;
    this.maxOldGenerationSizeMb = options.maxOldGenerationSizeMb ?? 1024;
    this.idleMs = options.idleMs ?? 60_000;
    this.bootTimeoutMs = options.bootTimeoutMs ?? 120_000;
  }

  /**
   * Reads one upload in a worker and prepares its answer there (see jobs.ts). Rejects with a
   * PayrollFileError (4xx) or an HttpError (400 from a rule, 413/500/503 from the pool).
   * With `transfer`, file bytes that own their ArrayBuffer (multer's, above 4 KB) are moved to the worker
   * instead of copied, and the caller's arrays are left empty.
   */
  calculate(files: readonly PayrollUploadFile[], method: Distribution, options: { transfer?: boolean; read?: ReadOptions } = {}): Promise<PreparedUpload> {
    const moved = files.map((f) => ({ fileName: f.fileName, bytes: options.transfer && ownsItsBuffer(f.bytes) ? f.bytes : new Uint8Array(f.bytes) }));
    const transfer = [...new Set(moved.map((f) => f.bytes.buffer as ArrayBuffer))];
    return this.run({ kind: "upload", files: moved, method, ...(options.read ? { read: options.read } : {}) }, transfer) as Promise<PreparedUpload>;
  }

  /** The breakdown (JSON bytes) of a stored reading. Rejects with HttpError 400 when it cannot be pooled by hours. */
  breakdown(stored: string | null, method: Distribution): Promise<Uint8Array> {
    return this.run({ kind: "breakdown", stored, method }, []) as Promise<Uint8Array>;
  }

  /** The payouts of a stored reading as a CSV or .xlsx file. */
  exportPayouts(stored: string | null, method: Distribution, record: PayrollRecordView, format: ExportFormat): Promise<Uint8Array> {
    return this.run({ kind: "export", stored, method, record, format }, []) as Promise<Uint8Array>;
  }

  /** One sheet's rows of a spreadsheet as UTF-8 JSON (see sheet.ts); the file's bytes are copied, not moved. */
  readSheet(file: PayrollUploadFile, hint: string): Promise<Uint8Array> {
    const copy = { fileName: file.fileName, bytes: new Uint8Array(file.bytes) };
    return this.run({ kind: "sheet", file: copy, hint }, [copy.bytes.buffer as ArrayBuffer]) as Promise<Uint8Array>;
  }

  private run(task: ParseTask, transfer: ArrayBuffer[]): Promise<ParseOutput> {
    if (this.closed) return Promise.reject(shutDown());
    if (this.queue.length >= this.maxQueue) return Promise.reject(busy());
    const job: ParseJob = { ...task, id: this.nextId++ };
    return new Promise((resolve, reject) => {
      this.queue.push({ job, transfer, resolve, reject });
      this.dispatch();
    });
  }

  /** Worker threads alive now (tests and diagnostics). */
  get threads(): number {
    return this.slots.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(shutDown());
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map(async (slot) => {
        const pending = this.finish(slot);
        pending?.reject(shutDown());
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => s.current === null);
      if (!slot && this.slots.size < this.size) slot = this.spawn();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, {
      // The parent's flags are not inherited: under tsx they name a loader that does not work in workers.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.maxOldGenerationSizeMb },
    });
    const slot: Slot = { worker, ready: false, current: null, timer: null };
    worker.unref();
    worker.on("message", (message: WorkerMessage) => ("ready" in message ? this.onReady(slot) : this.onReply(slot, message)));
    worker.on("error", (err: Error & { code?: string }) => this.onCrash(slot, err));
    worker.on("exit", () => this.onCrash(slot, null));
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.current = pending;
    slot.worker.ref();
    // A new worker queues the job until its code has loaded; until then only the start-up limit runs.
    if (slot.ready) this.armJobLimit(slot, pending);
    else {
      slot.timer = setTimeout(() => {
        this.retire(slot);
        pending.reject(new HttpError(503, "The payroll reader did not start in time. Please try again in a moment."));
      }, this.bootTimeoutMs);
    }
    slot.worker.postMessage(pending.job, pending.transfer);
  }

  private armJobLimit(slot: Slot, pending: Pending): void {
    const { job } = pending;
    const limitMs = Math.round(this.timeoutMs + (this.timeoutPerMbMs * jobBytes(job)) / (1024 * 1024));
    slot.timer = setTimeout(() => {
      this.retire(slot);
      const advice = job.kind === "upload" || job.kind === "sheet" ? "Try again, or upload fewer or smaller files." : "Try again in a moment.";
      pending.reject(new HttpError(503, `${doing(job)} took longer than ${Math.max(1, Math.round(limitMs / 1000))} s and was stopped. ${advice}`));
    }, limitMs);
  }

  private onReady(slot: Slot): void {
    slot.ready = true;
    if (!slot.current) return;
    if (slot.timer) clearTimeout(slot.timer);
    this.armJobLimit(slot, slot.current);
  }

  /** Detaches the slot's job; an idle worker is stopped after idleMs. */
  private finish(slot: Slot): Pending | null {
    const pending = slot.current;
    if (slot.timer) clearTimeout(slot.timer);
    slot.current = null;
    slot.timer = null;
    if (this.slots.has(slot)) {
      slot.worker.unref();
      slot.timer = setTimeout(() => this.retire(slot), this.idleMs);
      slot.timer.unref();
    }
    return pending;
  }

  private onReply(slot: Slot, reply: ParseReply): void {
    if (slot.current?.job.id !== reply.id) return;
    const pending = this.finish(slot)!;
    if (reply.ok) pending.resolve(reply.output);
    else if ("refused" in reply) pending.reject(PayrollFileError.fromSerialized(reply.refused));
    else if ("rejected" in reply) pending.reject(new HttpError(reply.rejected.status, reply.rejected.message));
    else pending.reject(new HttpError(500, `${doing(pending.job)} failed: ${reply.failed}`));
    this.dispatch();
  }

  private onCrash(slot: Slot, err: (Error & { code?: string }) | null): void {
    if (!this.slots.has(slot)) return;
    const pending = slot.current;
    this.retire(slot);
    if (pending) {
      const { job } = pending;
      const outOfMemory = err?.code === "ERR_WORKER_OUT_OF_MEMORY";
      pending.reject(
        outOfMemory && (job.kind === "upload" || job.kind === "sheet")
          ? new HttpError(413, `${doing(job)} needs more memory than allowed. Split the data into smaller files.`)
          : new HttpError(500, `${doing(job)} failed: the payroll reader ${outOfMemory ? "ran out of memory" : "stopped unexpectedly"}${err && !outOfMemory ? ` (${err.message})` : ""}.`),
      );
    }
  }

  /** Drops a worker (overran its limit, crashed or idle); a new one is spawned when needed. */
  private retire(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current = null;
    this.slots.delete(slot);
    void slot.worker.terminate();
    this.dispatch();
  }
}

let shared: PayrollParsePool | null = null;
let sharedOptions: PayrollParsePoolOptions = {};

/** Sets the shared pool's options (takes effect for the next pool created). */
export function configurePayrollParsing(options: PayrollParsePoolOptions): void {
  sharedOptions = { ...options };
}

/** The shared pool, created on first use. */
export function payrollParsing(): PayrollParsePool {
  shared ??= new PayrollParsePool(sharedOptions);
  return shared;
}

/** Stops the shared pool's workers; a later read starts a new pool. */
export async function shutdownPayrollParsing(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
