import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { fieldIssues } from "./api";

/**
 * Puts the server's 400 field issues onto the form's fields. Returns how many were placed;
 * issues for fields the form does not have are left to the caller (e.g. a toast).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): number {
  let placed = 0;
  for (const issue of fieldIssues(error)) {
    const field = fields.find((f) => f === issue.path);
    if (!field) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
