import { AlertTriangle } from "lucide-react";
import { Link } from "wouter";
import { hrefForLocation } from "@/app/locations";
import { alertText } from "./alert-text";
import type { DashboardLicenseDto } from "./api";

/**
 * Licenses at the location expired or expiring within 30 days (SPEC section 2). Nothing when there are none.
 * Each leads to the Licenses screen of the alert's location (issue 24), whatever is selected by then.
 */
export function ExpirationAlerts({ alerts, today, locationId }: { alerts: DashboardLicenseDto[]; today: string; locationId: string }) {
  if (alerts.length === 0) return null;
  return (
    <section
      aria-labelledby="license-alerts-heading"
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-4"
      data-testid="license-alerts"
    >
      <h2 id="license-alerts-heading" className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        License Expiration Alerts
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {alerts.map((license) => (
          <li key={license.id}>
            <Link
              href={hrefForLocation("/licenses", locationId)}
              className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-medium">{license.name}</span> {alertText(license, today)}
            </Link>{" "}
            <Link
              href={hrefForLocation(`/licenses?renew=${encodeURIComponent(license.id)}`, locationId)}
              className="inline-flex min-h-6 items-center rounded-sm font-medium underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Renew ${license.name}`}
            >
              Renew
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
