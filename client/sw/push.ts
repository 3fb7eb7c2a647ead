/// <reference lib="webworker" />
/**
 * Web Push in the service worker: a push (the payload the server encrypted for this browser) is shown as a system
 * notification; tapping it opens the screen it is about, in its location (the URL carries ?location=), in a window
 * of the app already open when there is one.
 */
declare const self: ServiceWorkerGlobalScope;

/** The server's PushPayload (shared/schema/push-input.ts). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data?.title) return { title: data.title, body: data.body ?? "", url: data.url ?? "/", tag: data.tag ?? "" };
  } catch {
    // not JSON: shown as a generic reminder
  }
  return { title: "Sous", body: event.data?.text() ?? "You have a new reminder.", url: "/", tag: "" };
}

export function listenForPush(): void {
  self.addEventListener("push", (event) => {
    const p = payloadOf(event);
    event.waitUntil(
      self.registration.showNotification(p.title, { body: p.body, tag: p.tag || undefined, data: { url: p.url }, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png" }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const raw = (event.notification.data as { url?: string } | null)?.url ?? "/";
    // Only a path of this app is opened (never another origin).
    const target = new URL(raw.startsWith("/") ? raw : "/", self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open) {
          await open.navigate(target);
          await open.focus();
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
