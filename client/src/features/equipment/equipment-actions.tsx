import type * as React from "react";
import { Download, Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { type EquipmentDto, manualFileUrl } from "./api";

export interface EquipmentActionHandlers {
  onView: (item: EquipmentDto) => void;
  onEdit: (item: EquipmentDto) => void;
  /** Absent when the user may not delete equipment (staff): no Delete button. */
  onDelete?: (item: EquipmentDto) => void;
}

function IconTip({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Details (manual and maintenance), manual download, edit and delete; each names the item. */
export function EquipmentActions({ item, onView, onEdit, onDelete }: { item: EquipmentDto } & EquipmentActionHandlers) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      <IconTip label="Details and maintenance">
        <Button variant="ghost" size="icon" onClick={() => onView(item)} aria-label={`View ${item.name}`}>
          <Eye aria-hidden="true" />
        </Button>
      </IconTip>
      {item.manual && (
        <IconTip label="Download manual">
          <Button variant="ghost" size="icon" asChild>
            <a href={manualFileUrl(item.id)} download={item.manual.name} aria-label={`Download manual of ${item.name}`}>
              <Download aria-hidden="true" />
            </a>
          </Button>
        </IconTip>
      )}
      <IconTip label="Edit">
        <Button variant="ghost" size="icon" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </IconTip>
      {onDelete && (
        <IconTip label="Delete">
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(item)}
            aria-label={`Delete ${item.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </IconTip>
      )}
    </div>
  );
}
