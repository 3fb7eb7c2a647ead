import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MaintenanceTaskInput } from "@shared/schema/equipment";
import type { EquipmentDetail, EquipmentView, ManualUploadResult, ManualView, TaskView } from "@shared/schema/equipment-views";
import type { Json } from "@shared/schema/json";
import type { InsertEquipment } from "@shared/schema/equipment-input";
import { apiJson, apiRequest, getAllPages, getJson, throwIfNotOk } from "@/lib/api";
import { deleteAfterUndoWindow } from "@/features/trash/delete-after-undo-window";

export const EQUIPMENT_URL = "/api/equipment";
const TASKS_URL = "/api/maintenance-tasks";
/** The dashboard summary counts equipment and maintenance due: every change here refreshes it. */
const DASHBOARD_URL = "/api/dashboard";

export type ManualDto = Json<ManualView>;
/** An item as GET /api/equipment answers it; `status` already counts due tasks as maintenance due. */
export type EquipmentDto = Json<EquipmentView>;
export type TaskDto = Json<TaskView>;
export type EquipmentDetailDto = Json<EquipmentDetail>;

/** The fields of POST /api/equipment (SPEC section 7), as its schema gives them: empty dates and price travel as null. */
export type EquipmentInput = InsertEquipment;

export type EquipmentChanges = Partial<Omit<EquipmentInput, "locationId" | "manualDocumentId" | "extractedData" | "maintenanceTasks">>;

export type ManualUploadDto = Json<ManualUploadResult>;

export const equipmentListUrl = (locationId: string) => `${EQUIPMENT_URL}?locationId=${encodeURIComponent(locationId)}`;
const itemUrl = (id: string) => `${EQUIPMENT_URL}/${encodeURIComponent(id)}`;
const taskUrl = (id: string) => `${TASKS_URL}/${encodeURIComponent(id)}`;

/** The stored manual: as a download, or inline to open it in a new tab. */
export const manualFileUrl = (equipmentId: string, inline = false) => `${itemUrl(equipmentId)}/manual${inline ? "?inline=1" : ""}`;

export const equipmentQuery = (locationId: string | null) =>
  queryOptions<EquipmentDto[]>({
    queryKey: [EQUIPMENT_URL, { locationId }],
    queryFn: ({ signal }) => getAllPages(equipmentListUrl(locationId!), signal),
    enabled: !!locationId,
  });

export const equipmentDetailQuery = (id: string | null) =>
  queryOptions<EquipmentDetailDto>({
    queryKey: [EQUIPMENT_URL, id],
    queryFn: ({ signal }) => getJson(itemUrl(id!), signal),
    enabled: !!id,
  });

export const createEquipment = (input: EquipmentInput) => apiJson<EquipmentDto>("POST", EQUIPMENT_URL, input);
export const updateEquipment = ({ id, changes }: { id: string; changes: EquipmentChanges }) =>
  apiJson<EquipmentDto>("PATCH", itemUrl(id), changes);
export const deleteEquipment = async (id: string) => {
  await apiRequest("DELETE", itemUrl(id));
};

export async function uploadManual({ file, locationId, equipmentId }: { file: File; locationId?: string; equipmentId?: string }) {
  const form = new FormData();
  if (locationId) form.append("locationId", locationId);
  if (equipmentId) form.append("equipmentId", equipmentId);
  form.append("manual", file, file.name);
  const res = await fetch(`${EQUIPMENT_URL}/upload-manual`, { method: "POST", body: form, credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as ManualUploadDto;
}


export const addTask = ({ equipmentId, input }: { equipmentId: string; input: MaintenanceTaskInput }) =>
  apiJson<TaskDto>("POST", `${itemUrl(equipmentId)}/tasks`, input);
export const updateTask = ({ id, changes }: { id: string; changes: Partial<MaintenanceTaskInput> }) =>
  apiJson<TaskDto>("PATCH", taskUrl(id), changes);
/** What the completion form sends with Mark Done; files go as multipart "attachments". */
export interface CompletionInput {
  doneOn?: string;
  notes?: string;
  vendorId?: string;
  cost?: string;
  files?: File[];
}

export const markTaskDone = ({ id, doneOn, notes, vendorId, cost, files = [] }: { id: string } & CompletionInput) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ doneOn, notes, vendorId, cost })) if (value) form.append(key, value);
  for (const file of files) form.append("attachments", file, file.name);
  return apiJson<TaskDto>("POST", `${taskUrl(id)}/done`, form);
};

/** The toast's Undo after Mark Done: the server puts back what that Mark Done changed. */
export const undoTaskDone = (id: string) => apiJson<TaskDto>("POST", `${taskUrl(id)}/undo-done`);

/** Lists, details and the dashboard may all hold a changed item. */
function useInvalidateEquipment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [EQUIPMENT_URL] }),
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] }),
      // Service records: an item's history, a vendor's visits, the binder.
      queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && /service-records|\/binder/.test(q.queryKey[0]) }),
    ]);
}

const useEquipmentMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const invalidate = useInvalidateEquipment();
  return useMutation({ mutationFn, onSuccess: invalidate });
};

export const useCreateEquipment = () => useEquipmentMutation(createEquipment);
export const useUpdateEquipment = () => useEquipmentMutation(updateEquipment);
export const useDeleteEquipment = () => useEquipmentMutation(deleteEquipment);
export const useUploadManual = () => useEquipmentMutation(uploadManual);
/** Removing a manual (its file and what was read from it) waits out the toast's Undo window (deleteAfterUndoWindow). */
export function useRemoveManualWithUndo() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEquipment();
  return (item: EquipmentDto) => {
    const detailKey = equipmentDetailQuery(item.id).queryKey;
    deleteAfterUndoWindow({
      url: `${itemUrl(item.id)}/manual`,
      title: "Manual removed",
      name: item.manual?.name ?? "The manual",
      hide: () => queryClient.setQueryData(detailKey, (detail) => (detail ? { ...detail, manual: null, manualUrl: null } : detail)),
      show: () => void queryClient.invalidateQueries({ queryKey: detailKey }),
      deleted: invalidate,
      failed: "Failed to remove the manual",
    });
  };
}
export const useAddTask = () => useEquipmentMutation(addTask);
export const useUpdateTask = () => useEquipmentMutation(updateTask);
/**
 * Deleting a task removes it for good (its completions stay, unlinked): so the row leaves at once and the delete is
 * sent once the toast's Undo window has passed (deleteAfterUndoWindow).
 */
export function useDeleteTaskWithUndo() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEquipment();
  const detailKey = (task: TaskDto) => equipmentDetailQuery(task.equipmentId).queryKey;
  return (task: TaskDto) =>
    deleteAfterUndoWindow({
      url: taskUrl(task.id),
      title: "Maintenance task deleted",
      name: task.task,
      hide: () =>
        queryClient.setQueryData(detailKey(task), (detail) => (detail ? { ...detail, tasks: detail.tasks.filter((t) => t.id !== task.id) } : detail)),
      show: () => void queryClient.invalidateQueries({ queryKey: detailKey(task) }),
      deleted: invalidate,
      failed: "Failed to delete maintenance task",
    });
}
export const useMarkTaskDone = () => useEquipmentMutation(markTaskDone);
export const useUndoTaskDone = () => useEquipmentMutation(undoTaskDone);
