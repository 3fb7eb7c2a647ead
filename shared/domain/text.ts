/** "opening_soon" → "Opening Soon", "bi-weekly" → "Bi Weekly", "" → "". Fallback label for unknown codes. */
export function humanize(value: string): string {
  return value
    .split(/[_\-\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
