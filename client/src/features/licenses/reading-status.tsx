import { CircleAlert, Loader2, Sparkles } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { confidencePercent, type ReadDetail } from "./document-prefill";

export type ReadingState =
  | { kind: "idle" }
  /** `progress`: 0-100, as the server's reading job reports it. */
  | { kind: "reading"; progress: number }
  /** `found`: values for the form; `filled`: those that went into empty fields. */
  | {
      kind: "done";
      found: number;
      filled: number;
      details: ReadDetail[];
      note?: string;
      warning?: string | null;
      locationWarnings?: string[];
      /** Renew: the document reads as another license type than the license renewed. */
      typeWarning?: string | null;
    }
  | { kind: "failed"; message: string };

function summary(found: number, filled: number): string {
  if (found === 0) return "No license details were found in this document. Fill them in by hand.";
  if (filled === 0) return "The document was read; your entries were kept.";
  return `Filled ${filled} field${filled === 1 ? "" : "s"} from the document. Check them before saving.`;
}

/** What the document reader is doing, in one polite live region under the drop zone. */
export function ReadingStatus({ state }: { state: ReadingState }) {
  return (
    <div role="status" aria-live="polite" data-testid="document-reading">
      {state.kind === "reading" && (
        <div className="space-y-1.5">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
            Reading the document…
          </p>
          <Progress value={state.progress} aria-label="Reading progress" className="h-1.5" data-testid="reading-progress" />
        </div>
      )}
      {state.kind === "failed" && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>
            Could not read the details: {state.message} You can still fill them in by hand.
          </span>
        </p>
      )}
      {state.kind === "done" && (
        <div className="space-y-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
          <p className="flex items-start gap-2 font-medium">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{summary(state.found, state.filled)}</span>
          </p>
          {state.details.length > 0 && (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              {state.details.map((d) => (
                <div key={d.label} className="contents">
                  <dt className="text-muted-foreground">{d.label}</dt>
                  <dd className="min-w-0 break-words">
                    {d.value} <span className="text-muted-foreground">· {confidencePercent(d.confidence)}</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {state.warning && (
            <p className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-2 text-xs font-medium" data-testid="state-mismatch">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <span>{state.warning}</span>
            </p>
          )}
          {state.locationWarnings?.map((text) => (
            <p key={text} className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-2 text-xs font-medium" data-testid="location-mismatch">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <span>{text}</span>
            </p>
          ))}
          {state.typeWarning && (
            <p className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-2 text-xs font-medium" data-testid="type-mismatch">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <span>{state.typeWarning}</span>
            </p>
          )}
          {state.note && <p className="text-xs text-muted-foreground">{state.note}</p>}
        </div>
      )}
    </div>
  );
}
