import { LocationPlaceholder } from "@/components/location-placeholder";
import { PageHeader } from "@/components/page-header";
import { useSelectedLocation } from "@/app/selected-location";
import { ActiveCampaignsCard } from "./active-campaigns-card";

export default function DashboardPage() {
  const { selectedLocation } = useSelectedLocation();
  const subtitle = selectedLocation
    ? `Monitor operations for ${selectedLocation.name}`
    : "Monitor your restaurant operations";
  return (
    <div>
      <PageHeader title="Dashboard Overview" subtitle={subtitle} />
      {selectedLocation && (
        <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <ActiveCampaignsCard locationId={selectedLocation.id} />
        </div>
      )}
      <LocationPlaceholder locationName={selectedLocation?.name ?? null} />
    </div>
  );
}
