import { COMPLIANCE_STATE_LABELS } from "@shared/domain/compliance";
import { formatDisplayDate } from "@shared/domain/dates";
import { licenseCategoryLabel, licenseStatusLabel } from "@shared/domain/labels";
import { Badge } from "@/components/ui/badge";
import { SortableHead } from "@/components/sortable-head";
import { TruncatedText } from "@/components/truncated-text";
import { FLEX_COLUMN, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TIGHT_COLUMN } from "@/components/ui/table";
import type { SortValues } from "@/lib/sorting";
import { useSortedRows } from "@/lib/use-sorted-rows";
import type { LicenseDto } from "./api";
import { ExpiryBadge } from "./expiry-badge";
import { LicenseActions, type LicenseActionHandlers } from "./license-actions";

const dateOrDash = (date: string | null) => (date ? formatDisplayDate(date) : "—");

interface LicensesTableProps extends LicenseActionHandlers {
  licenses: LicenseDto[];
  label: string;
  today: string;
  /** Active section: the expiry badge. Expired & Archived: the status (Expired / Archived). */
  variant: "active" | "inactive";
}

/** An imported license has no document yet; the manager attaches one with Edit. */
function DocumentMissing({ license }: { license: LicenseDto }) {
  if (license.documentId || license.documentUrl) return null;
  return (
    <Badge variant="warning" className="mt-1" data-testid="document-missing">
      Document missing
    </Badge>
  );
}

function StateBadge({ license, today, variant }: { license: LicenseDto; today: string; variant: LicensesVariant }) {
  // A submitted renewal is its own state (the one rule) until the date passes.
  if (license.state === "renewal_submitted") {
    return (
      <Badge variant="outline" className="border-primary text-primary" data-testid="renewal-submitted-badge">
        {COMPLIANCE_STATE_LABELS.renewal_submitted}
      </Badge>
    );
  }
  if (variant === "active") return <ExpiryBadge license={license} today={today} />;
  return (
    <Badge variant={license.status === "expired" ? "destructive" : "secondary"} data-testid="status-badge">
      {licenseStatusLabel(license.status)}
    </Badge>
  );
}
type LicensesVariant = LicensesTableProps["variant"];

type SortKey = "type" | "number" | "issueDate" | "expirationDate";

const SORT_VALUES: SortValues<LicenseDto, SortKey> = {
  type: (l) => l.licenseType?.name,
  number: (l) => l.licenseNumber,
  issueDate: (l) => l.issueDate,
  expirationDate: (l) => l.expirationDate,
};

/**
 * A table on wide screens; cards below xl, where five columns and the sidebar would not fit side by side.
 * The type takes the room left and the number is cut to its column (full text in a tooltip).
 */
export function LicensesTable({ licenses, label, today, variant, ...actions }: LicensesTableProps) {
  const { rows, sort, onSort } = useSortedRows(licenses, SORT_VALUES);
  const head = { sort, onSort };
  return (
    <>
      <div className="hidden xl:block">
        <Table label={label} className="min-w-0">
          <TableHeader>
            <TableRow>
              <SortableHead label="License Type" sortKey="type" {...head} className={FLEX_COLUMN} />
              <SortableHead label="License Number" sortKey="number" {...head} />
              <SortableHead label="Issue Date" sortKey="issueDate" {...head} />
              <SortableHead label="Expiration Date" sortKey="expirationDate" {...head} />
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((license) => (
              <TableRow key={license.id} data-testid="license-row">
                <TableCell className={FLEX_COLUMN}>
                  <TruncatedText text={license.licenseType?.name ?? "Unknown type"} className="font-medium" />
                  <div className="text-xs text-muted-foreground">{licenseCategoryLabel(license.licenseType?.category)}</div>
                  <DocumentMissing license={license} />
                </TableCell>
                <TableCell className="max-w-[12rem] font-mono text-xs">
                  <TruncatedText text={license.licenseNumber || "—"} />
                </TableCell>
                <TableCell className={TIGHT_COLUMN}>{dateOrDash(license.issueDate)}</TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <div className="flex flex-col items-start gap-1">
                    <span>{dateOrDash(license.expirationDate)}</span>
                    <StateBadge license={license} today={today} variant={variant} />
                  </div>
                </TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <LicenseActions license={license} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden" aria-label={label}>
        {rows.map((license) => (
          <li key={license.id} className="rounded-md border p-3" data-testid="license-row">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-medium">{license.licenseType?.name ?? "Unknown type"}</p>
                <p className="text-xs text-muted-foreground">
                  {licenseCategoryLabel(license.licenseType?.category)}
                  {/* The number moves to the next line whole; only one longer than the line is cut within. */}
                  {license.licenseNumber && (
                    <>
                      {" · "}
                      <span className="inline-block max-w-full break-all align-top font-mono">{license.licenseNumber}</span>
                    </>
                  )}
                </p>
                <DocumentMissing license={license} />
              </div>
              <StateBadge license={license} today={today} variant={variant} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Issue Date</dt>
                <dd>{dateOrDash(license.issueDate)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Expiration Date</dt>
                <dd>{dateOrDash(license.expirationDate)}</dd>
              </div>
            </dl>
            <div className="-mr-2 mt-1">
              <LicenseActions license={license} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
