/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { watchOfflineStatus } from "./offline-status";

/**
 * Installs the service worker (production builds only: Vite's dev server has none). A new version waits for the
 * next visit; meanwhile a small prompt offers it now.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  watchOfflineStatus();
  const update = registerSW({
    onNeedRefresh() {
      toast({
        title: "New version available",
        description: "Sous has been updated. Reload to use the new version, or it starts on your next visit.",
        duration: Infinity,
        action: (
          <ToastAction altText="Reload to use the new version" onClick={() => void update(true)}>
            Reload
          </ToastAction>
        ),
      });
    },
  });
}
