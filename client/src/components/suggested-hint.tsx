import { Sparkles } from "lucide-react";
import { confidencePercent, needsReview } from "@shared/domain/confidence";
import { FormDescription } from "@/components/ui/form";
import { cn } from "@/lib/utils";

/** Said beside a value read where the organization corrected a document of the same layout (issue 30). */
export const LEARNED_HINT = "Read where you corrected it last time";

/**
 * "Suggested · 92%" under a field a document reader filled (linked to the field by aria-describedby); `learned`
 * adds that the value was read where a person of the organization corrected this layout before.
 */
export function SuggestedHint({ confidence, learned = false }: { confidence: number | undefined; learned?: boolean }) {
  if (confidence === undefined) return null;
  const low = needsReview(confidence);
  return (
    <FormDescription
      data-testid="suggested-hint"
      className={cn("flex flex-wrap items-center gap-1 text-xs", low ? "text-warning" : "text-primary")}
    >
      <Sparkles className="size-3 shrink-0" aria-hidden="true" />
      Suggested · {confidencePercent(confidence)}
      {low ? " · please check" : ""}
      {learned ? <span data-testid="learned-hint"> · {LEARNED_HINT}</span> : null}
    </FormDescription>
  );
}

export const suggestedStyle = (confidence: number | undefined) =>
  confidence === undefined ? undefined : "border-primary/60 bg-primary/5";

/** Props for an input the reader filled: highlighted, with its confidence under it. */
export const suggestedInput = (confidence: number | undefined, learned = false) => ({
  className: suggestedStyle(confidence),
  hint: <SuggestedHint confidence={confidence} learned={learned} />,
});
