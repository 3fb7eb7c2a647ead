import * as React from "react";
import { matrixRowsWorstFirst, requiredStatesWorstFirst } from "@shared/domain/compliance";
import { formatDisplayDate } from "@shared/domain/dates";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { ComplianceMatrixDto } from "./api";
import { CELL_CLASS, cellText } from "./cell-style";
import { LocationLink } from "./location-link";

/**
 * The compliance matrix on a phone: a card per location (worst first), listing every license type its state
 * requires with that license's state (worst first), so no cell hides in a column off screen.
 */
export function ComplianceCards({ matrix }: { matrix: ComplianceMatrixDto }) {
  const typeNames = React.useMemo(() => matrix.licenseTypes.map((t) => t.name), [matrix.licenseTypes]);
  const rows = React.useMemo(() => matrixRowsWorstFirst(matrix.locations), [matrix.locations]);
  return (
    <ul className="grid gap-3 md:hidden print:hidden" aria-label="Compliance by location, worst first">
      {rows.map((loc) => {
        const required = requiredStatesWorstFirst(typeNames, loc.cells);
        return (
          <li key={loc.id} data-testid="matrix-card">
            <Card>
              <CardContent className="space-y-2 p-4 sm:p-4">
                <div className="flex items-baseline justify-between gap-2">
                  <LocationLink locationId={loc.id} href="/licenses" className="min-w-0 break-words font-medium">
                    {loc.name}
                  </LocationLink>
                  <span className="shrink-0 text-xs text-muted-foreground">{loc.state ?? "No state"}</span>
                </div>
                {required.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    {loc.state ? "Its state requires none of these licenses." : "Set its state to see the licenses it requires."}
                  </p>
                ) : (
                  <ul className="divide-y rounded-md border text-sm" aria-label={`Required licenses of ${loc.name}`}>
                    {required.map((cell) => (
                      <li key={cell.typeName} data-testid="matrix-card-item" className="flex items-center justify-between gap-3 px-3 py-2">
                        <span className="min-w-0 break-words">{cell.typeName}</span>
                        <span
                          className={cn("shrink-0 rounded px-2 py-0.5 text-xs", CELL_CLASS[cell.state])}
                          title={cell.expirationDate ? `Expires ${formatDisplayDate(cell.expirationDate)}` : undefined}
                        >
                          {cellText(cell.state)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
