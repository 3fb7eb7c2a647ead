export type DocumentTextErrorCode =
  | "empty"
  | "unreadable"
  | "encrypted"
  | "unsupported"
  | "timeout"
  | "busy"
  | "ocr-failed"
  | "shutdown";

const statusByCode: Record<DocumentTextErrorCode, number> = {
  empty: 400,
  unreadable: 400,
  encrypted: 400,
  unsupported: 415,
  timeout: 504,
  busy: 503,
  "ocr-failed": 422,
  shutdown: 503,
};

/** A document that could not be turned into text; `message` is fit to show to the user. */
export class DocumentTextError extends Error {
  readonly code: DocumentTextErrorCode;
  /** The HTTP status a route should answer with. */
  readonly status: number;

  constructor(code: DocumentTextErrorCode, message: string) {
    super(message);
    this.name = "DocumentTextError";
    this.code = code;
    this.status = statusByCode[code];
  }
}
