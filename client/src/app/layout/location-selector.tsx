import { MapPin } from "lucide-react";
import * as React from "react";
import { distinguishingLocationNames } from "@shared/domain/location-names";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSelectedLocation } from "../selected-location";

/**
 * Shown only when the user has locations (SPEC section 2). The closed switcher shows what tells the location apart
 * (issue 24: "Downtown", not "Harbor & Vine — Dow…"); the list and the tooltip give the full name.
 * The list is rendered only while open: closed, Radix renders every item off screen (to show the chosen one's text,
 * which this switcher gives itself), a second render of the whole list right after the page starts, on every page —
 * seconds for an organization with thousands of locations.
 */
export function LocationSelector() {
  const { locations, selectedLocationId, selectedLocation, setSelectedLocationId } = useSelectedLocation();
  const [open, setOpen] = React.useState(false);
  const labels = React.useMemo(() => {
    const short = distinguishingLocationNames(locations.map((l) => l.name));
    return new Map(locations.map((l, i) => [l.id, short[i]!]));
  }, [locations]);
  if (locations.length === 0) return null;
  const fullName = selectedLocation?.name;
  return (
    <Select open={open} onOpenChange={setOpen} value={selectedLocationId ?? ""} onValueChange={(id) => setSelectedLocationId(id)}>
      <SelectTrigger
        aria-label="Select location"
        title={fullName}
        className="h-9 w-full min-w-0 max-w-[16rem] justify-start sm:w-56 [&>span]:flex-1 [&>span]:text-left"
        data-testid="location-selector"
      >
        <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <SelectValue placeholder="Select location">{selectedLocationId ? labels.get(selectedLocationId) : undefined}</SelectValue>
      </SelectTrigger>
      {open && (
        <SelectContent>
          {locations.map((location) => (
            <SelectItem key={location.id} value={location.id}>
              {location.name}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
