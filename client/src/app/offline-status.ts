import * as React from "react";
import type { ServiceWorkerNotice } from "@/lib/offline-rules";

/** Reads are being answered from what was kept at the last visit, kept when `lastUpdated` (null: unknown). */
export interface OfflineStatus {
  offline: boolean;
  lastUpdated: Date | null;
}

let status: OfflineStatus = { offline: false, lastUpdated: null };
const listeners = new Set<() => void>();

function set(next: OfflineStatus) {
  if (next.offline === status.offline && next.lastUpdated?.getTime() === status.lastUpdated?.getTime()) return;
  status = next;
  for (const listener of listeners) listener();
}

/** Follows the service worker's notices (see client/sw/sw.ts) and the browser's own online/offline events. */
export function watchOfflineStatus(): void {
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent<ServiceWorkerNotice | null>) => {
    const notice = event.data;
    if (notice?.type === "sous:offline") {
      const kept = notice.lastUpdated ? new Date(notice.lastUpdated) : null;
      // Several kept answers: the oldest one says how old the screen can be.
      const oldest = status.offline && status.lastUpdated && kept && status.lastUpdated < kept ? status.lastUpdated : kept;
      set({ offline: true, lastUpdated: oldest });
    } else if (notice?.type === "sous:online") set({ offline: false, lastUpdated: null });
  });
  window.addEventListener("online", () => set({ offline: false, lastUpdated: null }));
  window.addEventListener("offline", () => set({ offline: true, lastUpdated: status.lastUpdated }));
  if (!navigator.onLine) set({ offline: true, lastUpdated: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineStatus(): OfflineStatus {
  return React.useSyncExternalStore(subscribe, () => status, () => status);
}
