import * as React from "react";

type PageModule = { default: React.ComponentType };

/** Signed-in screens by path, each in its own feature folder and fetched on first visit. */
export const SIGNED_IN_PAGES: Record<string, () => Promise<PageModule>> = {
  "/": () => import("@/features/dashboard/page"),
  "/licenses": () => import("@/features/licenses/page"),
  "/payroll": () => import("@/features/payroll/page"),
  "/budget": () => import("@/features/budget/page"),
  "/equipment": () => import("@/features/equipment/page"),
  "/vendors": () => import("@/features/vendors/page"),
  "/marketing": () => import("@/features/marketing/page"),
  "/organization": () => import("@/features/organization/page"),
  "/profile": () => import("@/features/profile/page"),
  "/admin": () => import("@/features/admin/page"),
  "/users": () => import("@/features/users/page"),
  "/organizations": () => import("@/features/organizations/page"),
  "/audit-log": () => import("@/features/audit-log/page"),
  "/group": () => import("@/features/group/page"),
};

export const isSignedInPath = (path: string) =>
  Object.hasOwn(SIGNED_IN_PAGES, path);

const loaded = new Map<string, PageModule>();

function loadPage(path: string): Promise<PageModule> {
  return SIGNED_IN_PAGES[path]!().then((module) => {
    loaded.set(path, module);
    return module;
  });
}

/** Starts fetching a screen's code ahead of rendering it; a failure shows when the screen itself loads. */
export function prefetchSignedInPage(path: string) {
  if (isSignedInPath(path) && !loaded.has(path))
    loadPage(path).catch(() => undefined);
}

/**
 * React.lazy for a screen. When prefetchSignedInPage already has its code, React gets it synchronously (a
 * thenable that calls back at once): a promise, even a settled one, would suspend, show the fallback, and
 * React would then hold the screen back for its Suspense reveal throttle (300 ms), delaying its data requests.
 */
export function lazySignedInPage(path: string) {
  return React.lazy(() => {
    const module = loaded.get(path);
    if (!module) return loadPage(path);
    const settled = {
      then: (resolve: (value: PageModule) => void) => resolve(module),
    };
    return settled as unknown as Promise<PageModule>;
  });
}
