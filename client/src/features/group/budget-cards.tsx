import { Card, CardContent } from "@/components/ui/card";
import type { GroupBudgetDto } from "./api";
import { Figure } from "./budget-figure";
import { LocationLink } from "./location-link";

/**
 * The group budget on a phone: a card per location with its total first, then each category it has a line for,
 * and a last card with the group's totals — every figure of the table, none in a column off screen.
 */
export function BudgetCards({ report }: { report: GroupBudgetDto }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Budget by location">
      {report.locations.map((loc) => (
        <li key={loc.id} data-testid="group-budget-card">
          <Card>
            <CardContent className="space-y-2 p-4 sm:p-4">
              <LocationLink locationId={loc.id} href="/budget" className="block break-words font-medium">
                {loc.name}
              </LocationLink>
              <dl className="divide-y rounded-md border text-sm">
                <div className="flex items-start justify-between gap-3 px-3 py-2 font-medium">
                  <dt>Total</dt>
                  <dd>
                    <Figure figure={loc.total} />
                  </dd>
                </div>
                {loc.cells.map((cell, i) =>
                  cell ? (
                    <div key={report.categories[i]!.id} className="flex items-start justify-between gap-3 px-3 py-2">
                      <dt className="min-w-0 break-words">{report.categories[i]!.name}</dt>
                      <dd>
                        <Figure figure={cell} />
                      </dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
      <li data-testid="group-budget-card">
        <Card className="bg-muted/50">
          <CardContent className="space-y-2 p-4 sm:p-4">
            <p className="font-semibold">All locations</p>
            <dl className="divide-y rounded-md border bg-card text-sm">
              <div className="flex items-start justify-between gap-3 px-3 py-2 font-semibold">
                <dt>Total</dt>
                <dd>
                  <Figure figure={report.total} />
                </dd>
              </div>
              {report.categoryTotals.map((total, i) => (
                <div key={report.categories[i]!.id} className="flex items-start justify-between gap-3 px-3 py-2">
                  <dt className="min-w-0 break-words">{report.categories[i]!.name}</dt>
                  <dd>
                    <Figure figure={total} />
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </li>
    </ul>
  );
}
