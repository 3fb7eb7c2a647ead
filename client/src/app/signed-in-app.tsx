import * as React from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useAuth } from "./auth";
import { ErrorBoundary } from "./error-boundary";
import { AppShell } from "./layout/app-shell";
import { NotFound } from "./not-found";
import { useSelectedLocation } from "./selected-location";
import { lazySignedInPage, SIGNED_IN_PAGES } from "./signed-in-pages";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

const SIGNED_IN_ROUTES = Object.keys(SIGNED_IN_PAGES).map((path) => ({
  path,
  Page: lazySignedInPage(path),
}));

function SignedInRoutes() {
  const { isLoading } = useSelectedLocation();
  const [path] = useLocation();
  if (isLoading) return <PageSpinner label="Loading..." />;
  return (
    <ErrorBoundary key={path}>
      <React.Suspense fallback={<PageSpinner label="Loading..." />}>
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
  if (user?.twoFactorSetupRequired) return <TwoFactorEnrolment />;
  return (
    <TooltipProvider>
      <AppShell>
        <SignedInRoutes />
      </AppShell>
    </TooltipProvider>
  );
}
