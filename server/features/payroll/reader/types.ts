/** Public result types of the payroll spreadsheet reader. Money is integer cents; hours are exact to 1/100. */

export type PayrollFileFormat = "xlsx" | "xls" | "csv";

export interface PayrollUploadFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Header texts of the columns that were read, as written in the file. */
export interface PayrollColumns {
  employee?: string;
  firstName?: string;
  lastName?: string;
  /** The total tips column; when absent, tips are cashTips + cardTips. */
  tips?: string;
  cashTips?: string;
  cardTips?: string;
  hours?: string;
}

export interface IgnoredSheet {
  sheet: string;
  reason: string;
}

export interface PayrollFileSummary {
  fileName: string;
  format: PayrollFileFormat;
  sheet: string;
  /** 1-based. */
  headerRow: number;
  columns: PayrollColumns;
  /** Columns read for tip policies: the employee's job and sales (absent when the file has neither). */
  policyColumns?: { jobRole?: string; sales?: string };
  /** Employee rows read (rows that count towards an employee). */
  rowsRead: number;
  ignoredSheets: IgnoredSheet[];
}

/** One spreadsheet row that counts towards an employee. */
export interface PayrollRowRef {
  file: string;
  sheet: string;
  /** 1-based. */
  row: number;
  tipsCents: number;
  hours?: number;
}

export interface PayrollEmployee {
  /** Canonical display name, "First Last". */
  name: string;
  tipsCents: number;
  /** Present when every row of this employee gave hours; exact to the hundredth. */
  hours?: number;
  rows: PayrollRowRef[];
  /** Every distinct spelling found ("Liu, Grace", "Grace Liu "). */
  asWritten: string[];
  /** The job the files give (the first one found), for tip policies. */
  role?: string;
  /** Other jobs the files give for this person. */
  otherRoles?: string[];
  /** Card tips, when every row of this employee is in a file with a card tips column. */
  cardTipsCents?: number;
  /** Sales, when every row of this employee is in a file with a sales column. */
  salesCents?: number;
}

export type SkipKind =
  | "title"
  | "blank"
  | "repeated-header"
  | "subtotal"
  | "total"
  | "summary"
  | "no-name"
  | "no-amount"
  | "unreadable-amount";

export interface SkippedRow {
  file: string;
  sheet: string;
  /** 1-based. */
  row: number;
  /** The row's non-empty cells joined with " | ". */
  content: string;
  reason: string;
  kind: SkipKind;
}

export interface PayrollReadResult {
  files: PayrollFileSummary[];
  employees: PayrollEmployee[];
  totalTipsCents: number;
  employeeCount: number;
  /** Present only when every employee has hours (the condition for pooling by hours). */
  totalHours?: number;
  warnings: string[];
  skippedRows: SkippedRow[];
}
