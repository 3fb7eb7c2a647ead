import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
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
function useUnauthorizedWatcher(queryClient: QueryClient) {
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
  }, [queryClient]);
}

/**
 * `client`: the server renders with a query cache of the request's own; the browser has one for the page.
 * `selectedLocationId`: on the server, the location chosen last (the browser knows it itself).
 */
export function Providers({
  children,
  client = queryClient,
  selectedLocationId,
}: {
  children: React.ReactNode;
  client?: QueryClient;
  selectedLocationId?: string | null;
}) {
  useUnauthorizedWatcher(client);
  return (
    <QueryClientProvider client={client}>
      <SelectedLocationProvider chosenOnServer={selectedLocationId}>{children}</SelectedLocationProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
