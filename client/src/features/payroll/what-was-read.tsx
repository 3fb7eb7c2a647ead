import { AlertTriangle, FileSpreadsheet, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FileSummaryDto, PayrollCalculationDto } from "./api";

const COLUMN_LABELS: Record<keyof FileSummaryDto["columns"], string> = {
  employee: "Employee",
  firstName: "First name",
  lastName: "Last name",
  tips: "Tips",
  cashTips: "Cash tips",
  cardTips: "Card tips",
  hours: "Hours",
};

function FileRead({ file }: { file: FileSummaryDto }) {
  const columns = (Object.keys(COLUMN_LABELS) as Array<keyof FileSummaryDto["columns"]>).filter((k) => file.columns[k] !== undefined);
  return (
    <li className="rounded-md border p-3">
      <p className="flex items-center gap-2 font-medium">
        <FileSpreadsheet className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 break-all">{file.fileName}</span>
      </p>
      <p className="mt-1 text-muted-foreground">
        Sheet "{file.sheet}", header row {file.headerRow}, {file.rowsRead} {file.rowsRead === 1 ? "row" : "rows"} read ({file.format.toUpperCase()})
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {columns.map((k) => (
          <li key={k}>
            <span className="text-muted-foreground">{COLUMN_LABELS[k]}:</span> "{file.columns[k]}"
          </li>
        ))}
        {file.policyColumns?.jobRole && (
          <li>
            <span className="text-muted-foreground">Role:</span> "{file.policyColumns.jobRole}"
          </li>
        )}
        {file.policyColumns?.sales && (
          <li>
            <span className="text-muted-foreground">Sales:</span> "{file.policyColumns.sales}"
          </li>
        )}
      </ul>
      {file.tipComponents && file.tipComponents.length > 0 && (
        <p className="mt-2" data-testid="tip-components">
          <span className="text-muted-foreground">Tips read from:</span> {file.tipComponents.map((c) => `"${c}"`).join(" + ")}
          {file.tipChecks && file.tipChecks.length > 0 && (
            <span className="text-muted-foreground"> (checked against {file.tipChecks.map((c) => `"${c}"`).join(" and ")} on every row)</span>
          )}
        </p>
      )}
      {file.ignoredSheets.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-xs text-muted-foreground">
          {file.ignoredSheets.map((s) => (
            <li key={s.sheet}>
              Sheet "{s.sheet}" not used: {s.reason}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** People read under several spellings; right after an upload each spelling can be kept apart (the files are read again). */
function Merges({ merges, onKeepApart, keepingApart }: { merges: PayrollCalculationDto["merges"]; onKeepApart?: (spelling: string) => void; keepingApart?: boolean }) {
  return (
    <div className="rounded-md border p-3" role="note" aria-label="Names merged">
      <p className="mb-1 flex items-center gap-2 font-medium">
        <Users className="size-4 text-primary" aria-hidden="true" />
        Names read as one person
      </p>
      <ul className="space-y-2">
        {merges.map((m) => (
          <li key={m.name} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="merge">
            <span className="min-w-0 break-words">merged: {m.asWritten.join(" = ")}</span>
            {onKeepApart &&
              m.asWritten.slice(1).map((spelling) => (
                <Button key={spelling} type="button" variant="outline" size="sm" disabled={keepingApart} onClick={() => onKeepApart(spelling)}>
                  Keep "{spelling}" apart
                </Button>
              ))}
          </li>
        ))}
      </ul>
      {!onKeepApart && <p className="mt-2 text-xs text-muted-foreground">To count them apart, upload the week's files again and choose Keep apart.</p>}
    </div>
  );
}

/** What the reader used in each file, the names it merged, its warnings, and every row it skipped with the reason. */
export function WhatWasRead({
  calculation,
  onKeepApart,
  keepingApart,
}: {
  calculation: PayrollCalculationDto;
  onKeepApart?: (spelling: string) => void;
  keepingApart?: boolean;
}) {
  const { files, warnings, skippedRows } = calculation;
  // Calculations stored before issue 31 have no merges in their answer.
  const merges = calculation.merges ?? [];
  const multiFile = files.length > 1;
  return (
    <section className="space-y-4 text-sm" aria-labelledby="what-was-read">
      <h3 id="what-was-read" className="text-base font-semibold">
        What was read
      </h3>
      <ul className="space-y-2">
        {files.map((f) => (
          <FileRead key={f.fileName} file={f} />
        ))}
      </ul>

      {merges.length > 0 && <Merges merges={merges} onKeepApart={onKeepApart} keepingApart={keepingApart} />}

      {warnings.length > 0 && (
        <div className="rounded-md border border-warning/50 bg-warning/10 p-3" role="note" aria-label="Warnings">
          <p className="mb-1 flex items-center gap-2 font-medium">
            <AlertTriangle className="size-4 text-warning" aria-hidden="true" />
            Warnings
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}

      <details className="rounded-md border p-3" open={skippedRows.length > 0 && skippedRows.length <= 12}>
        <summary className="cursor-pointer font-medium">Skipped rows ({skippedRows.length})</summary>
        {skippedRows.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No rows were skipped.</p>
        ) : (
          <ul className="mt-2 divide-y">
            {skippedRows.map((r) => (
              <li key={`${r.file}-${r.sheet}-${r.row}`} className="py-2">
                <p>
                  <span className="font-medium">
                    {multiFile ? `${r.file}, ` : ""}row {r.row}
                  </span>
                  <span className="text-muted-foreground"> — {r.reason}</span>
                </p>
                {r.content && <p className="break-words font-mono text-xs text-muted-foreground">{r.content}</p>}
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
