import { LocationPlaceholder } from "@/components/location-placeholder";
import { PageHeader } from "@/components/page-header";
import { useSelectedLocation } from "@/app/selected-location";

export default function AdminPage() {
  const { selectedLocation } = useSelectedLocation();
  return (
    <div>
      <PageHeader title="Admin Dashboard" subtitle={"Internal Use Only"} />
      <LocationPlaceholder locationName={selectedLocation?.name ?? null} />
    </div>
  );
}
