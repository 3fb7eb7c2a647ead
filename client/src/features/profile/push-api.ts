import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushDevicesView, PushSubscriptionInput } from "@shared/schema/push-input";
import { apiJson } from "@/lib/api";
import { SESSIONS_URL } from "./api";

export const PUSH_URL = "/api/profile/push";
export const pushDevicesQuery = queryOptions<PushDevicesView>({ queryKey: [PUSH_URL] });

function usePushMutation<TInput>(request: (input: TInput) => Promise<PushDevicesView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (view) => {
      queryClient.setQueryData([PUSH_URL], view);
      // The sessions list shows which sessions have push on.
      await queryClient.invalidateQueries({ queryKey: [SESSIONS_URL] });
    },
  });
}

export const useAddPushDevice = () => usePushMutation((subscription: PushSubscriptionInput) => apiJson<PushDevicesView>("POST", PUSH_URL, subscription));
export const useRemovePushDevice = () => usePushMutation((id: string) => apiJson<PushDevicesView>("DELETE", `${PUSH_URL}/${encodeURIComponent(id)}`));

const READY_TIMEOUT_MS = 10_000;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Whether this browser can receive Web Push at all. */
export const pushSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("The app's service worker is not running: reload the page and try again.")), READY_TIMEOUT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Asks for permission and subscribes this browser with the server's VAPID key (or returns its subscription). */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  if (!pushSupported()) throw new Error("This browser cannot receive push notifications.");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked for this site in the browser's settings.");
  const reg = await registration();
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = sub.toJSON();
  return { endpoint: json.endpoint ?? sub.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
}

/** Ends this browser's own subscription (the server row is removed separately). */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  await sub?.unsubscribe();
}
