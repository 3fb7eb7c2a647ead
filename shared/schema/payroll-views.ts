import type { TipPolicyRules } from "../domain/tip-policy";

// Types only (no Drizzle): the answers of /api/payroll as the server builds them (server/features/payroll/present*.ts)
// and the client reads them. Money as decimal strings ("1234.50"); no Date fields (createdAt is sent as an ISO string).

export type DistributionMethod = "as_reported" | "pool_by_hours";
/** How a calculation's payouts are made: one of the two methods, or a location's tip policy. */
export type CalculationMethod = DistributionMethod | "tip_policy";

// ---- What the spreadsheet reader found, sent as it is ----

export type PayrollFileFormat = "xlsx" | "xls" | "csv";

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
  /** The tip columns summed into each employee's tips (issue 31), as written in the file. */
  tipComponents?: string[];
  /** Total columns checked equal to the sum of the components on every row (never added). */
  tipChecks?: string[];
  /** Columns summed into each employee's hours (Regular + Overtime + Double time), when there is no total. */
  hoursParts?: string[];
  /** Columns read for tip policies: the employee's job and sales (absent when the file has neither). */
  policyColumns?: { jobRole?: string; sales?: string };
  /** Employee rows read (rows that count towards an employee). */
  rowsRead: number;
  ignoredSheets: IgnoredSheet[];
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

// ---- Tip policy working (present-policy.ts) ----

/** Where an employee's role came from: "file" (the payroll file's job column) or "assigned" (by a manager). */
export type RoleSource = "file" | "assigned" | null;

/** One employee's working under a tip policy, as the detail view and the exports show it. Money as decimal strings. */
export interface PolicyWorkingView {
  name: string;
  role: string | null;
  /** "file": the payroll file's job column; "assigned": given by a manager and remembered for the location. */
  roleSource: RoleSource;
  /** The file's job when it is not one of the policy's roles. */
  fileRole: string | null;
  manager: boolean;
  inPolicy: boolean;
  hours: number | null;
  reportedTips: string;
  cardTips: string | null;
  withheld: string;
  tipOutsGiven: string;
  tipOutsReceived: string;
  poolContribution: string;
  poolPoints: number | null;
  /** The share of the pool as a percentage ("24.03 %"), null outside a pool. */
  poolFraction: string | null;
  poolShare: string;
  payout: string;
  given: Array<{ step: number; toRoles: string[]; percent: number; base: "tips" | "sales"; baseAmount: string; amount: string; capped: boolean }>;
  received: Array<{ step: number; fromRoles: string[]; amount: string; split: "hours" | "equal" }>;
  /** The working said line by line ("Reported tips $500.00", "Step 1: tip-out to Busser, 3 % of …"). */
  lines: string[];
}

export interface PolicyView {
  id: string;
  name: string;
  rules: TipPolicyRules;
  /** The steps said in words, in order. */
  steps: string[];
  totalTips: string;
  withheld: string;
  paidOut: string;
  /** Steps that did nothing, and why. */
  notes: string[];
  /** Employees without one of the policy's roles: they keep the tips reported until a role is assigned. */
  needsRole: string[];
  working: PolicyWorkingView[];
}

// ---- Calculations (present.ts) ----

/** A payroll calculation as lists show it (no processed data). Money as decimal strings. */
export interface PayrollRecordView {
  id: string;
  locationId: string;
  weekEnding: string;
  totalTips: string;
  employeeCount: number;
  /** Total tips divided by the employee count, to the cent (null without employees). */
  averageTips: string | null;
  fileName: string | null;
  distributionMethod: CalculationMethod;
  /** The tip policy the calculation was made with (its name as it was when applied); absent otherwise. */
  tipPolicy?: { id: string; name: string };
  createdAt: string;
}

export interface EmployeeView {
  name: string;
  tips: string;
  hours: number | null;
  /** The job the files give, when they have a job column (absent otherwise). */
  role?: string;
  /** Every spelling found in the files. */
  asWritten: string[];
  /** The tip components read for this person ("Paycheck Tips", "Cash Tips"); they add up to tips. */
  components: { label: string; tips: string }[];
  rows: Array<{ file: string; sheet: string; row: number; tips: string; hours: number | null }>;
}

export interface PayoutView {
  name: string;
  /** What the files reported for this employee. */
  reportedTips: string;
  hours: number | null;
  /** What the employee is paid under the method. */
  payout: string;
}

export interface DistributionView {
  method: CalculationMethod;
  /** Every employee has hours, so the total can be pooled by hours. */
  canPoolByHours: boolean;
  totalTips: string;
  totalHours: number | null;
  payouts: PayoutView[];
  /** With a tip policy: the policy and every employee's working (absent otherwise, so the two methods' answers stay as they were). */
  policy?: PolicyView;
}

/** One calculation with everything that was read: the upload's answer and GET /api/payroll/:id. */
export interface PayrollCalculationView extends PayrollBreakdownView {
  record: PayrollRecordView;
}

/** A calculation without its record: built from the stored reading alone (in the parse worker when large). */
export interface PayrollBreakdownView {
  summary: { totalTips: string; employeeCount: number; averageTips: string | null; totalHours: number | null };
  employees: EmployeeView[];
  distribution: DistributionView;
  files: PayrollFileSummary[];
  /** People read under several spellings ("José Peña" = "PENA, JOSE"); each spelling can be kept apart. */
  merges: { name: string; asWritten: string[] }[];
  warnings: string[];
  skippedRows: SkippedRow[];
}
