import * as React from "react";
import { stateName } from "@shared/domain/us-states";
import { SortableHead } from "@/components/sortable-head";
import { Card, CardContent } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import type { GroupLocationDto } from "./api";
import { BudgetFigure, CampaignsFigure, ComplianceFigure, MaintenanceFigure, PayrollFigure } from "./figures";
import { LocationLink } from "./location-link";
import { type Sort, type SortKey, sortLocations, worstFirst } from "./sorting";

const ALL_STATES = "all";

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: "name", label: "Location" },
  { key: "state", label: "State" },
  { key: "compliance", label: "Compliance" },
  { key: "budget", label: "Budget" },
  { key: "maintenance", label: "Maintenance" },
  { key: "campaigns", label: "Campaigns" },
  { key: "payroll", label: "Last payroll" },
];

function LocationName({ row }: { row: GroupLocationDto }) {
  return (
    <LocationLink locationId={row.id} href="/" className="font-medium">
      {row.name}
    </LocationLink>
  );
}

function OverviewTable({ rows, sort, onSort }: { rows: GroupLocationDto[]; sort: Sort | null; onSort: (key: SortKey) => void }) {
  return (
    <Card className="hidden xl:block">
      <CardContent className="p-0 sm:p-0">
        <Table label="Locations side by side" className="min-w-0">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <SortableHead key={c.key} label={c.label} sortKey={c.key} sort={sort} onSort={onSort} />
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="group-row">
                <TableCell className="max-w-48">
                  <LocationName row={row} />
                  {row.city && <div className="text-xs text-muted-foreground">{row.city}</div>}
                </TableCell>
                <TableCell>{row.state ?? "—"}</TableCell>
                <TableCell>
                  <ComplianceFigure row={row} />
                </TableCell>
                <TableCell>
                  <BudgetFigure row={row} />
                </TableCell>
                <TableCell>
                  <MaintenanceFigure row={row} />
                </TableCell>
                <TableCell>
                  <CampaignsFigure row={row} />
                </TableCell>
                <TableCell>
                  <PayrollFigure row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** On a phone the rows become cards, worst first. */
function OverviewCards({ rows }: { rows: GroupLocationDto[] }) {
  const ordered = React.useMemo(() => [...rows].sort(worstFirst), [rows]);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:hidden" aria-label="Locations, worst first">
      {ordered.map((row) => (
        <li key={row.id} data-testid="group-card">
          <Card className="h-full">
            <CardContent className="space-y-3 p-4 sm:p-4">
              <div className="flex items-baseline justify-between gap-2">
                <LocationName row={row} />
                <span className="text-xs text-muted-foreground">{row.state ?? "No state"}</span>
              </div>
              <ComplianceFigure row={row} labelled />
              <BudgetFigure row={row} labelled />
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                <MaintenanceFigure row={row} labelled />
                <CampaignsFigure row={row} labelled />
              </div>
              <PayrollFigure row={row} labelled />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function OverviewView({ locations }: { locations: GroupLocationDto[] }) {
  const [state, setState] = React.useState(ALL_STATES);
  const [sort, setSort] = React.useState<Sort | null>(null);
  const states = React.useMemo(() => [...new Set(locations.map((l) => l.state).filter((s): s is string => !!s))].sort(), [locations]);
  const filtered = state === ALL_STATES ? locations : locations.filter((l) => l.state === state);
  const rows = React.useMemo(() => sortLocations(filtered, sort), [filtered, sort]);
  const onSort = (key: SortKey) =>
    setSort((current) => (current?.key === key ? { key, direction: current.direction === "asc" ? "desc" : "asc" } : { key, direction: "asc" }));

  const outOfCompliance = locations.filter((l) => l.compliance.status === "non_compliant").length;
  const overdue = locations.reduce((sum, l) => sum + l.maintenance.overdue, 0);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" data-testid="group-summary">
          {locations.length} locations · {outOfCompliance} out of compliance · {overdue} overdue maintenance tasks
        </p>
        <Select value={state} onValueChange={setState}>
          <SelectTrigger className="w-full sm:w-48" aria-label="Filter by state">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_STATES}>All states</SelectItem>
            {states.map((s) => (
              <SelectItem key={s} value={s}>
                {stateName(s)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <OverviewTable rows={rows} sort={sort} onSort={onSort} />
      <OverviewCards rows={rows} />
    </div>
  );
}
