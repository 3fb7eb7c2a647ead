import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { chooseLocationId, SELECTED_LOCATION_COOKIE } from "@shared/domain/location-choice";
import { toast } from "@/components/ui/use-toast";
import { selectedLocationFromPage } from "./page-data";
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

/** The server reads the choice to send that location's first screen with the page (server/http/page-data.ts). */
function writeCookie(id: string | null) {
  const maxAge = id ? 400 * 24 * 60 * 60 : 0;
  document.cookie = `${SELECTED_LOCATION_COOKIE}=${encodeURIComponent(id ?? "")}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/**
 * SPEC section 4: starts empty; once locations load and none is selected, the first one is chosen.
 * The choice survives reloads (localStorage) and is dropped when it is no longer in the list.
 * Issue 24: a link about a location (`?location=<id>`, from a notification, an alert or an e-mail) selects that
 * location when the user may reach it; the parameter is then dropped from the address, so the switcher rules again.
 */
export function SelectedLocationProvider({
  children,
  chosenOnServer,
}: {
  children: React.ReactNode;
  /** The server's rendering: the choice from the cookie, as it has no localStorage. */
  chosenOnServer?: string | null;
}) {
  const { isAuthenticated } = useAuth();
  const { data, isLoading } = useQuery(locationsQuery(isAuthenticated));
  const locations = React.useMemo(() => data ?? [], [data]);
  // A page the server rendered is hydrated with the choice it was rendered for (the two agree unless the cookie was lost).
  const [selectedId, setSelectedLocationId] = React.useState<string | null>(
    () => chosenOnServer ?? selectedLocationFromPage() ?? readStored(),
  );

  // Both places keep every choice: the browser's (localStorage) and the server's (the cookie); the page's choice, when
  // it is the one hydrated, replaces what localStorage held.
  React.useEffect(() => {
    writeStored(selectedId);
    writeCookie(selectedId);
  }, [selectedId]);

  const search = useSearch();
  const [path, navigate] = useLocation();
  const askedId = new URLSearchParams(search).get(LOCATION_PARAM);
  // Until the parameter is adopted, the page already sees the asked location, never the previous one first.
  const askedReachable = askedId !== null && (data?.some((l) => l.id === askedId) ?? false);
  React.useEffect(() => {
    if (!data || !askedId) return;
    if (askedReachable) setSelectedLocationId(askedId);
    else
      // Issue 34: the link is not silently dropped; the user learns why the page shows another location.
      toast({
        title: "That location is not available to you",
        description: "The link was for a location that was removed or is not assigned to you; this page shows one of yours.",
      });
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

  const selectedLocation = React.useMemo(() => {
    const chosen = chooseLocationId(
      locations.map((l) => l.id),
      askedId,
      selectedId,
    );
    return locations.find((l) => l.id === chosen) ?? null;
  }, [locations, askedId, selectedId]);

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
