import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { notifyMutationError } from "../unauthorized";

export const NOTIFICATIONS_URL = "/api/notifications";

export interface NotificationItem {
  id: string;
  title: string;
  body: string | null;
  link: string | null;
  /** The location the notification is about, when it is about one. */
  locationId: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationsResponse {
  unreadCount: number;
  items: NotificationItem[];
}

export const notificationsQuery = queryOptions<NotificationsResponse>({ queryKey: [NOTIFICATIONS_URL] });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("POST", `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_URL] }),
    onError: (error) => notifyMutationError(error, "Failed to update notification"),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", `${NOTIFICATIONS_URL}/read-all`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_URL] }),
    onError: (error) => notifyMutationError(error, "Failed to update notifications"),
  });
}
