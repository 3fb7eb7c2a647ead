import * as React from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { ErrorBoundary } from "@/app/error-boundary";
import { AppShell } from "@/app/layout/app-shell";
import { NotFound } from "@/app/not-found";
import { Providers } from "@/app/providers";
import { useSelectedLocation } from "@/app/selected-location";
import { redirectToLogin } from "@/app/unauthorized";
import LandingPage from "@/features/landing/page";

/** Signed-in screens, each in its own feature folder and loaded on first visit. */
const SIGNED_IN_ROUTES: Record<
  string,
  React.LazyExoticComponent<React.ComponentType>
> = {
  "/": React.lazy(() => import("@/features/dashboard/page")),
  "/licenses": React.lazy(() => import("@/features/licenses/page")),
  "/payroll": React.lazy(() => import("@/features/payroll/page")),
  "/budget": React.lazy(() => import("@/features/budget/page")),
  "/equipment": React.lazy(() => import("@/features/equipment/page")),
  "/vendors": React.lazy(() => import("@/features/vendors/page")),
  "/marketing": React.lazy(() => import("@/features/marketing/page")),
  "/organization": React.lazy(() => import("@/features/organization/page")),
  "/profile": React.lazy(() => import("@/features/profile/page")),
  "/admin": React.lazy(() => import("@/features/admin/page")),
  "/users": React.lazy(() => import("@/features/users/page")),
  "/organizations": React.lazy(() => import("@/features/organizations/page")),
  "/audit-log": React.lazy(() => import("@/features/audit-log/page")),
};

const isSignedInPath = (path: string) => Object.hasOwn(SIGNED_IN_ROUTES, path);

function SignedOutRedirect() {
  React.useEffect(() => redirectToLogin(), []);
  return <PageSpinner label="Redirecting to sign in..." />;
}

function SignedInRoutes() {
  const { isLoading } = useSelectedLocation();
  const [path] = useLocation();
  if (isLoading) return <PageSpinner label="Loading..." />;
  return (
    <ErrorBoundary key={path}>
      <React.Suspense fallback={<PageSpinner label="Loading..." />}>
        <Switch>
          {Object.entries(SIGNED_IN_ROUTES).map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </React.Suspense>
    </ErrorBoundary>
  );
}

function Router() {
  const { isAuthenticated, isLoading } = useAuth();
  const [path] = useLocation();

  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!isAuthenticated) {
    if (path === "/") return <LandingPage />;
    if (isSignedInPath(path)) return <SignedOutRedirect />;
    return <NotFound />;
  }
  return (
    <AppShell>
      <SignedInRoutes />
    </AppShell>
  );
}

export default function App() {
  return (
    <Providers>
      <Router />
    </Providers>
  );
}
