import { Sparkles } from "lucide-react";
import { confidencePercent, needsReview } from "@shared/domain/confidence";
import { FormDescription } from "@/components/ui/form";
import { cn } from "@/lib/utils";

/** "Suggested · 92%" under a field a document reader filled (linked to the field by aria-describedby). */
export function SuggestedHint({ confidence }: { confidence: number | undefined }) {
  if (confidence === undefined) return null;
  const low = needsReview(confidence);
  return (
    <FormDescription
      data-testid="suggested-hint"
      className={cn("flex items-center gap-1 text-xs", low ? "text-warning" : "text-primary")}
    >
      <Sparkles className="size-3 shrink-0" aria-hidden="true" />
      Suggested · {confidencePercent(confidence)}
      {low ? " · please check" : ""}
    </FormDescription>
  );
}

export const suggestedStyle = (confidence: number | undefined) =>
  confidence === undefined ? undefined : "border-primary/60 bg-primary/5";

/** Props for an input the reader filled: highlighted, with its confidence under it. */
export const suggestedInput = (confidence: number | undefined) => ({
  className: suggestedStyle(confidence),
  hint: <SuggestedHint confidence={confidence} />,
});
