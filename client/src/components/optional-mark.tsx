/** The " (optional)" after a form field's label. */
export function OptionalMark() {
  return <span className="font-normal text-muted-foreground"> (optional)</span>;
}
