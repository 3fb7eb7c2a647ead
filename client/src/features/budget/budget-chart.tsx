import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { budgetProgressOf } from "@shared/domain/budget";
import { formatDollars, parseMoneyToCentsStrict } from "@shared/domain/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { compactDollars } from "./amounts";
import type { BudgetDto } from "./api";
import { BAND_FILL } from "./progress-style";

interface ChartRow {
  name: string;
  planned: number;
  actual: number;
  band: keyof typeof BAND_FILL;
}

const PLANNED_FILL = "hsl(var(--muted-foreground) / 0.35)";

function rowsOf(budgets: BudgetDto[]): ChartRow[] {
  return budgets.map((b) => {
    const planned = parseMoneyToCentsStrict(b.plannedAmount);
    const actual = parseMoneyToCentsStrict(b.actualAmount);
    return { name: b.category.name, planned, actual, band: budgetProgressOf(actual, planned).band };
  });
}

function Swatch({ fill }: { fill: string }) {
  return <span className="inline-block size-3 rounded-sm" style={{ background: fill }} aria-hidden="true" />;
}

/** Actual bars take their line's progress colour, so the legend names the bands rather than one colour. */
function ChartLegend() {
  return (
    <figcaption className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="flex items-center gap-1.5">
        <Swatch fill={PLANNED_FILL} />
        Planned
      </span>
      <span className="flex items-center gap-1.5">
        Actual:
        <Swatch fill={BAND_FILL.success} />
        up to 80%
        <Swatch fill={BAND_FILL.warning} />
        up to 95%
        <Swatch fill={BAND_FILL.danger} />
        above 95%
      </span>
    </figcaption>
  );
}

/** Beyond the spec: planned against actual per category for the month; actual bars take the progress colour. */
export function BudgetChart({ budgets, monthLabel }: { budgets: BudgetDto[]; monthLabel: string }) {
  const rows = rowsOf(budgets);
  const height = Math.max(160, rows.length * 56 + 64);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="budget-chart-title">Planned vs Actual</CardTitle>
        <CardDescription>By category for {monthLabel}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby="budget-chart-title" data-testid="budget-chart">
          {/* Hidden from assistive technology (the table below carries the figures), so the chart must not
              take keyboard focus either: recharts' accessibility layer would make the surface focusable. */}
          <div style={{ height }} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} barGap={2}>
                <CartesianGrid horizontal={false} strokeDasharray="3 3" />
                <XAxis type="number" tickFormatter={compactDollars} fontSize={12} allowDecimals={false} />
                <YAxis type="category" dataKey="name" width={110} fontSize={12} tickLine={false} />
                <Tooltip
                  formatter={(value) => formatDollars(Number(value))}
                  cursor={{ fill: "hsl(var(--muted))" }}
                  contentStyle={{ borderRadius: 8, fontSize: 12 }}
                  itemStyle={{ color: "hsl(var(--foreground))" }}
                />
                <Bar dataKey="planned" name="Planned" fill={PLANNED_FILL} radius={[0, 4, 4, 0]} isAnimationActive={false} />
                <Bar dataKey="actual" name="Actual" fill={BAND_FILL.success} radius={[0, 4, 4, 0]} isAnimationActive={false}>
                  {rows.map((row) => (
                    <Cell key={row.name} fill={BAND_FILL[row.band]} data-band={row.band} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ChartLegend />
          {/* A table ignores sr-only's 1 px width and would widen a phone's page: the wrapper clips it. */}
          <div className="sr-only">
            <table data-testid="budget-chart-data">
              <caption>Planned and actual by category, {monthLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Planned</th>
                  <th scope="col">Actual</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{formatDollars(row.planned)}</td>
                    <td>{formatDollars(row.actual)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
