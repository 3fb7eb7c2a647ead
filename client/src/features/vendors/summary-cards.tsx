import { Building2, Tags } from "lucide-react";
import { topVendorCategories } from "@shared/domain/vendors";
import { Card, CardContent } from "@/components/ui/card";
import type { VendorDto } from "./api";

function CountCard({ title, value, testId, icon: Icon }: { title: string; value: number; testId: string; icon: typeof Tags }) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          {/* Two columns until xl: at 1024 px four cards left "Maintenance" too narrow and it broke mid-word. */}
          <h3 className="min-w-0 hyphens-auto break-words text-sm font-medium text-muted-foreground">{title}</h3>
          <span className="shrink-0 rounded-md bg-accent p-1.5 text-accent-foreground sm:p-2">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        <p className="mt-1 text-xl font-bold tabular-nums sm:text-2xl" data-testid={testId}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

/** Total Vendors plus a card for each of the (at most three) largest categories. */
export function SummaryCards({ vendors }: { vendors: VendorDto[] }) {
  const top = topVendorCategories(vendors);
  return (
    <section aria-label="Vendor summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4 xl:gap-4">
      <CountCard title="Total Vendors" value={vendors.length} testId="summary-total-vendors" icon={Building2} />
      {top.map((c) => (
        <CountCard key={c.category} title={c.label} value={c.count} testId={`summary-category-${c.category}`} icon={Tags} />
      ))}
    </section>
  );
}
