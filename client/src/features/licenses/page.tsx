import { LocationPlaceholder } from "@/components/location-placeholder";
import { PageHeader } from "@/components/page-header";
import { useSelectedLocation } from "@/app/selected-location";

export default function LicensesPage() {
  const { selectedLocation } = useSelectedLocation();
  return (
    <div>
      <PageHeader title="License Management" subtitle={`Track all required licenses for ${selectedLocation?.name ?? "your location"}`} />
      <LocationPlaceholder locationName={selectedLocation?.name ?? null} />
    </div>
  );
}
