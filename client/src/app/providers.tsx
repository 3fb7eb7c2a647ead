import { QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";
import { Toaster } from "@/components/ui/toaster";
import { isUnauthorizedError } from "@/lib/api";
import { queryClient } from "@/lib/queryClient";
import { SelectedLocationProvider } from "./selected-location";
import { redirectToLogin } from "./unauthorized";

/**
 * Any query or mutation that fails with "401: ...Unauthorized" (the session ended) signs in again.
 * Cache events fire after a mutation's own onError, so the Unauthorized toast is the one left showing.
 */
function useUnauthorizedWatcher() {
  React.useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isUnauthorizedError(event.action.error)) {
        redirectToLogin();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isUnauthorizedError(event.action.error)) {
        redirectToLogin();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, []);
}

export function Providers({ children }: { children: React.ReactNode }) {
  useUnauthorizedWatcher();
  return (
    <QueryClientProvider client={queryClient}>
      <SelectedLocationProvider>{children}</SelectedLocationProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
