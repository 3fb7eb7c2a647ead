import { useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import * as React from "react";
import { IMPORT_FIELDS, IMPORT_KIND_LABELS, IMPORT_KINDS, type ColumnMapping, type ImportKind } from "@shared/domain/import";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { ApiError } from "@/lib/api";
import { Progress } from "@/components/ui/progress";
import {
  importProgress,
  importTemplateUrl,
  newProgressId,
  progressPercent,
  sendImport,
  type ImportPreviewDto,
  type ImportProgressDto,
  type ImportRowStatus,
} from "./import-api";
import type { RowFixes } from "@shared/schema/import-views";
import { RowFixForm } from "./import-row-fix";
import { LicenseDocumentsSection } from "./license-documents-section";

const SKIP = "__skip";
/** The preview's second and third columns: a phone shows the row, its status, its first column and its reasons. */
const HIDDEN_ON_PHONE = "hidden sm:table-cell";
/** Rows shown in the preview table (errors first); the counts cover every row. */
const SHOWN_ROWS = 200;

const STATUS_BADGE: Record<ImportRowStatus, { label: string; variant: BadgeProps["variant"] }> = {
  new: { label: "New", variant: "success" },
  update: { label: "Update", variant: "warning" },
  unchanged: { label: "No change", variant: "secondary" },
  error: { label: "Error", variant: "destructive" },
  left_out: { label: "Left out", variant: "secondary" },
};

const count = (n: number) => n.toLocaleString("en-US");
const rowsText = (n: number) => `${count(n)} ${n === 1 ? "row" : "rows"}`;

const fieldLabel = (kind: ImportKind, key: string) => (key ? (IMPORT_FIELDS[kind].find((f) => f.key === key)?.column ?? key) : "Don't import");

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.body?.message ?? error.message) : "The file could not be sent. Please try again.");

