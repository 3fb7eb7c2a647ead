import * as React from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useAuth } from "./auth";
import { ErrorBoundary } from "./error-boundary";
import { InteractiveOnceHydrated } from "./hydration";
import { AppShell } from "./layout/app-shell";
import { NotFound } from "./not-found";
import { useSelectedLocation } from "./selected-location";
import { SIGNED_IN_PATHS, signedInPage } from "./signed-in-pages";

// Only an account that must enrol first sees it: not on every signed-in screen's path.
const TwoFactorEnrolment = React.lazy(() => import("./two-factor-enrolment").then((m) => ({ default: m.TwoFactorEnrolment })));

const SIGNED_IN_ROUTES = SIGNED_IN_PATHS.map((path) => ({
  path,
  Page: signedInPage(path as Parameters<typeof signedInPage>[0]),
}));

function SignedInRoutes() {
  const { isLoading } = useSelectedLocation();
  const [path] = useLocation();
  if (isLoading) return <PageSpinner label="Loading..." />;
  return (
    <ErrorBoundary key={path}>
      <React.Suspense fallback={<PageSpinner label="Loading..." />}>
        <InteractiveOnceHydrated />
        <Switch>
          {SIGNED_IN_ROUTES.map(({ path, Page }) => (
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

/** Everything behind sign-in (the shell, its menus and the screens): a chunk of its own the landing page never loads. */
export default function SignedInApp() {
  const { user } = useAuth();
  if (user?.twoFactorSetupRequired)
    return (
      <React.Suspense fallback={<PageSpinner label="Loading..." />}>
        <TwoFactorEnrolment />
      </React.Suspense>
    );
  return (
    <TooltipProvider>
      <AppShell>
        <SignedInRoutes />
      </AppShell>
    </TooltipProvider>
  );
}
