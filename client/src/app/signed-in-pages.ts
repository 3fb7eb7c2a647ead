import { lazyPreloadable } from "@/lib/lazy-preloadable";

/** Signed-in screens by path, each in its own feature folder and fetched on first visit. */
const SIGNED_IN_PAGES = {
  "/": lazyPreloadable(() => import("@/features/dashboard/page")),
  "/licenses": lazyPreloadable(() => import("@/features/licenses/page")),
  "/payroll": lazyPreloadable(() => import("@/features/payroll/page")),
  "/budget": lazyPreloadable(() => import("@/features/budget/page")),
  "/equipment": lazyPreloadable(() => import("@/features/equipment/page")),
  "/vendors": lazyPreloadable(() => import("@/features/vendors/page")),
  "/binder": lazyPreloadable(() => import("@/features/binder/page")),
  "/marketing": lazyPreloadable(() => import("@/features/marketing/page")),
  "/organization": lazyPreloadable(() => import("@/features/organization/page")),
  "/profile": lazyPreloadable(() => import("@/features/profile/page")),
  "/admin": lazyPreloadable(() => import("@/features/admin/page")),
  "/users": lazyPreloadable(() => import("@/features/users/page")),
  "/organizations": lazyPreloadable(() => import("@/features/organizations/page")),
  "/audit-log": lazyPreloadable(() => import("@/features/audit-log/page")),
  "/group": lazyPreloadable(() => import("@/features/group/page")),
};

export const SIGNED_IN_PATHS = Object.keys(SIGNED_IN_PAGES);

export const isSignedInPath = (path: string): path is keyof typeof SIGNED_IN_PAGES => Object.hasOwn(SIGNED_IN_PAGES, path);

/** Starts fetching a screen's code ahead of rendering it; a failure shows when the screen itself loads. */
export function prefetchSignedInPage(path: string) {
  if (isSignedInPath(path)) SIGNED_IN_PAGES[path].preload().catch(() => undefined);
}

/** Resolves once the screen's code is here (server rendering and hydration wait for it). */
export async function loadSignedInPage(path: string): Promise<void> {
  if (isSignedInPath(path)) await SIGNED_IN_PAGES[path].preload();
}

/** The lazy component of a signed-in screen. */
export function signedInPage(path: keyof typeof SIGNED_IN_PAGES) {
  return SIGNED_IN_PAGES[path].Component;
}
