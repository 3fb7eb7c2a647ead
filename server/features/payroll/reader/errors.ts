import { HttpError } from "../../../http/errors";

export type PayrollErrorCode =
  | "no_files"
  | "too_many_files"
  | "duplicate_file"
  | "empty_file"
  | "file_too_large"
  | "expands_too_much"
  | "not_a_spreadsheet"
  | "unreadable"
  | "password_protected"
  | "no_data"
  | "no_employee_column"
  | "no_tips_column"
  | "no_employee_rows"
  /** The tip columns' headers do not say how they add up (issue 31). */
  | "ambiguous_tips"
  /** A total tips column differs from the sum of its components. */
  | "tip_total_mismatch"
  /** Read, but not money a week of tips can be: rates, another period, mixed decimals, tips above sales, negative tips. */
  | "implausible";

export interface SerializedPayrollFileError {
  name: "PayrollFileError";
  status: number;
  code: PayrollErrorCode;
  message: string;
  fileName?: string;
}

/**
 * A refused upload or file. Extends HttpError so the error handler answers with its status and message;
 * the message is written for the manager and names the file. serialize()/fromSerialized() carry it across
 * a worker thread boundary, where class identity is lost.
 */
export class PayrollFileError extends HttpError {
  constructor(
    status: 400 | 413 | 415,
    readonly code: PayrollErrorCode,
    message: string,
    readonly fileName?: string,
  ) {
    super(status, message);
    this.name = "PayrollFileError";
  }

  serialize(): SerializedPayrollFileError {
    return { name: "PayrollFileError", status: this.status, code: this.code, message: this.message, fileName: this.fileName };
  }

  static fromSerialized(data: SerializedPayrollFileError): PayrollFileError {
    const status = data.status === 413 || data.status === 415 ? data.status : 400;
    return new PayrollFileError(status, data.code, data.message, data.fileName);
  }

  static isSerialized(value: unknown): value is SerializedPayrollFileError {
    return typeof value === "object" && value !== null && (value as { name?: unknown }).name === "PayrollFileError";
  }
}

/** "tips.xlsx" quoted for messages. */
export const quoteFile = (fileName: string) => `"${fileName}"`;
