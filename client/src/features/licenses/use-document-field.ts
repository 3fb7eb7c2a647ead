import * as React from "react";
import { checkDocumentFile, DOCUMENT_REQUIRED_MESSAGE } from "./document-file";

/**
 * The document of the add and edit dialogs, kept beside the form (a File is not form text).
 * A file is checked by its bytes when chosen; a refused file is not kept.
 */
export function useDocumentField() {
  const [file, setFile] = React.useState<File | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  /** Resolves to the accepted file, or null when it was refused or removed. */
  const choose = React.useCallback(async (next: File | null): Promise<File | null> => {
    if (!next) {
      setFile(null);
      setError(null);
      return null;
    }
    const problem = await checkDocumentFile(next);
    if (problem) {
      setFile(null);
      setError(problem);
      return null;
    }
    setFile(next);
    setError(null);
    return next;
  }, []);

  /** For submit: false (and the SPEC message) when the document is required but missing. */
  const requirePresent = React.useCallback(() => {
    if (file) return true;
    setError(DOCUMENT_REQUIRED_MESSAGE);
    return false;
  }, [file]);

  const reset = React.useCallback(() => {
    setFile(null);
    setError(null);
  }, []);

  return { file, error, setError, choose, requirePresent, reset };
}
