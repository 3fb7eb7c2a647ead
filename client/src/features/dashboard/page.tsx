import { useQuery } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { useSelectedLocation } from "@/app/selected-location";
import { serverMessage } from "@/app/unauthorized";
import { dashboardQuery } from "./api";
import { ExpirationAlerts } from "./expiration-alerts";
import { LicenseOverview } from "./license-overview";
import { QuickActions } from "./quick-actions";
import { RequiredLicenses } from "./required-licenses";
import { SummaryCards } from "./summary-cards";

function NoLocation() {
  return (
    <EmptyStateCard
      icon={MapPin}
      title="No location yet"
      description="Add your first restaurant location to see its licenses, budget, equipment and campaigns here."
      action={
        <Button asChild>
          <Link href="/organization">Go to Organization</Link>
        </Button>
      }
    />
  );
}

export default function DashboardPage() {
  const { selectedLocation } = useSelectedLocation();
  const { data, isLoading, error } = useQuery(dashboardQuery(selectedLocation?.id ?? null));
  const subtitle = selectedLocation
    ? `Monitor operations for ${selectedLocation.name}`
    : "Monitor your restaurant operations";

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard Overview" subtitle={subtitle} className="mb-0" />
      {!selectedLocation ? (
        <>
          <NoLocation />
          <QuickActions />
        </>
      ) : isLoading ? (
        <PageSpinner label="Loading dashboard..." />
      ) : error || !data ? (
        <EmptyStateCard title="Could not load the dashboard" description={serverMessage(error)} />
      ) : (
        <>
          <ExpirationAlerts alerts={data.licenses.alerts} today={data.today} locationId={data.location.id} />
          <SummaryCards summary={data} />
          <RequiredLicenses summary={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <LicenseOverview licenses={data.licenses.overview} locationName={selectedLocation.name} today={data.today} />
            <QuickActions />
          </div>
        </>
      )}
    </div>
  );
}
