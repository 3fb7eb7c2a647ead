import type { DocumentContentType } from "@shared/schema";

/**
 * Seam for the document AI issue (issue 4): reads a manual's fields (manufacturer, model, serial, maintenance
 * tasks with intervals in days). When server/documents/extract provides `extractManualFields`, call it here.
 * Until then nothing is read and the upload answers extractedData: null.
 */
export async function readManualFields(_bytes: Buffer, _contentType: DocumentContentType): Promise<unknown | null> {
  return null;
}
