import { ChevronRight, History } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { PayrollRecordDto } from "./api";

interface RecentCalculationsProps {
  records: PayrollRecordDto[] | undefined;
  isLoading: boolean;
  error: string | null;
  openId: string | null;
  onOpen: (id: string) => void;
}

function RecordCard({ record, open, onOpen }: { record: PayrollRecordDto; open: boolean; onOpen: () => void }) {
  const week = formatDisplayDate(record.weekEnding);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={open ? "true" : undefined}
        aria-label={`Week ending ${week}: ${formatDollars(record.totalTips)} for ${record.employeeCount} employees. Open breakdown`}
        className={cn(
          "group flex w-full flex-col gap-3 rounded-lg border p-4 text-left transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          open && "border-primary bg-accent",
        )}
      >
        <div className="flex w-full items-start justify-between gap-2">
          <div>
            <p className="text-xs text-muted-foreground">Week ending</p>
            <p className="font-semibold">{week}</p>
          </div>
          <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground group-hover:text-foreground" aria-hidden="true" />
        </div>
        <div>
          <p className="text-2xl font-bold tabular-nums">{formatDollars(record.totalTips)}</p>
          <p className="text-xs text-muted-foreground">Total tips</p>
        </div>
        <dl className="grid w-full grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Employees</dt>
            <dd className="font-semibold tabular-nums">{record.employeeCount}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Average per person</dt>
            <dd className="font-semibold tabular-nums">{record.averageTips === null ? "—" : formatDollars(record.averageTips)}</dd>
          </div>
        </dl>
        <div className="w-full space-y-2 border-t pt-3">
          <p className="break-words text-xs text-muted-foreground">{record.fileName}</p>
          {record.distributionMethod === "pool_by_hours" && <Badge variant="secondary">Pooled by hours</Badge>}
          {record.distributionMethod === "tip_policy" && <Badge variant="secondary">Tip policy: {record.tipPolicy?.name}</Badge>}
        </div>
      </button>
    </li>
  );
}

/** SPEC: Recent Calculations cards (week ending, total, employees, average per person, file names). */
export function RecentCalculations({ records, isLoading, error, openId, onOpen }: RecentCalculationsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          Recent Calculations
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading calculations..." className="py-8" />
        ) : error ? (
          <EmptyState title="Could not load the calculations" description={error} />
        ) : !records || records.length === 0 ? (
          <EmptyState icon={History} title="No payroll calculations yet" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Recent calculations">
            {records.map((record) => (
              <RecordCard key={record.id} record={record} open={record.id === openId} onOpen={() => onOpen(record.id)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
