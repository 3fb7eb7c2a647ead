import { Construction } from "lucide-react";
import { EmptyStateCard } from "@/components/ui/empty-state";

/** Temporary body for screens still being built: says which location the screen will show. */
export function LocationPlaceholder({ locationName }: { locationName: string | null }) {
  return (
    <EmptyStateCard
      icon={Construction}
      title={locationName ? `Location: ${locationName}` : "No location selected"}
      description="This screen is being built."
    />
  );
}
