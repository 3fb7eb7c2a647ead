import type * as React from "react";
import { Archive, Download, Eye, Pencil, RefreshCw, Send, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { type LicenseDto, licenseDocumentUrl } from "./api";

export interface LicenseActionHandlers {
  onView: (license: LicenseDto) => void;
  onEdit: (license: LicenseDto) => void;
  /** Absent when the user may not delete licenses (staff): no Delete button. */
  onDelete?: (license: LicenseDto) => void;
  /**
   * For those who may not delete (staff): archiving on its own button, since for the others it sits in the Delete
   * dialog. Not offered on a license already archived.
   */
  onArchive?: (license: LicenseDto) => void;
  /** Renew (issue 32): a new term for a license not archived. */
  onRenew?: (license: LicenseDto) => void;
  /** Mark renewal submitted (date, reference, fee). */
  onRenewalSubmitted?: (license: LicenseDto) => void;
}

function IconTip({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Renew, mark renewal submitted, view document, download, edit, and delete or archive; each button names the license for screen readers. */
export function LicenseActions({ license, onView, onEdit, onDelete, onArchive, onRenew, onRenewalSubmitted }: { license: LicenseDto } & LicenseActionHandlers) {
  const name = license.licenseType?.name ?? "license";
  const live = license.status !== "archived";
  return (
    <div className="flex items-center justify-end gap-0.5">
      {onRenew && live && (
        <IconTip label="Renew">
          <Button variant="ghost" size="icon" onClick={() => onRenew(license)} aria-label={`Renew ${name}`}>
            <RefreshCw aria-hidden="true" />
          </Button>
        </IconTip>
      )}
      {onRenewalSubmitted && live && (
        <IconTip label="Mark renewal submitted">
          <Button variant="ghost" size="icon" onClick={() => onRenewalSubmitted(license)} aria-label={`Mark renewal submitted for ${name}`}>
            <Send aria-hidden="true" />
          </Button>
        </IconTip>
      )}
      <IconTip label="View document">
        <Button variant="ghost" size="icon" onClick={() => onView(license)} aria-label={`View ${name}`}>
          <Eye aria-hidden="true" />
        </Button>
      </IconTip>
      {license.document && (
        <IconTip label="Download">
          <Button variant="ghost" size="icon" asChild>
            <a href={licenseDocumentUrl(license.id)} download={license.document.name} aria-label={`Download ${name}`}>
              <Download aria-hidden="true" />
            </a>
          </Button>
        </IconTip>
      )}
      <IconTip label="Edit">
        <Button variant="ghost" size="icon" onClick={() => onEdit(license)} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </IconTip>
      {onArchive && license.status !== "archived" && (
        <IconTip label="Archive">
          <Button variant="ghost" size="icon" onClick={() => onArchive(license)} aria-label={`Archive ${name}`}>
            <Archive aria-hidden="true" />
          </Button>
        </IconTip>
      )}
      {onDelete && (
        <IconTip label="Delete">
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(license)}
            aria-label={`Delete ${name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </IconTip>
      )}
    </div>
  );
}
