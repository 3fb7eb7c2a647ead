import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MaintenanceTaskInput } from "@shared/schema/equipment";
import type { EquipmentDetail, EquipmentView, ManualUploadResult, ManualView, TaskView } from "@shared/schema/equipment-views";
import type { Json } from "@shared/schema/json";
import type { InsertEquipment } from "@shared/schema/equipment-input";
import { apiJson, apiRequest, getAllPages, getJson, throwIfNotOk } from "@/lib/api";

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

export const removeManual = (equipmentId: string) => apiJson<EquipmentDto>("DELETE", `${itemUrl(equipmentId)}/manual`);

export const addTask = ({ equipmentId, input }: { equipmentId: string; input: MaintenanceTaskInput }) =>
  apiJson<TaskDto>("POST", `${itemUrl(equipmentId)}/tasks`, input);
export const updateTask = ({ id, changes }: { id: string; changes: Partial<MaintenanceTaskInput> }) =>
  apiJson<TaskDto>("PATCH", taskUrl(id), changes);
export const deleteTask = async (id: string) => {
  await apiRequest("DELETE", taskUrl(id));
};
export const markTaskDone = ({ id, doneOn }: { id: string; doneOn?: string }) =>
  apiJson<TaskDto>("POST", `${taskUrl(id)}/done`, doneOn ? { doneOn } : {});

/** The toast's Undo after Mark Done: the server puts back what that Mark Done changed. */
export const undoTaskDone = (id: string) => apiJson<TaskDto>("POST", `${taskUrl(id)}/undo-done`);

/** Lists, details and the dashboard may all hold a changed item. */
function useInvalidateEquipment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [EQUIPMENT_URL] }),
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] }),
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
export const useRemoveManual = () => useEquipmentMutation(removeManual);
export const useAddTask = () => useEquipmentMutation(addTask);
export const useUpdateTask = () => useEquipmentMutation(updateTask);
export const useDeleteTask = () => useEquipmentMutation(deleteTask);
export const useMarkTaskDone = () => useEquipmentMutation(markTaskDone);
export const useUndoTaskDone = () => useEquipmentMutation(undoTaskDone);
