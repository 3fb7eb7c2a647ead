/** Column roles and the header texts that name them. Exact matches after normalizing, never substrings:
 * "Employee ID", "Net Sales", "Gross Pay", "Tip %" or "Declared Tips" beside a total stay distractors
 * (never read as tips; "Net Sales" is read as sales for tip-outs on sales).
 * Tip headers outside the list are read by the word rules of tip-header.ts. */
import { hasNotTipsWord, tipHeaderRole } from "./tip-header";

export type ColumnRole = "employee" | "firstName" | "lastName" | "tips" | "cashTips" | "cardTips" | "hours" | "jobRole" | "sales";

// Earlier entries win when several columns share a role.
const HEADERS: Record<ColumnRole, readonly string[]> = {
  employee: [
    "employee name",
    "employee full name",
    "employee",
    "name",
    "full name",
    "staff name",
    "staff member",
    "staff",
    "team member name",
    "team member",
    "server name",
    "server",
    "emp name",
    "crew member",
    "associate name",
    "associate",
    "worker",
    "worker name",
    "payee",
    "payee name",
    "tipped employee",
    "person",
    "empl name",
    "employee nm",
    "member name",
    "server bartender",
    "payroll name",
    "employee payroll name",
    "legal name",
    "employee legal name",
    "team member full name",
  ],
  firstName: ["first name", "employee first name", "firstname", "first", "given name", "fname"],
  lastName: ["last name", "employee last name", "lastname", "last", "surname", "family name", "lname"],
  tips: [
    "total tips",
    "tips total",
    "total tip amount",
    "total tip",
    "tip total",
    "tip amount",
    "tips amount",
    "tips",
    "tip",
    "tips earned",
    "total tips earned",
    "tip share",
    "tips paid",
    "tip payout",
    "tips owed",
    "gratuity",
    "gratuities",
    "total gratuities",
    // Components named by payroll systems (tip-columns.ts tells their kind).
    "paycheck tips",
    "payroll tips",
    "tips paid through payroll",
    "pool payout",
    "tip pool payout",
    "pool share",
    "tip pool share",
    "tip outs received",
    "tip out received",
    "tipouts received",
    "tipout received",
    "tips received",
    "tip share received",
  ],
  cashTips: ["cash tips", "cash tip", "declared cash tips", "declared tips", "cash tips declared", "declared cash"],
  cardTips: [
    "credit card tips",
    "credit card tip",
    "card tips",
    "card tip",
    "cc tips",
    "credit tips",
    "charged tips",
    "charge tips",
    "non cash tips",
    "noncash tips",
    "electronic tips",
  ],
  hours: [
    "hours worked",
    "total hours",
    "hours",
    "hrs",
    "total hrs",
    "hrs worked",
    "worked hours",
    "hours total",
    "labor hours",
    "total labor hours",
    "paid hours",
    "total paid hours",
    "clocked hours",
  ],
  // Read for tip policies only: the employee's job, and sales for tip-outs on sales.
  jobRole: ["job title", "job", "position", "role", "job role", "job name", "job code", "position title", "job position"],
  sales: ["net sales", "sales", "total sales", "gross sales", "sales total", "net sales total"],
};

const ROLE_BY_HEADER = new Map<string, { role: ColumnRole; rank: number }>();
for (const [role, names] of Object.entries(HEADERS) as [ColumnRole, readonly string[]][]) {
  names.forEach((name, rank) => ROLE_BY_HEADER.set(name, { role, rank }));
}

/** "Total Tips ($):" → "total tips"; "Employee_Name" → "employee name"; "Non-Cash Tips" → "non cash tips". */
const normalized = new Map<string, string>();
const MEMO_LIMIT = 10_000;

export function normalizeHeader(text: string): string {
  const known = normalized.get(text);
  if (known !== undefined) return known;
  const result = normalizeHeaderText(text);
  if (normalized.size >= MEMO_LIMIT) normalized.clear();
  normalized.set(text, result);
  return result;
}

function normalizeHeaderText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\((\$|usd|€|£|eur|gbp)\)/g, " ")
    .replace(/[_\-./]+/g, " ")
    .replace(/[:*]+\s*$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

// A parenthesised note is part of the header's meaning when it says rate, share, flag, count... ("Tips (%)", "Tips (Y/N)").
const MEANINGFUL_NOTE = /[%#\d?]|\b(given|code)\b/;

/** "Employee Name (Last, First)" → "employee name": a note in parentheses that only says how a column is written. */
function withoutNote(header: string): string | undefined {
  const note = /\s*\(([^()]*)\)\s*$/.exec(header);
  if (!note || MEANINGFUL_NOTE.test(note[1] ?? "") || hasNotTipsWord(note[1] ?? "")) return undefined;
  const rest = header.slice(0, note.index).trim();
  return rest === "" ? undefined : rest;
}

// "Last Name, First Name", "Employee Name (Last, First, MI)" as one header: a full-name column written in an order.
const NAME_ORDER = /^(?:(?:employee|emp|staff|team member|server|associate)\s+)?(?:name\s+)?(?:last(?: name)?,? first(?: name)?|first(?: name)?,? last(?: name)?)(?:,? (?:mi|m|middle|middle initial|middle name))?$/;
const NAME_ORDER_RANK = 100;

// "Tips - Credit", "Tips: Cash", "Gratuity / Charged": the kind written after the tip word.
const KIND_AFTER = /^\s*(tips?|gratuit(?:y|ies))\s*[-–:/]\s*([^-–:/]+?)\s*$/i;

export function headerRole(text: string): { role: ColumnRole; rank: number } | undefined {
  const after = KIND_AFTER.exec(text);
  if (after) {
    const swapped = headerRole(`${after[2]} ${after[1]}`);
    if (swapped) return swapped;
  }
  const header = normalizeHeader(text);
  if (NAME_ORDER.test(header.replace(/[()]/g, " ").replace(/\s+/g, " ").trim())) return { role: "employee", rank: NAME_ORDER_RANK };
  const role = ROLE_BY_HEADER.get(header) ?? tipHeaderRole(header);
  if (role) return role;
  const rest = withoutNote(header);
  return rest === undefined ? undefined : (ROLE_BY_HEADER.get(rest) ?? tipHeaderRole(rest));
}

export const EMPLOYEE_HEADER_EXAMPLES = "Employee, Name, Staff, Server, Employee Name, or First Name and Last Name";
export const TIPS_HEADER_EXAMPLES = "Tips, Tip Amount, Total Tips, or Cash Tips and Credit Card Tips";
