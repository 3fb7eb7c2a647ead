import type * as React from "react";
import { History, Mail, MoreHorizontal, Pencil, Phone, Trash2 } from "lucide-react";
import { telHref } from "@shared/domain/vendors";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { VendorDto } from "./api";

export interface VendorActionHandlers {
  onEdit: (vendor: VendorDto) => void;
  /** The service visits the vendor made (completions recorded with it). */
  onVisits: (vendor: VendorDto) => void;
  /** Absent when the user may not delete vendors (staff): no Delete item. */
  onDelete?: (vendor: VendorDto) => void;
}

function IconTip({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Call (tel:) and e-mail (mailto:) when the vendor has them; edit and delete in a menu, so the row stays narrow. */
export function VendorActions({ vendor, onEdit, onVisits, onDelete }: { vendor: VendorDto } & VendorActionHandlers) {
  const tel = telHref(vendor.phone);
  return (
    <div className="flex items-center justify-end gap-0.5">
      {tel && (
        <IconTip label="Call">
          <Button variant="ghost" size="icon" className="size-9" asChild>
            <a href={tel} aria-label={`Call ${vendor.name}`}>
              <Phone aria-hidden="true" />
            </a>
          </Button>
        </IconTip>
      )}
      {vendor.email && (
        <IconTip label="E-mail">
          <Button variant="ghost" size="icon" className="size-9" asChild>
            <a href={`mailto:${vendor.email}`} aria-label={`E-mail ${vendor.name}`}>
              <Mail aria-hidden="true" />
            </a>
          </Button>
        </IconTip>
      )}
      {/* Not modal: a dialog opened from an item would otherwise inherit the menu's pointer lock. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-9" aria-label={`More actions for ${vendor.name}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onVisits(vendor)}>
            <History aria-hidden="true" />
            Service visits
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onEdit(vendor)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          {onDelete && (
            <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => onDelete(vendor)}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
