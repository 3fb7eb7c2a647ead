import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useAuth } from "./auth";
import { type LocationDto, locationsQuery } from "./locations";

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

  React.useEffect(() => {
    if (!data) return;
    const stillThere = selectedId !== null && data.some((l) => l.id === selectedId);
    if (!stillThere) setSelectedLocationId(data[0]?.id ?? null);
  }, [data, selectedId, setSelectedLocationId]);

  const selectedLocation = React.useMemo(
    () => locations.find((l) => l.id === selectedId) ?? null,
    [locations, selectedId],
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
