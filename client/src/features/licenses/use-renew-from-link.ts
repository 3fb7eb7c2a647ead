import * as React from "react";
import { useLocation, useSearch } from "wouter";

/**
 * `/licenses?renew=<id>` (the expiry notification's and the dashboard alert's link): opens that license's Renew
 * dialog once the location's licenses are loaded, then drops the parameter so a reload does not open it again.
 */
export function useRenewFromLink<T extends { id: string }>(licenses: readonly T[] | undefined, open: (license: T) => void) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const renewId = new URLSearchParams(search).get("renew");
  React.useEffect(() => {
    if (!renewId || !licenses) return;
    const license = licenses.find((l) => l.id === renewId);
    if (license) open(license);
    const rest = new URLSearchParams(search);
    rest.delete("renew");
    const query = rest.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  }, [renewId, licenses, open, search, path, navigate]);
}
