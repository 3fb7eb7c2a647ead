import { Download, FileX } from "lucide-react";
import * as React from "react";
import { formatDisplayDate } from "@shared/domain/dates";
import { licenseCategoryLabel } from "@shared/domain/labels";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { type LicenseDto, licenseDocumentUrl } from "./api";
import { formatFileSize } from "./document-file";
import { licenseStatusView } from "@shared/domain/license-status";
import { ExpiryBadge } from "./expiry-badge";
import { LicenseTerms } from "./license-terms";
import { renewalSubmittedText } from "./renewal-text";

const dateOrDash = (date: string | null) => (date ? formatDisplayDate(date) : "—");

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

/**
 * A framed PDF takes the keyboard once clicked: Escape would reach the PDF viewer, never the dialog. When focus
 * goes into the frame, it is handed back to the frame's wrapper (inside the dialog) at once; the click itself
 * still reaches the viewer, and the wheel scrolls it without focus.
 */
function useKeepFocusOutOf(frame: React.RefObject<HTMLIFrameElement | null>, wrapper: React.RefObject<HTMLDivElement | null>) {
  React.useEffect(() => {
    const onBlur = () =>
      window.setTimeout(() => {
        if (frame.current && document.activeElement === frame.current) wrapper.current?.focus({ preventScroll: true });
      }, 0);
    window.addEventListener("blur", onBlur);
    return () => window.removeEventListener("blur", onBlur);
  }, [frame, wrapper]);
}

function PdfFrame({ src, name }: { src: string; name: string }) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const wrapper = React.useRef<HTMLDivElement>(null);
  useKeepFocusOutOf(frame, wrapper);
  return (
    <div ref={wrapper} tabIndex={-1} className="outline-none" data-testid="pdf-frame">
      {/* Not in the tab order: the dialog's first focus stays on its own controls. */}
      <iframe ref={frame} src={src} title={`License document: ${name}`} tabIndex={-1} className="h-[60vh] w-full rounded-md border bg-muted" />
    </div>
  );
}

function DocumentPreview({ license }: { license: LicenseDto }) {
  const doc = license.document;
  if (!doc) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-6 text-sm text-muted-foreground">
        <FileX className="size-6" aria-hidden="true" />
        No document on file for this license.
      </div>
    );
  }
  const src = licenseDocumentUrl(license.id, true);
  if (doc.contentType.startsWith("image/")) {
    return (
      <img
        src={src}
        alt={`License document: ${doc.name}`}
        className="max-h-[60vh] w-full rounded-md border bg-muted object-contain"
      />
    );
  }
  return (
    <div className="space-y-2">
      <PdfFrame src={src} name={doc.name} />
      {/* Some phone browsers show only the first page of a framed PDF. */}
      <a href={src} target="_blank" rel="noopener" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Open the PDF in a new tab
      </a>
    </div>
  );
}

interface ViewLicenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  license: LicenseDto | null;
  today: string;
  /** Renew from the view (issue 32); absent for an archived license. */
  onRenew?: (license: LicenseDto) => void;
}

/** License information, the document shown inline (image or PDF) and 'Download Original Document'. */
export function ViewLicenseDialog({ open, onOpenChange, license, today, onRenew }: ViewLicenseDialogProps) {
  const name = license?.licenseType?.name ?? "License";
  return (
    <Dialog open={open && !!license} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>License information and the uploaded document.</DialogDescription>
        </DialogHeader>
        {license && (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
              <Info label="Category">{licenseCategoryLabel(license.licenseType?.category)}</Info>
              <Info label="License Number">{license.licenseNumber || "—"}</Info>
              <Info label="Status">
                <span className="flex flex-col gap-1">
                  <ExpiryBadge license={license} today={today} />
                  <span className="text-xs text-muted-foreground" data-testid="status-sentence">
                    {licenseStatusView(license, today).sentence}
                  </span>
                </span>
              </Info>
              <Info label="Issue Date">{dateOrDash(license.issueDate)}</Info>
              <Info label="Expiration Date">
                {dateOrDash(license.expirationDate)}
              </Info>
              {license.document && (
                <Info label="Document">
                  {license.document.name}{" "}
                  <span className="text-muted-foreground">({formatFileSize(license.document.size)})</span>
                </Info>
              )}
              {license.notes && (
                <div className="col-span-full">
                  <Info label="Notes">
                    <span className="whitespace-pre-line">{license.notes}</span>
                  </Info>
                </div>
              )}
            </dl>
            {renewalSubmittedText(license) && (
              <p className="rounded-md border border-primary/40 bg-primary/5 p-2 text-sm" data-testid="renewal-submitted">
                {renewalSubmittedText(license)}
              </p>
            )}
            <DocumentPreview license={license} />
            <LicenseTerms licenseId={license.id} />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              {onRenew && license.status !== "archived" && (
                <Button variant="outline" onClick={() => onRenew(license)}>
                  Renew
                </Button>
              )}
              {license.document && (
                <Button asChild>
                  <a href={licenseDocumentUrl(license.id)} download={license.document.name}>
                    <Download aria-hidden="true" />
                    Download Original Document
                  </a>
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
