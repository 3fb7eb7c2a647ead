// An error with a code the main thread maps to DocumentTextError.
export class DocError extends Error {
  /** @param {"empty"|"unreadable"|"encrypted"|"unsupported"|"too-large"|"ocr-failed"} code */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
