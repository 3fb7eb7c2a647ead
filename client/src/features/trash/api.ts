import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrashItemView, TrashKind } from "@shared/schema/trash-input";
import { apiRequest } from "@/lib/api";

export const TRASH_URL = "/api/trash";

// Deletes happen on other screens: read the trash afresh whenever it is shown.
export const trashQuery = queryOptions<TrashItemView[]>({ queryKey: [TRASH_URL], staleTime: 0, refetchOnMount: "always" });

export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TrashKind; id: string }) =>
      apiRequest("POST", `${TRASH_URL}/${kind}/${encodeURIComponent(id)}/restore`),
    // The record is back in its list, its counts and the dashboard: read everything again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
