import { useQuery } from "@tanstack/react-query";
import { FileUp, X } from "lucide-react";
import * as React from "react";
import { MAX_SERVICE_ATTACHMENTS } from "@shared/schema/service-records-input";
import { vendorServiceLabel } from "@shared/domain/vendor-services";
import { TakePhotoButton } from "@/components/take-photo-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { fieldIssues } from "@/lib/api";
import { vendorsQuery } from "@/features/vendors/api";
import type { CompletionInput, TaskDto } from "./api";

interface CompletionFormProps {
  task: TaskDto;
  locationId: string;
  today: string;
  pending: boolean;
  /** The last error of the save, to show its field messages beside the fields. */
  error: unknown;
  onSave: (input: CompletionInput) => void;
  onCancel: () => void;
}

const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm";

/**
 * Mark Done as a record: the day (today or earlier), who did it (a vendor of the location, or in house), cost,
 * notes, and photos or PDFs (a hood-cleaning certificate). Everything but the day is optional.
 */
export function CompletionForm({ task, locationId, today, pending, error, onSave, onCancel }: CompletionFormProps) {
  const vendors = useQuery(vendorsQuery(locationId));
  const [doneOn, setDoneOn] = React.useState(today);
  const [vendorId, setVendorId] = React.useState("");
  const [cost, setCost] = React.useState("");
  const [notes, setNotes] = React.useState("");
  const [files, setFiles] = React.useState<File[]>([]);
  const fileInput = React.useRef<HTMLInputElement>(null);
  const id = React.useId();
  const issues = fieldIssues(error);
  const issue = (path: string) => issues.find((i) => i.path === path)?.message;
  const future = doneOn > today ? "Done date cannot be in the future" : undefined;

  const addFiles = (added: File[]) => setFiles((current) => [...current, ...added].slice(0, MAX_SERVICE_ATTACHMENTS));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (future) return;
    onSave({ doneOn, vendorId: vendorId || undefined, cost: cost.trim() || undefined, notes: notes.trim() || undefined, files });
  };
  const kind = vendorServiceLabel(task.serviceKind);

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border p-3" noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="text-sm font-medium">
        Record “{task.task}” done{kind ? ` (${kind}, by a vendor)` : ""}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-day`}>Done on</Label>
          <Input id={`${id}-day`} type="date" max={today} value={doneOn} onChange={(e) => setDoneOn(e.target.value)} aria-invalid={!!(future ?? issue("doneOn"))} />
          {(future ?? issue("doneOn")) && <p className="text-sm text-destructive">{future ?? issue("doneOn")}</p>}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-vendor`}>Done by</Label>
          <select id={`${id}-vendor`} className={SELECT_CLASS} value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
            <option value="">In house (me)</option>
            {(vendors.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
          {issue("vendorId") && <p className="text-sm text-destructive">{issue("vendorId")}</p>}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-cost`}>
            Cost <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input id={`${id}-cost`} inputMode="decimal" placeholder="0.00" value={cost} onChange={(e) => setCost(e.target.value)} />
          {issue("cost") && <p className="text-sm text-destructive">{issue("cost")}</p>}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-notes`}>
          Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea id={`${id}-notes`} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">Proof: photos or PDFs (certificate, inspection report)</p>
        <div className="flex flex-wrap gap-2">
          <TakePhotoButton size="sm" onPhoto={(photo) => addFiles([photo.file])} disabled={files.length >= MAX_SERVICE_ATTACHMENTS} />
          <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={files.length >= MAX_SERVICE_ATTACHMENTS}>
            <FileUp aria-hidden="true" />
            Add file
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            accept="application/pdf,image/png,image/jpeg"
            className="sr-only"
            tabIndex={-1}
            aria-label="Attach photos or PDFs"
            data-testid="attachment-input"
            onChange={(e) => {
              addFiles([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </div>
        {files.length > 0 && (
          <ul className="space-y-1" aria-label="Attachments to save">
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`} className="flex items-center justify-between gap-2 rounded border px-2 py-1 text-sm">
                <span className="min-w-0 truncate">{file.name}</span>
                <Button type="button" variant="ghost" size="icon" className="size-9 shrink-0" aria-label={`Remove ${file.name}`} onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : "Save completion"}
        </Button>
      </div>
    </form>
  );
}
