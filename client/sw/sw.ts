/// <reference lib="webworker" />
/**
 * Sous's service worker (built by vite-plugin-pwa's injectManifest, Workbox underneath).
 * - The app shell and static assets are precached: a repeat visit starts without the network, and a new
 *   version waits until the page agrees to it (the page shows a "new version" prompt).
 * - API reads go to the network first; when it cannot be reached, the last answer kept is served and every page
 *   is told when that answer is from, so nothing stale is shown without saying so ("offline — last updated …").
 * - Kept answers belong to one person: signing in or out empties them.
 * - Web Push reminders are shown, and tapping one opens its screen (push.ts).
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { listenForPush } from "./push";
import { API_CACHE, isCachedApiRead, isSessionBoundary, type ServiceWorkerNotice } from "../src/lib/offline-rules";

declare const self: ServiceWorkerGlobalScope;

/** Counts sign-ins and sign-outs seen: an answer is kept only if no boundary came between its request and it. */
let session = 0;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//, /^\/invite\//] }));

async function tell(notice: ServiceWorkerNotice): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(notice);
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCachedApiRead(url.pathname, request.method),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      {
        // A read that set out before a sign-in or sign-out must not refill the cache that boundary emptied.
        requestWillFetch: async ({ request, state }) => {
          if (state) state.session = session;
          return request;
        },
        cacheWillUpdate: async ({ response, state }) => (state?.session === session ? response : null),
        // Called only when the network failed and a kept answer is used instead.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (cachedResponse) {
            const date = cachedResponse.headers.get("date");
            await tell({ type: "sous:offline", lastUpdated: date ? new Date(date).toISOString() : null });
          }
          return cachedResponse ?? null;
        },
        fetchDidSucceed: async ({ response }) => {
          await tell({ type: "sous:online" });
          return response;
        },
      },
    ],
  }),
);

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && isSessionBoundary(url.pathname)) {
    session += 1;
    event.waitUntil(caches.delete(API_CACHE));
  }
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

listenForPush();

clientsClaim();
