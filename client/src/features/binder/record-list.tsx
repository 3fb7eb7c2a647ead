import { Paperclip } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import type { ServiceRecordDto } from "./api";

/**
 * Service records, newest first: the day, the task (and item, unless `hideItem`), who did it, cost, notes and the
 * attachments, each opening in a new tab.
 */
export function RecordList({ records, hideItem = false, label }: { records: ServiceRecordDto[]; hideItem?: boolean; label: string }) {
  if (records.length === 0) return <p className="py-2 text-sm text-muted-foreground">No completions recorded yet.</p>;
  return (
    <ul className="divide-y" aria-label={label}>
      {records.map((r) => (
        <li key={r.id} className="space-y-1 py-3" data-testid="service-record">
          <p className="font-medium">
            {formatDisplayDate(r.doneOn)} · {r.taskName}
            {hideItem ? "" : ` · ${r.equipmentName}`}
          </p>
          <p className="text-xs text-muted-foreground">
            {r.vendor ? `By ${r.vendor.name}` : "In house"} · recorded by {r.doneBy.name}
            {r.cost ? ` · ${formatDollars(r.cost)}` : ""}
          </p>
          {r.notes && <p className="whitespace-pre-line text-sm">{r.notes}</p>}
          {r.attachments.length > 0 && (
            <ul className="flex flex-wrap gap-x-3" aria-label="Attachments">
              {r.attachments.map((a) => (
                <li key={a.id}>
                  <a className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline" href={`${a.url}?inline=1`} target="_blank" rel="noreferrer">
                    <Paperclip className="size-4" aria-hidden="true" />
                    {a.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
