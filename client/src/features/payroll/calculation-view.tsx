import { useQuery } from "@tanstack/react-query";
import { FileDown, Trash2, X } from "lucide-react";
import * as React from "react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notifyMutationError } from "@/app/unauthorized";
import { cn } from "@/lib/utils";
import { type DistributionMethod, exportUrl, type PayrollCalculationDto, type PayrollRecordDto, payrollImportUrl, useSetMethod } from "./api";
import { EmployeesTable } from "./employees-table";
import { tipPoliciesQuery } from "./policies-api";
import { selectClass } from "./policy-editor-dialog";
import { PolicyWorking } from "./policy-working";
import { WhatWasRead } from "./what-was-read";

const METHODS: Array<{ value: DistributionMethod; label: string }> = [
  { value: "as_reported", label: "As reported" },
  { value: "pool_by_hours", label: "Pool by hours" },
];

function MethodChoice({ calculation }: { calculation: PayrollCalculationDto }) {
  const setMethod = useSetMethod();
  const name = React.useId();
  const policyId = React.useId();
  const policies = useQuery(tipPoliciesQuery(calculation.record.locationId));
  const { method, canPoolByHours } = calculation.distribution;
  const onError = (error: Error) => notifyMutationError(error, "Failed to update the distribution");
  const choose = (value: DistributionMethod) => {
    if (value === method) return;
    setMethod.mutate({ id: calculation.record.id, method: value }, { onError });
  };
  const choosePolicy = (id: string) => {
    if (!id) return;
    setMethod.mutate({ id: calculation.record.id, policyId: id }, { onError });
  };
  const methods = METHODS.filter((m) => m.value === "as_reported" || canPoolByHours);
  const current = calculation.record.tipPolicy?.id ?? "";
  return (
    <fieldset className="space-y-2" disabled={setMethod.isPending}>
      <legend className="text-sm font-medium">Distribution</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="inline-flex w-fit rounded-md border p-1">
          {methods.map((m) => (
            <label
              key={m.value}
              className={cn(
                "cursor-pointer rounded px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                method === m.value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
              )}
            >
              <input type="radio" name={name} value={m.value} checked={method === m.value} onChange={() => choose(m.value)} className="sr-only" />
              {m.label}
            </label>
          ))}
        </div>
        <label htmlFor={policyId} className="sr-only">
          Tip policy
        </label>
        <select
          id={policyId}
          className={cn(selectClass, "sm:w-64", method === "tip_policy" && "border-primary font-medium")}
          value={method === "tip_policy" ? current : ""}
          onChange={(e) => choosePolicy(e.target.value)}
        >
          <option value="">{policies.data?.length ? "Apply a tip policy…" : "No tip policies yet"}</option>
          {policies.data?.map((p) => (
            <option key={p.id} value={p.id}>
              Tip policy: {p.name}
            </option>
          ))}
          {method === "tip_policy" && current && !policies.data?.some((p) => p.id === current) && (
            <option value={current}>Tip policy: {calculation.record.tipPolicy?.name} (deleted)</option>
          )}
        </select>
      </div>
      <p className="text-xs text-muted-foreground">
        {method === "tip_policy"
          ? "Tips are shared by the location's policy, step by step; every split is rounded to the cent so the payouts add up exactly to the total."
          : method === "pool_by_hours"
            ? "The week's total is shared in proportion to hours worked, rounded to the cent so the shares add up exactly to the total."
            : canPoolByHours
              ? "Each employee gets the tips the files report for them."
              : "Each employee gets the tips the files report for them. Pool by hours becomes available when the files give hours for every employee."}
      </p>
    </fieldset>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

interface CalculationViewProps {
  calculation: PayrollCalculationDto;
  onClose: () => void;
  /** Absent when the user may not delete calculations (staff). */
  onDelete?: (record: PayrollRecordDto) => void;
  /** Present right after an upload (its files still in memory): keep a merged spelling apart by reading them again. */
  onKeepApart?: (spelling: string) => void;
  keepingApart?: boolean;
}

/** One calculation: the figures, the choice of method, every employee, the exports and what was read. */
export function CalculationView({ calculation, onClose, onDelete, onKeepApart, keepingApart }: CalculationViewProps) {
  const { record, summary } = calculation;
  const week = formatDisplayDate(record.weekEnding);
  return (
    <Card aria-labelledby="calculation-title">
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle id="calculation-title" tabIndex={-1} data-breakdown-heading className="scroll-mt-20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Tips for the week ending {week}
          </CardTitle>
          <CardDescription className="break-words">{record.fileName}</CardDescription>
        </div>
        <Button variant="ghost" size="icon" className="shrink-0" onClick={onClose} aria-label="Close breakdown">
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Total tips" value={formatDollars(summary.totalTips)} />
          <Figure label="Employees" value={String(summary.employeeCount)} />
          <Figure label="Average per person" value={summary.averageTips === null ? "—" : formatDollars(summary.averageTips)} />
          <Figure label="Total hours" value={summary.totalHours === null ? "—" : summary.totalHours.toFixed(2)} />
        </dl>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <MethodChoice calculation={calculation} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" asChild>
              <a href={exportUrl(record.id, "csv")} download>
                <FileDown aria-hidden="true" />
                Download CSV
              </a>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={exportUrl(record.id, "xlsx")} download>
                <FileDown aria-hidden="true" />
                Download Excel
              </a>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={payrollImportUrl(record.id)} download>
                <FileDown aria-hidden="true" />
                Payroll import CSV
              </a>
            </Button>
            {onDelete && (
              <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => onDelete(record)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        </div>

        {calculation.distribution.policy ? <PolicyWorking calculation={calculation} /> : <EmployeesTable calculation={calculation} />}
        <WhatWasRead calculation={calculation} onKeepApart={onKeepApart} keepingApart={keepingApart} />
      </CardContent>
    </Card>
  );
}
