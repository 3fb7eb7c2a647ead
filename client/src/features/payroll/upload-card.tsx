import { Calculator, FileSpreadsheet, Loader2, Upload, X } from "lucide-react";
import * as React from "react";
import { formatDollars } from "@shared/domain/money";
import { isPayWeekEnd, payWeekEndMessage, payWeekEndOnOrBefore, weekdayName } from "@shared/domain/pay-week";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type PayrollCalculationDto, payrollListQuery, type PayrollRecordDto, type PayrollUploadInput, useUploadPayroll } from "./api";
import { DuplicateWeekDialog } from "./duplicate-week-dialog";
import { tipPoliciesQuery } from "./policies-api";
import { selectClass } from "./policy-editor-dialog";
import { addFiles, formatMegabytes, PAYROLL_ACCEPT } from "./files";

interface UploadCardProps {
  locationId: string;
  /** The location's pay-week end day, 0 = Sunday … 6 = Saturday: week endings must fall on it. */
  payWeekEndDay: number;
  /** The location's date (its time zone's, issue 32): the default week ending is the last pay-week end on or before it. */
  today: string;
  /** The location's calculations: a week already among them is opened or replaced, not calculated twice. */
  records: PayrollRecordDto[] | undefined;
  /** `sent`: what was uploaded (the files kept in memory), so a merge of names can be split by uploading again. */
  onCalculated: (calculation: PayrollCalculationDto, sent: PayrollUploadInput) => void;
  onOpenExisting: (id: string) => void;
}

/** SPEC section 8: 'Processed {total} in tips for {n} employees', the total as $x,xxx.xx. */
export const processedMessage = (c: PayrollCalculationDto) =>
  `Processed ${formatDollars(c.summary.totalTips)} in tips for ${c.summary.employeeCount} employees`;

