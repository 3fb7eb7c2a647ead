import { Building2, Tags } from "lucide-react";
import { topVendorCategories } from "@shared/domain/vendors";
import { Card, CardContent } from "@/components/ui/card";
import type { VendorDto } from "./api";

function CountCard({ title, value, testId, icon: Icon }: { title: string; value: number; testId: string; icon: typeof Tags }) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-medium text-muted-foreground">{title}</h3>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        </div>
        <span className="rounded-md bg-accent p-2 text-accent-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}

/** Total Vendors plus a card for each of the (at most three) largest categories. */
export function SummaryCards({ vendors }: { vendors: VendorDto[] }) {
  const top = topVendorCategories(vendors);
  return (
    <section aria-label="Vendor summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <CountCard title="Total Vendors" value={vendors.length} testId="summary-total-vendors" icon={Building2} />
      {top.map((c) => (
        <CountCard key={c.category} title={c.label} value={c.count} testId={`summary-category-${c.category}`} icon={Tags} />
      ))}
    </section>
  );
}
