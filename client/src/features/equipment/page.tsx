import { useQuery } from "@tanstack/react-query";
import { FileDown, MapPin, Package, Plus, Search } from "lucide-react";
import * as React from "react";
import {
  type EquipmentStatusFilter,
  matchesEquipmentSearch,
  matchesEquipmentStatus,
  summarizeEquipment,
} from "@shared/domain/equipment";
import { EQUIPMENT_STATUS_OPTIONS } from "@shared/domain/labels";
import { manualSuggestions } from "@shared/domain/manual-suggestions";
import { SearchInput } from "@/components/search-input";
import { PageHeader } from "@/components/page-header";
import { SelectOptions } from "@/components/select-options";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { useLocationToday } from "@/app/location-today";
import { useSelectedLocation } from "@/app/selected-location";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { downloadText, slug } from "@/lib/download";
import { useDialogTarget } from "@/lib/use-dialog-target";
import { type EquipmentDto, equipmentQuery, useUploadManual } from "./api";
import { equipmentCsv } from "./csv";
import { DeleteEquipmentDialog } from "./delete-equipment-dialog";
import { EquipmentDetailDialog } from "./detail-dialog";
import { EquipmentFormDialog, type PendingManual } from "./equipment-form-dialog";
import { EquipmentTable } from "./equipment-table";
import { manualUploadToast } from "./manual-toast";
import { SummaryCards } from "./summary-cards";
import { UploadManualButton } from "./upload-manual-button";

export default function EquipmentPage() {
  const { selectedLocation } = useSelectedLocation();
  const { can } = useAuth();
  const locationId = selectedLocation?.id ?? null;
  const { data, isLoading, error } = useQuery(equipmentQuery(locationId));
  const items = React.useMemo(() => data ?? [], [data]);
  const [search, setSearch] = React.useState("");
  const [status, setStatus] = React.useState<EquipmentStatusFilter>("all");
  const [adding, setAdding] = React.useState(false);
  const [pendingManual, setPendingManual] = React.useState<PendingManual | null>(null);
  const view = useDialogTarget<EquipmentDto>();
  const edit = useDialogTarget<EquipmentDto>();
  const remove = useDialogTarget<EquipmentDto>();
  const onDelete = can("records.delete") ? remove.start : undefined;
  const upload = useUploadManual();
  const today = useLocationToday();

  const summary = React.useMemo(() => summarizeEquipment(items), [items]);
  const visible = React.useMemo(
    () => items.filter((i) => matchesEquipmentSearch(i, search) && matchesEquipmentStatus(i, status)),
    [items, search, status],
  );

  const openAdd = () => {
    setPendingManual(null);
    setAdding(true);
  };

  // Upload Manual: store it, say what was read, then offer a new item filled from it with the manual attached.
  const onManual = (file: File) => {
    if (!locationId) return;
    upload.mutate(
      { file, locationId },
      {
        onSuccess: (result) => {
          manualUploadToast(result);
          setPendingManual({
            documentId: result.documentId,
            name: result.document.name,
            extractedData: result.extractedData,
            suggestions: manualSuggestions(result.extractedData),
          });
          setAdding(true);
        },
        onError: (err) => notifyMutationError(err, "Failed to process manual"),
      },
    );
  };

  const exportCsv = () => {
    const name = selectedLocation ? slug(selectedLocation.name) : "location";
    downloadText(`equipment-${name}-${today}.csv`, equipmentCsv(visible));
  };

  const header = (
    <PageHeader
      title="Equipment Inventory"
      subtitle={`Track equipment and maintenance for ${selectedLocation?.name ?? "your location"}`}
      actions={
        <>
          <UploadManualButton disabled={!locationId} pending={upload.isPending} onFile={onManual} />
          <Button onClick={openAdd} disabled={!locationId}>
            <Plus aria-hidden="true" />
            Add Equipment
          </Button>
        </>
      }
    />
  );

  if (!selectedLocation) {
    return (
      <div>
        {header}
        <EmptyStateCard
          icon={MapPin}
          title="No location selected"
          description="Add a location under Organization, then choose it in the top bar to track its equipment."
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {isLoading ? (
        <PageSpinner label="Loading equipment..." />
      ) : error ? (
        <EmptyStateCard title="Could not load the equipment" description={serverMessage(error)} />
      ) : (
        <>
          <SummaryCards summary={summary} />
          <Card>
            <CardContent className="space-y-4 p-4 sm:p-6">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <SearchInput value={search} onChange={setSearch} placeholder="Search equipment..." label="Search equipment by name, model or manufacturer" />
                  <Select value={status} onValueChange={(v) => setStatus(v as EquipmentStatusFilter)}>
                    <SelectTrigger className="sm:w-44" aria-label="Filter by status">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="all">All Statuses</SelectItem>
                      <SelectOptions options={EQUIPMENT_STATUS_OPTIONS} />
                    </SelectContent>
                  </Select>
                </div>
                <Button variant="outline" onClick={exportCsv} disabled={visible.length === 0}>
                  <FileDown aria-hidden="true" />
                  Export CSV
                </Button>
              </div>
              {items.length === 0 ? (
                <EmptyState icon={Package} title="No equipment found. Click 'Add Equipment' to get started." />
              ) : visible.length === 0 ? (
                <EmptyState icon={Search} title="No equipment matches your search" />
              ) : (
                <EquipmentTable items={visible} today={today} onView={view.start} onEdit={edit.start} onDelete={onDelete} />
              )}
            </CardContent>
          </Card>
        </>
      )}

      <EquipmentFormDialog
        open={adding}
        onOpenChange={setAdding}
        locationId={selectedLocation.id}
        manual={pendingManual}
        onDetachManual={() => setPendingManual(null)}
      />
      <EquipmentFormDialog open={edit.open} onOpenChange={edit.setOpen} locationId={selectedLocation.id} item={edit.target} />
      <EquipmentDetailDialog
        open={view.open}
        onOpenChange={view.setOpen}
        item={view.target}
        today={today}
        onEdit={edit.start}
        onDelete={onDelete}
      />
      <DeleteEquipmentDialog
        open={remove.open}
        onOpenChange={remove.setOpen}
        item={remove.target}
        onDeleted={() => view.setOpen(false)}
      />
    </div>
  );
}
