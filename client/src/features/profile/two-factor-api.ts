import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorEnrolment, TwoFactorStatus } from "@shared/schema/two-factor-input";
import { AUTH_USER_URL } from "@/app/auth";
import { ApiError, apiJson } from "@/lib/api";

export const TWO_FACTOR_URL = "/api/profile/two-factor";
export const twoFactorQuery = queryOptions<TwoFactorStatus>({ queryKey: [TWO_FACTOR_URL] });

/** The server's own message of a refused call ("That code did not work..."), else the wire message. */
export const messageOf = (err: Error) => (err instanceof ApiError && err.body?.message) || err.message;

function useRefreshing<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: [TWO_FACTOR_URL] }) });
}

export const useStartTwoFactor = () => useMutation({ mutationFn: () => apiJson<TwoFactorEnrolment>("POST", `${TWO_FACTOR_URL}/setup`) });
/** Turning it on does not refresh the signed-in user yet: the recovery codes are shown first. */
export const useEnableTwoFactor = () =>
  useRefreshing((code: string) => apiJson<{ recoveryCodes: string[]; pendingConfirmation?: boolean }>("POST", `${TWO_FACTOR_URL}/enable`, { code }));
export const useDisableTwoFactor = () => useRefreshing((code: string) => apiJson<TwoFactorStatus>("POST", `${TWO_FACTOR_URL}/disable`, { code }));
export const useNewRecoveryCodes = () =>
  useRefreshing((code: string) => apiJson<{ recoveryCodes: string[] }>("POST", `${TWO_FACTOR_URL}/recovery-codes`, { code }));

export function useRefreshAuthUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [AUTH_USER_URL] });
}

export const useSetOrganizationRequirement = () =>
  useRefreshing((requireTwoFactor: boolean) => apiJson<{ requireTwoFactor: boolean }>("PUT", "/api/organization/two-factor", { requireTwoFactor }));
export const useSetPlatformRequirement = () =>
  useRefreshing((requireTwoFactor: boolean) => apiJson<{ requireTwoFactor: boolean }>("PUT", "/api/super-admin/two-factor", { requireTwoFactor }));
