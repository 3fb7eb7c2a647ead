import { LocationPlaceholder } from "@/components/location-placeholder";
import { PageHeader } from "@/components/page-header";
import { useSelectedLocation } from "@/app/selected-location";

export default function UsersPage() {
  const { selectedLocation } = useSelectedLocation();
  return (
    <div>
      <PageHeader title="User Management" subtitle={selectedLocation?.name} />
      <LocationPlaceholder locationName={selectedLocation?.name ?? null} />
    </div>
  );
}
