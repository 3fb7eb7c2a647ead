import { cn } from "@/lib/utils";

/** One line cut with an ellipsis; the full text in the title (a tooltip on hover, read by screen readers). */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn("block truncate", className)} title={text}>
      {text}
    </span>
  );
}
