import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { PasskeyView } from "@shared/schema/passkeys-input";
import { AUTH_USER_URL } from "@/app/auth";
import { apiJson, apiRequest } from "@/lib/api";
import { TWO_FACTOR_URL } from "./two-factor-api";

export const PASSKEYS_URL = "/api/profile/passkeys";
export const passkeysQuery = queryOptions<PasskeyView[]>({ queryKey: [PASSKEYS_URL] });

/** A passkey also meets a two-factor requirement: the signed-in user and the two-factor status are read again. */
function useRefreshing<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([PASSKEYS_URL, AUTH_USER_URL, TWO_FACTOR_URL].map((url) => queryClient.invalidateQueries({ queryKey: [url] }))),
  });
}

/** Options from the server, the browser's passkey dialog, then the answer and the name back to the server. */
export const useAddPasskey = () =>
  useRefreshing(async (name: string) => {
    const optionsJSON = await apiJson<PublicKeyCredentialCreationOptionsJSON>("POST", `${PASSKEYS_URL}/options`);
    const response = await startRegistration({ optionsJSON });
    return apiJson<PasskeyView>("POST", PASSKEYS_URL, { name, response });
  });

export const useRenamePasskey = () =>
  useRefreshing(({ id, name }: { id: string; name: string }) => apiJson<PasskeyView>("PATCH", `${PASSKEYS_URL}/${id}`, { name }));

export const useRemovePasskey = () => useRefreshing((id: string) => apiRequest("DELETE", `${PASSKEYS_URL}/${id}`));

/** The browser's own refusal (cancelled, timed out) in words. */
export function passkeyErrorOf(err: Error): string {
  if (err.name === "NotAllowedError") return "The passkey was not created: the browser's prompt was cancelled or timed out.";
  if (err.name === "InvalidStateError") return "This device already holds a passkey for your account.";
  return err.message;
}
