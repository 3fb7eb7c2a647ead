import { MapPin } from "lucide-react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSelectedLocation } from "../selected-location";

/** Shown only when the user has locations (SPEC section 2). */
export function LocationSelector() {
  const { locations, selectedLocationId, setSelectedLocationId } = useSelectedLocation();
  if (locations.length === 0) return null;
  return (
    <Select value={selectedLocationId ?? ""} onValueChange={(id) => setSelectedLocationId(id)}>
      <SelectTrigger aria-label="Select location" className="h-9 w-full min-w-0 max-w-[16rem] justify-start sm:w-56 [&>span]:flex-1 [&>span]:text-left" data-testid="location-selector">
        <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <SelectValue placeholder="Select location" />
      </SelectTrigger>
      <SelectContent>
        {locations.map((location) => (
          <SelectItem key={location.id} value={location.id}>
            {location.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
