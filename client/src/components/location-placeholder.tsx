import { Construction } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

/** Temporary body for screens still being built: says which location the screen will show. */
export function LocationPlaceholder({ locationName }: { locationName: string | null }) {
  return (
    <Card>
      <CardContent className="p-0 sm:p-0">
        <EmptyState
          icon={Construction}
          title={locationName ? `Location: ${locationName}` : "No location selected"}
          description="This screen is being built."
        />
      </CardContent>
    </Card>
  );
}
