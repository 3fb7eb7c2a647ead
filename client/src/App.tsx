import * as React from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { ErrorBoundary } from "@/app/error-boundary";
import { NotFound } from "@/app/not-found";
import { Providers } from "@/app/providers";
import { isSignedInPath, prefetchSignedInPage } from "@/app/signed-in-pages";
import { redirectToLogin } from "@/app/unauthorized";
import LandingPage from "@/features/landing/page";

const SignedInApp = React.lazy(() => import("@/app/signed-in-app"));

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

export default function App() {
  return (
    <Providers>
      <Router />
    </Providers>
  );
}