/** Week ending, the week's files, and Calculate Tips. */
export function UploadCard({ locationId, payWeekEndDay, today, records, onCalculated, onOpenExisting }: UploadCardProps) {
  const [weekEnding, setWeekEnding] = React.useState(() => payWeekEndOnOrBefore(today, payWeekEndDay));
  const [askingDuplicate, setAskingDuplicate] = React.useState(false);
  const [files, setFiles] = React.useState<File[]>([]);
  const [problems, setProblems] = React.useState<string[]>([]);
  const [dragging, setDragging] = React.useState(false);
  const [policyId, setPolicyId] = React.useState("");
  /** A large upload being read on the server's job queue: its progress (0-100); null otherwise. */
  const [queuedProgress, setQueuedProgress] = React.useState<number | null>(null);
  const policies = useQuery(tipPoliciesQuery(locationId));
  const inputRef = React.useRef<HTMLInputElement>(null);
  const upload = useUploadPayroll();
  const queryClient = useQueryClient();
  const ids = {
    date: React.useId(),
    dateHint: React.useId(),
    files: React.useId(),
    caption: React.useId(),
    problems: React.useId(),
    policy: React.useId(),
  };
  const offPayWeek = !!weekEnding && !isPayWeekEnd(weekEnding, payWeekEndDay);
  const existing = records?.find((r) => r.weekEnding === weekEnding) ?? null;

  const take = (chosen: FileList | null | undefined) => {
    if (!chosen || chosen.length === 0) return;
    const next = addFiles(files, Array.from(chosen));
    setFiles(next.files);
    setProblems(next.problems);
  };
  const remove = (file: File) => {
    setFiles((current) => current.filter((f) => f !== file));
    setProblems([]);
  };

  const calculate = (replace: boolean) => {
    if (!replace && existing) {
      setAskingDuplicate(true);
      return;
    }
    const sent: PayrollUploadInput = { locationId, weekEnding, files, policyId: policies.data?.some((p) => p.id === policyId) ? policyId : null };
    upload.mutate(
      { ...sent, replace, onProgress: setQueuedProgress },
      {
        onSettled: () => setQueuedProgress(null),
        onSuccess: (calculation) => {
          setAskingDuplicate(false);
          toast({ title: processedMessage(calculation) });
          setFiles([]);
          setProblems([]);
          onCalculated(calculation, sent);
        },
        onError: (error) => {
          // Someone else calculated the week meanwhile: the same question, once the list shows theirs.
          if (!replace && error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: payrollListQuery(locationId).queryKey });
            setAskingDuplicate(true);
            return;
          }
          setAskingDuplicate(false);
          notifyMutationError(error, "Failed to process payroll files");
        },
      },
    );
  };

  const pending = upload.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload className="size-5 text-primary" aria-hidden="true" />
          Upload Payroll Files
        </CardTitle>
        <CardDescription>Upload the week's exports from your POS or payroll system to calculate each employee's tips.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={ids.date}>Week Ending</Label>
          <Input
            id={ids.date}
            type="date"
            value={weekEnding}
            onChange={(e) => setWeekEnding(e.target.value)}
            disabled={pending}
            className="sm:w-56"
            aria-describedby={ids.dateHint}
            aria-invalid={offPayWeek || undefined}
          />
          <p id={ids.dateHint} className={cn("text-xs", offPayWeek ? "font-medium text-destructive" : "text-muted-foreground")}>
            {offPayWeek ? `${payWeekEndMessage(payWeekEndDay)}.` : `Pay weeks at this location end on ${weekdayName(payWeekEndDay)}.`}
          </p>
        </div>

        <div className="space-y-2">
          <Label htmlFor={ids.files}>Payroll Files</Label>
          <div
            onDragOver={(e) => {
              e.preventDefault();
              if (!pending) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              if (!pending) take(e.dataTransfer.files);
            }}
            className={cn(
              "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-5 text-center transition-colors",
              dragging ? "border-primary bg-accent" : "border-input",
              pending && "opacity-60",
            )}
          >
            <FileSpreadsheet className="size-8 text-muted-foreground" aria-hidden="true" />
            <input
              ref={inputRef}
              id={ids.files}
              type="file"
              multiple
              accept={PAYROLL_ACCEPT}
              className="sr-only"
              disabled={pending}
              aria-describedby={[ids.caption, problems.length > 0 ? ids.problems : ""].join(" ").trim()}
              onChange={(e) => {
                take(e.target.files);
                e.target.value = "";
              }}
            />
            <p className="text-sm">
              <span className="hidden sm:inline">Drag and drop files here, or </span>
              <Button variant="link" className="h-auto p-0 align-baseline" onClick={() => inputRef.current?.click()} disabled={pending}>
                choose files
              </Button>
            </p>
            <p id={ids.caption} className="text-xs text-muted-foreground">
              Supports .xlsx, .xls files up to 10MB each
              <span className="block">CSV exports (.csv) work too.</span>
            </p>
          </div>
          {problems.length > 0 && (
            <ul id={ids.problems} className="space-y-1 text-sm font-medium text-destructive">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          {files.length > 0 && (
            <ul className="divide-y rounded-md border" aria-label="Selected files">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 px-3 py-2">
                  <FileSpreadsheet className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{file.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatMegabytes(file.size)}</span>
                  <Button variant="ghost" size="icon" className="size-8" onClick={() => remove(file)} disabled={pending} aria-label={`Remove ${file.name}`}>
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>

        {policies.data && policies.data.length > 0 && (
          <div className="space-y-2">
            <Label htmlFor={ids.policy}>Share tips by</Label>
            <select id={ids.policy} className={cn(selectClass, "sm:w-72")} value={policyId} onChange={(e) => setPolicyId(e.target.value)} disabled={pending}>
              <option value="">As reported</option>
              {policies.data.map((p) => (
                <option key={p.id} value={p.id}>
                  Tip policy: {p.name}
                </option>
              ))}
            </select>
          </div>
        )}

        <Button className="w-full sm:w-auto" onClick={() => calculate(false)} disabled={files.length === 0 || !weekEnding || offPayWeek || pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Calculator aria-hidden="true" />}
          {pending ? "Calculating..." : "Calculate Tips"}
        </Button>
        <div role="status" aria-live="polite">
          {pending && queuedProgress !== null && (
            <div className="space-y-1.5" data-testid="payroll-reading">
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
                Reading the spreadsheet…
              </p>
              <Progress value={queuedProgress} aria-label="Reading progress" className="h-1.5" data-testid="payroll-reading-progress" />
            </div>
          )}
        </div>
      </CardContent>
      <DuplicateWeekDialog
        open={askingDuplicate}
        onOpenChange={setAskingDuplicate}
        weekEnding={weekEnding}
        onOpenExisting={
          existing
            ? () => {
                setAskingDuplicate(false);
                onOpenExisting(existing.id);
              }
            : null
        }
        onReplace={() => calculate(true)}
        pending={pending}
      />
    </Card>
  );
}
