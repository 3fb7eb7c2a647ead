import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError, redirectToLogin } from "@/app/unauthorized";
import { fieldIssues, isUnauthorizedError } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { UploadFailedError } from "./api";
import { LICENSE_FORM_FIELDS, type LicenseFormInput, type LicenseFormOutput } from "./license-form";

/**
 * A failed create or edit: the server's field problems go next to their fields (the document's too:
 * missing, wrong type 415, too large 413), then one toast — 'Upload failed: {status text}' for uploads.
 */
export function handleLicenseSaveError<T extends FieldValues = LicenseFormInput, O = LicenseFormOutput>(
  error: unknown,
  title: string,
  form: UseFormReturn<T, unknown, O>,
  setDocumentError: (message: string) => void,
  fields: readonly FieldPath<T>[] = LICENSE_FORM_FIELDS as readonly string[] as readonly FieldPath<T>[],
) {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  applyServerFieldErrors(error, form.setError, fields);
  const documentIssue = fieldIssues(error).find((issue) => issue.path === "document");
  if (documentIssue) setDocumentError(documentIssue.message);
  if (error instanceof UploadFailedError) {
    if (error.status === 413 || error.status === 415) setDocumentError(error.body?.message ?? error.uploadFailedText);
    toast({ title, description: error.uploadFailedText, variant: "destructive" });
    return;
  }
  notifyMutationError(error, title);
}