function MappingSelects({ preview, onChange, disabled }: { preview: ImportPreviewDto; onChange: (mapping: ColumnMapping) => void; disabled: boolean }) {
  const fields = IMPORT_FIELDS[preview.kind];
  const headers = preview.headers.filter((h, i) => h !== "" && preview.headers.indexOf(h) === i);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Columns</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {headers.map((header) => (
          <div key={header} className="space-y-1">
            <Label className="block truncate text-xs text-muted-foreground" htmlFor={`map-${header}`}>
              {header}
            </Label>
            <Select disabled={disabled} value={preview.mapping[header] || SKIP} onValueChange={(v) => onChange({ ...preview.mapping, [header]: v === SKIP ? "" : v })}>
              <SelectTrigger id={`map-${header}`} aria-label={`Field for column ${header}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={SKIP}>Don't import</SelectItem>
                {fields.map((f) => (
                  <SelectItem key={f.key} value={f.key}>
                    {f.column}
                    {f.required ? " *" : ""}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

interface RowActions {
  disabled: boolean;
  fix: (row: number, cells: Record<string, string>) => void;
  leaveOut: (row: number, out: boolean) => void;
}

function PreviewTable({ preview, actions }: { preview: ImportPreviewDto; actions: RowActions }) {
  const [fixing, setFixing] = React.useState<number | null>(null);
  // The first three fields the file fills (its mapping), so a column the file lacks is not shown empty.
  const mapped = new Set(Object.values(preview.mapping));
  const columns = IMPORT_FIELDS[preview.kind]
    .filter((f) => mapped.has(f.key))
    .slice(0, 3)
    .map((f) => f.column);
  const order: Record<ImportRowStatus, number> = { error: 0, update: 1, new: 2, unchanged: 3, left_out: 4 };
  const rows = [...preview.rows].sort((a, b) => order[a.status] - order[b.status] || a.row - b.row).slice(0, SHOWN_ROWS);
  return (
    // Focusable, so the rows can be scrolled with the keyboard.
    <div className="max-h-80 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label="Rows of the file">
      <table className="w-full text-left text-sm" aria-label="Import preview">
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th className="px-2 py-1.5 font-medium">Row</th>
            <th className="px-2 py-1.5 font-medium">Status</th>
            {columns.map((c, i) => (
              <th key={c} className={cn("px-2 py-1.5 font-medium", i > 0 && HIDDEN_ON_PHONE)}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((r) => {
          const canFix = r.status === "error" || Boolean(r.edited);
          const details = Boolean(r.errors?.length || r.changes || r.edited || r.status === "left_out");
          const cell = cn("px-2 pt-1.5", !details && "pb-1.5");
          return (
            // One body per spreadsheet row: its values, then its reasons on a line of their own across the table,
            // so a phone shows them without scrolling sideways.
            <tbody key={r.row} className="border-t" data-status={r.status}>
              <tr className="align-top">
                <td className={cn(cell, "tabular-nums")}>{r.row}</td>
                <td className={cell}>
                  <Badge variant={STATUS_BADGE[r.status].variant}>{STATUS_BADGE[r.status].label}</Badge>
                </td>
                {columns.map((c, i) => (
                  <td key={c} className={cn(cell, "max-w-40 truncate", i > 0 && HIDDEN_ON_PHONE)}>
                    {r.values[c] ?? ""}
                  </td>
                ))}
              </tr>
              {details && (
                <tr>
                  <td colSpan={columns.length + 2} className="px-2 pb-1.5 pt-1">
                    {r.errors?.map((e) => (
                      <p key={`${e.field}:${e.message}`} className="break-words text-destructive">
                        <span className="font-medium">{e.field}:</span> {e.message}
                      </p>
                    ))}
                    {r.changes && <p className="text-muted-foreground">Changes {r.changes.join(", ")}</p>}
                    {r.edited && <p className="text-muted-foreground">Corrected here: {r.edited.join(", ")}</p>}
                    {fixing === r.row ? (
                      <RowFixForm
                        kind={preview.kind}
                        row={r}
                        disabled={actions.disabled}
                        onCancel={() => setFixing(null)}
                        onSave={(cells) => {
                          setFixing(null);
                          actions.fix(r.row, cells);
                        }}
                      />
                    ) : (
                      <div className="mt-1 flex flex-wrap gap-2">
                        {canFix && r.status !== "left_out" && (
                          <Button size="sm" variant="outline" disabled={actions.disabled} aria-label={`Correct row ${r.row}`} onClick={() => setFixing(r.row)}>
                            Correct
                          </Button>
                        )}
                        {r.status === "left_out" ? (
                          <Button size="sm" variant="outline" disabled={actions.disabled} aria-label={`Import row ${r.row} after all`} onClick={() => actions.leaveOut(r.row, false)}>
                            Import after all
                          </Button>
                        ) : (
                          canFix && (
                            <Button size="sm" variant="ghost" disabled={actions.disabled} aria-label={`Leave out row ${r.row}`} onClick={() => actions.leaveOut(r.row, true)}>
                              Leave out
                            </Button>
                          )
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
      {preview.rows.length > SHOWN_ROWS && (
        <p className="border-t px-2 py-1.5 text-xs text-muted-foreground">
          Showing {count(SHOWN_ROWS)} of {count(preview.rows.length)} rows (errors first).
        </p>
      )}
    </div>
  );
}

const PHASE_TEXT: Record<ImportProgressDto["phase"], string> = {
  reading: "Reading the file",
  checking: "Checking rows",
  writing: "Saving rows",
  done: "Finishing",
  failed: "Stopped",
};

/**
 * Polls the running import's progress while `id` is set: the next poll a moment after the last answer, so polls
 * never pile up while the server is busy and an answer that comes late never replaces a newer one.
 */
const POLL_MS = 250;
function useImportProgress(id: string | null): ImportProgressDto | null {
  const [progress, setProgress] = React.useState<ImportProgressDto | null>(null);
  React.useEffect(() => {
    setProgress(null);
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      timer = setTimeout(() => {
        void importProgress(id).then((p) => {
          if (stopped) return;
          if (p) setProgress(p);
          poll();
        });
      }, POLL_MS);
    };
    poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
  return progress;
}

function ApplyProgress({ progress }: { progress: ImportProgressDto | null }) {
  // Shown next to the button that started it, which may be far down a long dry run.
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    // Braces: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.
    ref.current?.scrollIntoView({ block: "nearest" });
  }, []);
  const percent = progress ? progressPercent(progress) : 0;
  const detail = progress && progress.total > 1 && (progress.phase === "checking" || progress.phase === "writing") ? ` (${progress.done.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")})` : "";
  return (
    <div ref={ref} className="space-y-1" data-testid="import-progress">
      <p role="status" className="text-sm text-muted-foreground">
        Importing... {percent}%{progress ? ` · ${PHASE_TEXT[progress.phase]}${detail}` : ""}
      </p>
      <Progress value={percent} aria-label="Import progress" />
    </div>
  );
}

/** Organization → Import: kind, template, file, column mapping, dry run, then the confirmed import. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = React.useState<ImportKind>("locations");
  const [file, setFile] = React.useState<File | null>(null);
  const [preview, setPreview] = React.useState<ImportPreviewDto | null>(null);
  const [mapping, setMapping] = React.useState<ColumnMapping | undefined>();
  /** The columns the user mapped by hand: kept, by header name, when a corrected file is chosen. */
  const [choices, setChoices] = React.useState<ColumnMapping>({});
  const [kept, setKept] = React.useState<string | null>(null);
  const [fixes, setFixes] = React.useState<RowFixes>({});
  const [busy, setBusy] = React.useState<"preview" | "apply" | null>(null);
  const [error, setError] = React.useState<{ step: "preview" | "apply"; message: string } | null>(null);
  const [progressId, setProgressId] = React.useState<string | null>(null);
  const progress = useImportProgress(progressId);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setMapping(undefined);
    setChoices({});
    setKept(null);
    setFixes({});
    setError(null);
  };

  const run = async (step: "preview" | "apply", chosenFile: File, chosenKind: ImportKind, chosenMapping?: ColumnMapping, chosenFixes: RowFixes = fixes) => {
    setBusy(step);
    setError(null);
    try {
      const id = step === "apply" ? newProgressId() : undefined;
      if (id) setProgressId(id);
      const result = await sendImport(step, chosenKind, chosenFile, chosenMapping, id, chosenFixes);
      if (step === "preview") {
        setPreview(result);
        return;
      }
      const { counts } = result;
      toast({
        title: "Import finished",
        description: `${count(counts.new)} added, ${count(counts.update)} updated, ${count(counts.unchanged)} unchanged${counts.error ? `, ${rowsText(counts.error)} with errors skipped` : ""}${counts.leftOut ? `, ${rowsText(counts.leftOut)} left out` : ""}.`,
      });
      await queryClient.invalidateQueries();
      reset();
      onOpenChange(false);
    } catch (err) {
      setError({ step, message: messageOf(err) });
      if (step === "preview") setPreview(null);
    } finally {
      setBusy(null);
      setProgressId(null);
    }
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // A corrected file keeps the columns mapped by hand (matched by header name); corrections made to the
    // previous file's rows do not carry over.
    const keep = Object.keys(choices).length > 0 ? choices : undefined;
    setMapping(keep);
    setFixes({});
    setKept(keep && preview ? Object.entries(keep).map(([header, key]) => `${header} → ${fieldLabel(kind, key)}`).join(", ") : null);
    if (chosen) void run("preview", chosen, kind, keep, {});
    else setPreview(null);
  };

  const chooseKind = (value: ImportKind) => {
    setKind(value);
    setMapping(undefined);
    setChoices({});
    setKept(null);
    setFixes({});
    if (file) void run("preview", file, value, undefined, {});
  };

  const remap = (next: ColumnMapping) => {
    setMapping(next);
    setKept(null);
    if (preview) {
      const changed = Object.fromEntries(Object.entries(next).filter(([header, key]) => preview.mapping[header] !== key));
      setChoices({ ...choices, ...changed });
    }
    if (file) void run("preview", file, kind, next);
  };

  const rowActions: RowActions = {
    disabled: busy !== null,
    fix: (row, cells) => {
      const next = { ...fixes, edits: { ...fixes.edits, [String(row)]: { ...fixes.edits?.[String(row)], ...cells } } };
      setFixes(next);
      if (file) void run("preview", file, kind, mapping ?? preview?.mapping, next);
    },
    leaveOut: (row, out) => {
      const others = (fixes.leftOut ?? []).filter((r) => r !== row);
      const next = { ...fixes, leftOut: out ? [...others, row] : others };
      setFixes(next);
      if (file) void run("preview", file, kind, mapping ?? preview?.mapping, next);
    },
  };

  const writable = preview ? preview.counts.new + preview.counts.update : 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-4xl grid-cols-1">
        <DialogHeader>
          <DialogTitle>Import from a spreadsheet</DialogTitle>
          <DialogDescription>
            Upload an .xlsx, .xls or .csv file. Nothing is saved until you confirm; rows already imported are matched and not added twice.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="import-kind">What to import</Label>
            <Select value={kind} disabled={busy === "apply"} onValueChange={(v) => chooseKind(v as ImportKind)}>
              <SelectTrigger id="import-kind">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {IMPORT_KINDS.map((k) => (
                  <SelectItem key={k} value={k}>
                    {IMPORT_KIND_LABELS[k]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button asChild variant="link" className="h-auto px-0">
              <a href={importTemplateUrl(kind)} download>
                <Download aria-hidden="true" />
                Download the {IMPORT_KIND_LABELS[kind].toLowerCase()} template
              </a>
            </Button>
          </div>
          <div className="space-y-2">
            <Label htmlFor="import-file">Spreadsheet</Label>
            <Input
              id="import-file"
              type="file"
              disabled={busy === "apply"}
              accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            />
            {kind !== "locations" && <p className="text-xs text-muted-foreground">Rows name their location by name or address: import locations first.</p>}
          </div>
        </div>

        {busy === "preview" && (
          <p role="status" className="text-sm text-muted-foreground">
            Checking every row...
          </p>
        )}
        {error?.step === "preview" && (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        )}

        {preview && (
          <div className="min-w-0 space-y-4">
            <div className="flex flex-wrap gap-2" data-testid="import-counts" aria-live="polite">
              <Badge variant="success">{count(preview.counts.new)} new</Badge>
              <Badge variant="warning">{count(preview.counts.update)} to update</Badge>
              <Badge variant="secondary">{count(preview.counts.unchanged)} unchanged</Badge>
              <Badge variant="destructive">{count(preview.counts.error)} with errors</Badge>
              {preview.counts.leftOut > 0 && <Badge variant="outline">{count(preview.counts.leftOut)} left out</Badge>}
            </div>
            {kept && <p className="text-sm text-muted-foreground">Your column choices were kept for this file: {kept}.</p>}
            <PreviewTable preview={preview} actions={rowActions} />
            <MappingSelects preview={preview} onChange={remap} disabled={busy === "apply"} />
          </div>
        )}

        {kind === "licenses" && <LicenseDocumentsSection />}

        {busy === "apply" && <ApplyProgress progress={progress} />}
        {error?.step === "apply" && (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        )}

        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!preview || !file || writable === 0 || busy !== null} onClick={() => file && void run("apply", file, kind, mapping ?? preview?.mapping)}>
            <Upload aria-hidden="true" />
            {busy === "apply" ? "Importing..." : writable > 0 ? `Import ${rowsText(writable)}` : "Nothing to import"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
