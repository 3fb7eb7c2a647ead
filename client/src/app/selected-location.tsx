import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { useAuth } from "./auth";
import { LOCATION_PARAM, type LocationDto, locationsQuery } from "./locations";

const STORAGE_KEY = "sous.selectedLocationId";

interface SelectedLocationValue {
  locations: LocationDto[];
  isLoading: boolean;
  selectedLocationId: string | null;
  selectedLocation: LocationDto | null;
  setSelectedLocationId: (id: string | null) => void;
}

const SelectedLocationContext = React.createContext<SelectedLocationValue | null>(null);

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(id: string | null) {
  try {
    if (id) window.localStorage.setItem(STORAGE_KEY, id);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

/**
 * SPEC section 4: starts empty; once locations load and none is selected, the first one is chosen.
 * The choice survives reloads (localStorage) and is dropped when it is no longer in the list.
 * Issue 24: a link about a location (`?location=<id>`, from a notification, an alert or an e-mail) selects that
 * location when the user may reach it; the parameter is then dropped from the address, so the switcher rules again.
 */
export function SelectedLocationProvider({ children }: { children: React.ReactNode }) {
  const { isAuthenticated } = useAuth();
  const { data, isLoading } = useQuery(locationsQuery(isAuthenticated));
  const locations = React.useMemo(() => data ?? [], [data]);
  const [selectedId, setSelectedId] = React.useState<string | null>(readStored);

  const setSelectedLocationId = React.useCallback((id: string | null) => {
    setSelectedId(id);
    writeStored(id);
  }, []);

  const search = useSearch();
  const [path, navigate] = useLocation();
  const askedId = new URLSearchParams(search).get(LOCATION_PARAM);
  // Until the parameter is adopted, the page already sees the asked location, never the previous one first.
  const askedReachable = askedId !== null && (data?.some((l) => l.id === askedId) ?? false);
  React.useEffect(() => {
    if (!data || !askedId) return;
    if (askedReachable) setSelectedLocationId(askedId);
    const rest = new URLSearchParams(search);
    rest.delete(LOCATION_PARAM);
    const query = rest.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  }, [data, askedId, askedReachable, search, path, navigate, setSelectedLocationId]);

  React.useEffect(() => {
    if (!data || askedReachable) return;
    const stillThere = selectedId !== null && data.some((l) => l.id === selectedId);
    if (!stillThere) setSelectedLocationId(data[0]?.id ?? null);
  }, [data, askedReachable, selectedId, setSelectedLocationId]);

  const selectedLocation = React.useMemo(
    () => locations.find((l) => l.id === (askedReachable ? askedId : selectedId)) ?? null,
    [locations, askedReachable, askedId, selectedId],
  );

  const value = React.useMemo<SelectedLocationValue>(
    () => ({
      locations,
      isLoading: isAuthenticated && isLoading,
      selectedLocationId: selectedLocation?.id ?? null,
      selectedLocation,
      setSelectedLocationId,
    }),
    [locations, isAuthenticated, isLoading, selectedLocation, setSelectedLocationId],
  );

  return <SelectedLocationContext.Provider value={value}>{children}</SelectedLocationContext.Provider>;
}

export function useSelectedLocation(): SelectedLocationValue {
  const value = React.useContext(SelectedLocationContext);
  if (!value) throw new Error("useSelectedLocation must be used within <SelectedLocationProvider>");
  return value;
}
