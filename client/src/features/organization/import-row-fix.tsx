import * as React from "react";
import { IMPORT_FIELDS, type ImportKind } from "@shared/domain/import";
import type { PreviewRow } from "@shared/schema/import-views";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The template columns a correction offers: the ones in error first, then the rest of the kind's columns. */
function columnsToFix(kind: ImportKind, row: PreviewRow): string[] {
  const all = IMPORT_FIELDS[kind].map((f) => f.column);
  const wrong = [...new Set((row.errors ?? []).map((e) => e.field).filter((c) => all.includes(c)))];
  return wrong.length > 0 ? wrong : all;
}

/**
 * One row corrected in the dry run: a field per column in error, filled with what the file says. "Check
 * again" sends the corrected cells with the file (the spreadsheet itself is not changed).
 */
export function RowFixForm({
  kind,
  row,
  disabled,
  onSave,
  onCancel,
}: {
  kind: ImportKind;
  row: PreviewRow;
  disabled: boolean;
  onSave: (cells: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const columns = columnsToFix(kind, row);
  const [cells, setCells] = React.useState<Record<string, string>>(() => Object.fromEntries(columns.map((c) => [c, row.values[c] ?? ""])));
  return (
    <form
      className="mt-2 space-y-2 rounded-md border bg-muted/40 p-2"
      aria-label={`Correct row ${row.row}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(cells);
      }}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {columns.map((column) => (
          <div key={column} className="min-w-0 space-y-1">
            <Label htmlFor={`fix-${row.row}-${column}`} className="text-xs">
              {column}
            </Label>
            <Input
              id={`fix-${row.row}-${column}`}
              value={cells[column] ?? ""}
              onChange={(e) => setCells({ ...cells, [column]: e.target.value })}
              autoFocus={column === columns[0]}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={disabled}>
          Check again
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
