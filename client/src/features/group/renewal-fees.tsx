import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { renewalFeesQuery, type GroupRenewalFeesDto } from "./api";
import { feeSum } from "./fee-sum";
import { LocationLink } from "./location-link";

const unknownText = (n: number) => (n === 0 ? null : `${n} without a known fee`);

function Location({ loc }: { loc: GroupRenewalFeesDto["locations"][number] }) {
  const known = loc.items.filter((i) => i.fee !== null).length;
  return (
    <li className="space-y-1 py-3 first:pt-0 last:pb-0" data-testid="renewal-fees-location">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <LocationLink locationId={loc.id} href="/licenses" className="min-w-0 break-words font-medium">
          {loc.name}
        </LocationLink>
        <span className={known === 0 ? "text-sm text-muted-foreground" : "font-semibold tabular-nums"}>
          {feeSum(loc.total, known, loc.items.length - known)}
        </span>
      </div>
      <ul className="space-y-0.5 text-sm text-muted-foreground">
        {loc.items.map((item) => (
          <li key={item.licenseId} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0 break-words">
              {item.typeName}
              {item.licenseNumber ? ` ${item.licenseNumber}` : ""} · expires {formatDisplayDate(item.expirationDate)}
            </span>
            <span className="tabular-nums">{item.fee === null ? "Fee unknown" : formatDollars(item.fee)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Issue 32, point 2: the renewal fees coming due in the next 90 days, per location and in total. */
export function RenewalFees() {
  const { data } = useQuery(renewalFeesQuery());
  if (!data) return null;
  return (
    <Card data-testid="renewal-fees">
      <section aria-labelledby="renewal-fees-heading">
        <CardHeader className="pb-2">
          <CardTitle id="renewal-fees-heading" className="flex items-center gap-2 text-base">
            <Receipt className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            Renewal fees due in the next {data.days} days
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {data.locations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No license comes up for renewal in the next {data.days} days.</p>
          ) : (
            <>
              <p className="text-sm" data-testid="renewal-fees-total">
                Total{" "}
                <span className="font-semibold tabular-nums">
                  {data.locations.every((l) => l.items.every((i) => i.fee === null)) ? "not known" : formatDollars(data.total)}
                </span>
                {unknownText(data.unknown) && <span className="text-muted-foreground"> · {unknownText(data.unknown)}</span>}
              </p>
              <ul className="divide-y" aria-label="Renewal fees by location">
                {data.locations.map((loc) => (
                  <Location key={loc.id} loc={loc} />
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
