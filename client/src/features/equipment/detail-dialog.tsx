import { useQuery } from "@tanstack/react-query";
import { Download, ExternalLink, FileText, Pencil, Trash2 } from "lucide-react";
import type * as React from "react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { type EquipmentDetailDto, type EquipmentDto, equipmentDetailQuery, manualFileUrl, useRemoveManualWithUndo, useUploadManual } from "./api";
import { StatusBadge, WarrantyBadge } from "./badges";
import { manualUploadToast } from "./manual-toast";
import { TaskList } from "./task-list";
import { ServiceHistory } from "./service-history";
import { UploadManualButton } from "./upload-manual-button";

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

function ManualSection({ item }: { item: EquipmentDetailDto }) {
  const upload = useUploadManual();
  const removeManual = useRemoveManualWithUndo();
  const onFile = (file: File) =>
    upload.mutate(
      { file, equipmentId: item.id },
      {
        onSuccess: (result) => manualUploadToast(result),
        onError: (error) => notifyMutationError(error, "Failed to process manual"),
      },
    );
  const onRemove = () => removeManual(item);

  return (
    <section aria-labelledby="manual-heading" className="space-y-2">
      <h3 id="manual-heading" className="flex items-center gap-2 font-semibold">
        <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
        Manual
      </h3>
      {item.manual ? (
        <div className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 text-sm">
            <span className="break-all font-medium" data-testid="manual-name">
              {item.manual.name}
            </span>
            <span className="text-muted-foreground"> · {sizeText(item.manual.size)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" asChild>
              <a href={manualFileUrl(item.id)} download={item.manual.name}>
                <Download aria-hidden="true" />
                Download Manual
              </a>
            </Button>
            <Button size="sm" variant="outline" asChild>
              <a href={manualFileUrl(item.id, true)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open
              </a>
            </Button>
            <UploadManualButton size="sm" label="Replace" pending={upload.isPending} onFile={onFile} />
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive hover:text-destructive"
              onClick={onRemove}
              aria-label="Remove the manual"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2 rounded-md border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">No manual uploaded. PDF or photos of its pages.</p>
          <UploadManualButton size="sm" pending={upload.isPending} onFile={onFile} />
        </div>
      )}
    </section>
  );
}

interface EquipmentDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list row: shown at once while the details load. */
  item: EquipmentDto | null;
  today: string;
  onEdit: (item: EquipmentDto) => void;
  /** Absent when the user may not delete equipment (staff). */
  onDelete?: (item: EquipmentDto) => void;
}

/** Everything about one item: its fields, its manual (download, replace) and its maintenance tasks. */
export function EquipmentDetailDialog({ open, onOpenChange, item, today, onEdit, onDelete }: EquipmentDetailDialogProps) {
  const { data, isLoading, error } = useQuery({ ...equipmentDetailQuery(item?.id ?? null), enabled: open && !!item });
  const shown = data ?? item;

  return (
    <Dialog open={open && !!item} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{shown?.name}</DialogTitle>
          <DialogDescription>{[shown?.manufacturer, shown?.model].filter(Boolean).join(" · ") || "Equipment details"}</DialogDescription>
        </DialogHeader>
        {shown && (
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={shown.status} />
            <WarrantyBadge warrantyExpiration={shown.warrantyExpiration} today={today} />
            <div className="ml-auto flex gap-1">
              <Button variant="outline" size="sm" onClick={() => onEdit(shown)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              {onDelete && (
                <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => onDelete(shown)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              )}
            </div>
          </div>
        )}
        {shown && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Field label="Manufacturer">{shown.manufacturer || "—"}</Field>
            <Field label="Model">{shown.model || "—"}</Field>
            <Field label="Serial Number">{shown.serialNumber || "—"}</Field>
            <Field label="Price">{shown.price ? formatDollars(shown.price) : "—"}</Field>
            <Field label="Purchase Date">{shown.purchaseDate ? formatDisplayDate(shown.purchaseDate) : "—"}</Field>
            <Field label="Warranty Expiration">{shown.warrantyExpiration ? formatDisplayDate(shown.warrantyExpiration) : "—"}</Field>
            {shown.notes && (
              <div className="col-span-full">
                <Field label="Notes">
                  <span className="whitespace-pre-line">{shown.notes}</span>
                </Field>
              </div>
            )}
          </dl>
        )}
        {isLoading ? (
          <Spinner label="Loading manual and maintenance..." />
        ) : error ? (
          <p className="text-sm text-destructive">Could not load the details: {serverMessage(error)}</p>
        ) : data ? (
          <div className="space-y-5 border-t pt-4">
            <ManualSection item={data} />
            <TaskList equipmentId={data.id} locationId={data.locationId} tasks={data.tasks} today={today} />
            <ServiceHistory equipmentId={data.id} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
