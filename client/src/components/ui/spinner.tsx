import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

interface SpinnerProps {
  /** Read by screen readers and, unless `hideLabel`, shown beside the icon. */
  label?: string;
  hideLabel?: boolean;
  className?: string;
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "size-4", md: "size-6", lg: "size-8" } as const;

export function Spinner({ label = "Loading...", hideLabel = false, className, size = "md" }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cn("flex items-center justify-center gap-3", className)}>
      <Loader2 aria-hidden="true" className={cn("animate-spin text-primary", sizes[size])} />
      <span className={cn(hideLabel ? "sr-only" : "text-sm text-muted-foreground")}>{label}</span>
    </div>
  );
}

/** Centred spinner for a whole screen or section. */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} size="lg" className="min-h-[50vh] flex-col" />;
}
