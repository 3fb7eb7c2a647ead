import * as React from "react";
import type { QueryClient } from "@tanstack/react-query";
import { Router as WouterRouter, useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { ErrorBoundary } from "@/app/error-boundary";
import { NotFound } from "@/app/not-found";
import { Providers } from "@/app/providers";
import { isSignedInPath, prefetchSignedInPage } from "@/app/signed-in-pages";
import { redirectToLogin } from "@/app/unauthorized";
import LandingPage from "@/features/landing/page";
import { lazyPreloadable } from "@/lib/lazy-preloadable";

/** Everything behind sign-in: a chunk of its own the landing page never loads. */
export const signedInApp = lazyPreloadable(() => import("@/app/signed-in-app"));
const SignedInApp = signedInApp.Component;

function SignedOutRedirect() {
  React.useEffect(() => redirectToLogin(), []);
  return <PageSpinner label="Redirecting to sign in..." />;
}

function Router() {
  const { isAuthenticated, isLoading } = useAuth();
  const [path] = useLocation();

  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  // The screen's code is fetched alongside the shell and the locations request, not after them.
  React.useEffect(() => {
    if (isAuthenticated) prefetchSignedInPage(path);
  }, [isAuthenticated, path]);

  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!isAuthenticated) {
    if (path === "/") return <LandingPage />;
    if (isSignedInPath(path)) return <SignedOutRedirect />;
    return <NotFound />;
  }
  return (
    <ErrorBoundary>
      <React.Suspense fallback={<PageSpinner label="Loading..." />}>
        <SignedInApp />
      </React.Suspense>
    </ErrorBoundary>
  );
}

/** What the server renders with (client/src/entry-server.tsx): the address, its query cache, the location chosen last. */
export interface ServerRendering {
  path: string;
  search: string;
  queryClient: QueryClient;
  selectedLocationId: string | null;
}

export default function App({ ssr }: { ssr?: ServerRendering }) {
  return (
    <WouterRouter ssrPath={ssr?.path} ssrSearch={ssr?.search}>
      <Providers client={ssr?.queryClient} selectedLocationId={ssr?.selectedLocationId}>
        <Router />
      </Providers>
    </WouterRouter>
  );
}
