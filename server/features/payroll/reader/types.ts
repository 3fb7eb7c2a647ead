/** Public result types of the payroll spreadsheet reader. Money is integer cents; hours are exact to 1/100. */

// The parts the API sends as they are (file summaries, skipped rows) live in shared/schema/payroll-views.ts.
import type { PayrollFileSummary, SkippedRow } from "@shared/schema/payroll-views";

export type {
  IgnoredSheet,
  PayrollColumns,
  PayrollFileFormat,
  PayrollFileSummary,
  SkipKind,
  SkippedRow,
} from "@shared/schema/payroll-views";

export interface PayrollUploadFile {
  fileName: string;
  bytes: Uint8Array;
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

export interface PayrollTipComponent {
  /** The column's header as written ("Cash Tips", "Paycheck Tips"). */
  label: string;
  tipsCents: number;
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
  /** The tip components read for this person (one per component column, summed across rows and files); they add up to tipsCents. */
  components: PayrollTipComponent[];
  /** Card tips, when every row of this employee is in a file with a card tips column. */
  cardTipsCents?: number;
  /** Sales, when every row of this employee is in a file with a sales column. */
  salesCents?: number;
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
  /** People read under several spellings ("José Peña" = "PENA, JOSE"): each can be kept apart by uploading again. */
  merges?: PayrollMerge[];
}

export interface PayrollMerge {
  /** The name shown. */
  name: string;
  /** The spellings merged, as written. */
  asWritten: string[];
}
