import { Download } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDollars, parseMoneyToCentsStrict } from "@shared/domain/money";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { SCROLL_COLUMN, ScrollCueTable } from "@/components/scroll-cue-table";
import { TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { compactDollars } from "@/features/budget/amounts";
import { BAND_FILL, formatPercent } from "@/features/budget/progress-style";
import type { GroupBudgetDto } from "./api";
import { BudgetCards } from "./budget-cards";
import { Figure } from "./budget-figure";
import { LocationLink } from "./location-link";

/** The chart shows the locations that have spent the largest share of their budget. */
const CHART_LOCATIONS = 15;
const PLANNED_FILL = "hsl(var(--muted-foreground) / 0.35)";

function Chart({ report, monthLabel }: { report: GroupBudgetDto; monthLabel: string }) {
  const rows = report.locations
    .filter((l) => l.total.planned !== "0.00")
    .sort((a, b) => b.total.percent - a.total.percent)
    .slice(0, CHART_LOCATIONS)
    .map((l) => ({
      name: l.name,
      planned: parseMoneyToCentsStrict(l.total.planned) / 100,
      actual: parseMoneyToCentsStrict(l.total.actual) / 100,
      band: l.total.band,
    }));
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="group-budget-chart-title">Planned vs Actual by location</CardTitle>
        <CardDescription>
          {monthLabel}: the {rows.length} locations that have used the largest share of their budget; grey is planned, the coloured bar is actual (green up to 80%, amber up to 95%, red above)
        </CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby="group-budget-chart-title">
          <div style={{ height: Math.max(160, rows.length * 44 + 48) }} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} barGap={2}>
                <CartesianGrid horizontal={false} strokeDasharray="3 3" />
                <XAxis type="number" tickFormatter={(v: number) => compactDollars(v * 100)} fontSize={12} allowDecimals={false} />
                <YAxis type="category" dataKey="name" width={140} fontSize={12} tickLine={false} />
                <Tooltip formatter={(value) => formatDollars(Math.round(Number(value) * 100))} contentStyle={{ borderRadius: 8, fontSize: 12 }} />
                <Bar dataKey="planned" name="Planned" fill={PLANNED_FILL} radius={[0, 4, 4, 0]} isAnimationActive={false} />
                <Bar dataKey="actual" name="Actual" radius={[0, 4, 4, 0]} isAnimationActive={false}>
                  {rows.map((row) => (
                    <Cell key={row.name} fill={BAND_FILL[row.band]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}

export function BudgetView({ report, monthLabel }: { report: GroupBudgetDto; monthLabel: string }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="group-budget-total">
          {monthLabel}: {formatDollars(report.total.actual)} spent of {formatDollars(report.total.planned)} planned (
          {formatPercent(report.total.percent)})
        </p>
        <Button variant="outline" asChild>
          <a href={`/api/group/budget.xlsx?month=${report.month}`} download>
            <Download className="size-4" aria-hidden="true" />
            Export XLSX
          </a>
        </Button>
      </div>
      {report.categories.length === 0 ? (
        <EmptyStateCard title="No budgets this month" description={`No location has a budget for ${monthLabel}.`} />
      ) : (
        <>
          <Chart report={report} monthLabel={monthLabel} />
          <BudgetCards report={report} />
          <Card className="hidden md:block">
            <CardContent className="p-0 sm:p-0">
              <ScrollCueTable label="Budget by location and category" noun={["column", "columns"]}>
                <TableHeader>
                  <TableRow>
                    <TableHead className="sticky left-0 z-10 bg-card">Location</TableHead>
                    {report.categories.map((c) => (
                      <TableHead key={c.id} {...SCROLL_COLUMN} className="text-right">
                        {c.name}
                      </TableHead>
                    ))}
                    <TableHead {...SCROLL_COLUMN} className="text-right">
                      Total
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.locations.map((loc) => (
                    <TableRow key={loc.id} data-testid="group-budget-row">
                      <TableCell className="sticky left-0 z-10 bg-card font-medium">
                        <LocationLink locationId={loc.id} href="/budget">
                          {loc.name}
                        </LocationLink>
                      </TableCell>
                      {loc.cells.map((cell, i) => (
                        <TableCell key={report.categories[i]!.id}>
                          <Figure figure={cell} />
                        </TableCell>
                      ))}
                      <TableCell className="font-medium">
                        <Figure figure={loc.total} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell className="sticky left-0 z-10 bg-muted font-semibold">Total</TableCell>
                    {report.categoryTotals.map((t, i) => (
                      <TableCell key={report.categories[i]!.id}>
                        <Figure figure={t} />
                      </TableCell>
                    ))}
                    <TableCell className="font-semibold">
                      <Figure figure={report.total} />
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </ScrollCueTable>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
