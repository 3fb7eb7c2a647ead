import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api";
import { sendLicenseDocuments, type LicenseDocumentsReportDto, type LicenseDocumentStatus } from "./import-api";

const STATUS: Record<LicenseDocumentStatus, { label: string; variant: BadgeProps["variant"] }> = {
  attached: { label: "Attached", variant: "success" },
  has_document: { label: "Has a document", variant: "secondary" },
  ambiguous: { label: "Ambiguous", variant: "warning" },
  no_match: { label: "No match", variant: "warning" },
  not_document: { label: "Not a document", variant: "destructive" },
};
const ORDER: LicenseDocumentStatus[] = ["attached", "has_document", "ambiguous", "no_match", "not_document"];

function Report({ report }: { report: LicenseDocumentsReportDto }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" data-testid="license-documents-counts">
        {ORDER.filter((s) => report.counts[s] > 0).map((s) => (
          <Badge key={s} variant={STATUS[s].variant}>
            {report.counts[s]} {STATUS[s].label.toLowerCase()}
          </Badge>
        ))}
      </div>
      <div className="max-h-64 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label="Files of the archive">
        <table className="w-full text-left text-sm" aria-label="Documents attached">
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th className="px-2 py-1.5 font-medium">File</th>
              <th className="px-2 py-1.5 font-medium">Result</th>
            </tr>
          </thead>
          <tbody>
            {report.files.map((f) => (
              <tr key={f.file} className="border-t align-top" data-status={f.status}>
                <td className="break-words px-2 py-1.5 [overflow-wrap:anywhere]">
                  {f.file}
                  <p className="text-xs text-muted-foreground">{f.message}</p>
                </td>
                <td className="px-2 py-1.5">
                  <Badge variant={STATUS[f.status].variant}>{STATUS[f.status].label}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Import → Licenses: a .zip of PDFs and images named by license number, attached in one go. */
export function LicenseDocumentsSection() {
  const queryClient = useQueryClient();
  const [replace, setReplace] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [report, setReport] = React.useState<LicenseDocumentsReportDto | null>(null);

  const attach = async (file: File | null, input: HTMLInputElement) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await sendLicenseDocuments(file, replace));
      await queryClient.invalidateQueries();
    } catch (err) {
      setError(err instanceof ApiError ? (err.body?.message ?? err.message) : "The file could not be sent. Please try again.");
    } finally {
      setBusy(false);
      // The same archive may be sent again (e.g. with "replace" ticked).
      input.value = "";
    }
  };

  return (
    <section className="min-w-0 space-y-3 rounded-md border p-3" aria-labelledby="license-documents-title">
      <div>
        <h3 id="license-documents-title" className="text-sm font-medium">
          Attach license documents
        </h3>
        <p className="text-xs text-muted-foreground">
          A .zip of PDFs or images named by license number (for example "ABC-123.pdf" or "ABC 123 liquor.jpg"). Each file is attached to the license with that number.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <div className="space-y-2">
          <Label htmlFor="license-documents-file">Documents (.zip)</Label>
          <Input id="license-documents-file" type="file" accept=".zip,application/zip" disabled={busy} onChange={(e) => void attach(e.target.files?.[0] ?? null, e.target)} />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Checkbox id="license-documents-replace" checked={replace} onCheckedChange={(v) => setReplace(v === true)} />
          <Label htmlFor="license-documents-replace" className="font-normal">
            Replace documents licenses already have
          </Label>
        </div>
      </div>
      {busy && (
        <p role="status" className="text-sm text-muted-foreground">
          Attaching documents...
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {report && <Report report={report} />}
    </section>
  );
}
