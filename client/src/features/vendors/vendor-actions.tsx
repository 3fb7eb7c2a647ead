import type * as React from "react";
import { Mail, Pencil, Phone, Trash2 } from "lucide-react";
import { telHref } from "@shared/domain/vendors";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { VendorDto } from "./api";

export interface VendorActionHandlers {
  onEdit: (vendor: VendorDto) => void;
  onDelete: (vendor: VendorDto) => void;
}

function IconTip({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Call (tel:) and e-mail (mailto:) when the vendor has them, then edit and delete. */
export function VendorActions({ vendor, onEdit, onDelete }: { vendor: VendorDto } & VendorActionHandlers) {
  const tel = telHref(vendor.phone);
  return (
    <div className="flex items-center justify-end gap-0.5">
      {tel && (
        <IconTip label="Call">
          <Button variant="ghost" size="icon" asChild>
            <a href={tel} aria-label={`Call ${vendor.name}`}>
              <Phone aria-hidden="true" />
            </a>
          </Button>
        </IconTip>
      )}
      {vendor.email && (
        <IconTip label="E-mail">
          <Button variant="ghost" size="icon" asChild>
            <a href={`mailto:${vendor.email}`} aria-label={`E-mail ${vendor.name}`}>
              <Mail aria-hidden="true" />
            </a>
          </Button>
        </IconTip>
      )}
      <IconTip label="Edit">
        <Button variant="ghost" size="icon" onClick={() => onEdit(vendor)} aria-label={`Edit ${vendor.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </IconTip>
      <IconTip label="Delete">
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          onClick={() => onDelete(vendor)}
          aria-label={`Delete ${vendor.name}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </IconTip>
    </div>
  );
}
