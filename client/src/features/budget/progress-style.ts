import type { ProgressBand } from "@shared/domain/progress";

/** Bar colour of each band (SPEC section 4: ≤ 80 success, ≤ 95 warning, above danger). */
export const BAND_BAR_CLASS: Record<ProgressBand, string> = {
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-destructive",
};

/** The same colours for chart fills. */
export const BAND_FILL: Record<ProgressBand, string> = {
  success: "hsl(var(--success))",
  warning: "hsl(var(--warning))",
  danger: "hsl(var(--destructive))",
};

/** "78" → "78%", 33.3 → "33.3%". */
export const formatPercent = (percent: number) => `${percent}%`;
