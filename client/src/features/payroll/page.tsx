import { LocationPlaceholder } from "@/components/location-placeholder";
import { PageHeader } from "@/components/page-header";
import { useSelectedLocation } from "@/app/selected-location";

export default function PayrollPage() {
  const { selectedLocation } = useSelectedLocation();
  return (
    <div>
      <PageHeader title="Payroll Calculator" subtitle={selectedLocation?.name} />
      <LocationPlaceholder locationName={selectedLocation?.name ?? null} />
    </div>
  );
}
