import { LocationPlaceholder } from "@/components/location-placeholder";
import { PageHeader } from "@/components/page-header";
import { useSelectedLocation } from "@/app/selected-location";

export default function DashboardPage() {
  const { selectedLocation } = useSelectedLocation();
  const subtitle = selectedLocation
    ? `Monitor operations for ${selectedLocation.name}`
    : "Monitor your restaurant operations";
  return (
    <div>
      <PageHeader title="Dashboard Overview" subtitle={subtitle} />
      <LocationPlaceholder locationName={selectedLocation?.name ?? null} />
    </div>
  );
}
