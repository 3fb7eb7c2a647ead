import { Download, Printer } from "lucide-react";
import { COMPLIANCE_STATE_LABELS } from "@shared/domain/compliance";
import { formatDisplayDate } from "@shared/domain/dates";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { SCROLL_COLUMN, ScrollCueTable } from "@/components/scroll-cue-table";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { ComplianceMatrixDto } from "./api";
import { CELL_CLASS, cellText } from "./cell-style";
import { ComplianceCards } from "./compliance-cards";
import { LocationLink } from "./location-link";

/** Locations per printed page: the print stylesheet breaks the table after every this many rows. */
export const ROWS_PER_PRINTED_PAGE = 25;

export function ComplianceView({ matrix }: { matrix: ComplianceMatrixDto }) {
  if (matrix.licenseTypes.length === 0) {
    return (
      <EmptyStateCard title="No required licenses" description="Set each location's state to see the licenses it requires." />
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <p className="text-sm text-muted-foreground">
          Each cell is the state of the location's license of that type on {formatDisplayDate(matrix.today)}; “—” where the
          location's state does not require it.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <a href="/api/group/compliance.csv" download>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <h2 className="hidden text-lg font-bold print:block">License compliance — {formatDisplayDate(matrix.today)}</h2>
      <ComplianceCards matrix={matrix} />
      <Card className="hidden md:block print:block print:border-0 print:shadow-none">
        <CardContent className="p-0 sm:p-0">
          <ScrollCueTable label="Compliance matrix" noun={["type", "types"]} className="compliance-matrix">
            <TableHeader>
              <TableRow>
                <TableHead className="sticky left-0 z-10 bg-card">Location</TableHead>
                {matrix.licenseTypes.map((t) => (
                  <TableHead key={t.id} {...SCROLL_COLUMN} className="max-w-32 whitespace-normal text-xs leading-tight">
                    {t.name}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {matrix.locations.map((loc, i) => (
                <TableRow
                  key={loc.id}
                  data-testid="matrix-row"
                  className={cn((i + 1) % ROWS_PER_PRINTED_PAGE === 0 && i + 1 < matrix.locations.length && "print-page-break")}
                >
                  <TableCell className="sticky left-0 z-10 bg-card font-medium">
                    <LocationLink locationId={loc.id} href="/licenses">
                      {loc.name}
                    </LocationLink>
                    <span className="ml-1 text-xs text-muted-foreground">{loc.state ?? "No state"}</span>
                  </TableCell>
                  {loc.cells.map((cell, j) => (
                    <TableCell key={matrix.licenseTypes[j]!.id} className={cn("text-center text-xs", CELL_CLASS[cell.state])}>
                      {cell.state === "not_required" ? (
                        <span aria-label={COMPLIANCE_STATE_LABELS.not_required}>—</span>
                      ) : (
                        <LocationLink
                          locationId={loc.id}
                          href="/licenses"
                          title={cell.expirationDate ? `Expires ${formatDisplayDate(cell.expirationDate)}` : undefined}
                        >
                          {cellText(cell.state)}
                        </LocationLink>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </ScrollCueTable>
        </CardContent>
      </Card>
    </div>
  );
}
