import { AlertTriangle, FileSpreadsheet } from "lucide-react";
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

/** What the reader used in each file, its warnings, and every row it skipped with the reason. */
export function WhatWasRead({ calculation }: { calculation: PayrollCalculationDto }) {
  const { files, warnings, skippedRows } = calculation;
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
