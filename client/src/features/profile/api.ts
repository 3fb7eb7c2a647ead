import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileNameInput } from "@shared/schema/profile-input";
import type { QuietHours } from "@shared/schema/push-input";
import type { SessionView } from "@shared/schema/sessions-input";
import { AUTH_USER_URL } from "@/app/auth";
import { apiJson, apiRequest } from "@/lib/api";

export const PROFILE_URL = "/api/profile";

export interface ProfileSettings {
  emailDigest: boolean;
  /** Whether the server sends e-mail at all (SMTP configured). */
  emailDelivery: boolean;
  calendarUrl: string | null;
  /** Web Push quiet hours; null: none. */
  quietHours: QuietHours | null;
}

export const profileSettingsQuery = queryOptions<ProfileSettings>({ queryKey: [PROFILE_URL] });

function useSettingsMutation<TInput>(request: (input: TInput) => Promise<ProfileSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (settings) => queryClient.setQueryData([PROFILE_URL], settings),
  });
}

export const useSetEmailDigest = () =>
  useSettingsMutation((emailDigest: boolean) => apiJson<ProfileSettings>("PATCH", PROFILE_URL, { emailDigest }));

export const useSetQuietHours = () =>
  useSettingsMutation((quietHours: QuietHours | null) => apiJson<ProfileSettings>("PATCH", PROFILE_URL, { quietHours }));

/** Saves the user's name; the signed-in user (shown in the shell) is read again. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: ProfileNameInput) => apiJson<ProfileSettings>("PATCH", PROFILE_URL, name),
    onSuccess: async (settings) => {
      queryClient.setQueryData([PROFILE_URL], settings);
      await queryClient.invalidateQueries({ queryKey: [AUTH_USER_URL] });
    },
  });
}

export const useRotateCalendarToken = () =>
  useSettingsMutation(() => apiJson<ProfileSettings>("POST", `${PROFILE_URL}/calendar-token`));

export const useRevokeCalendarToken = () =>
  useSettingsMutation(() => apiJson<ProfileSettings>("DELETE", `${PROFILE_URL}/calendar-token`));

export const SESSIONS_URL = `${PROFILE_URL}/sessions`;
export const sessionsQuery = queryOptions<SessionView[]>({ queryKey: [SESSIONS_URL] });

function useSessionsMutation<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] }),
  });
}

export const useEndSession = () => useSessionsMutation((id: string) => apiRequest("DELETE", `${SESSIONS_URL}/${encodeURIComponent(id)}`));
export const useEndOtherSessions = () => useSessionsMutation(() => apiJson<{ ended: number }>("POST", `${SESSIONS_URL}/end-others`));
