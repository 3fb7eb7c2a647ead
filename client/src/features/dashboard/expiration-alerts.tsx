import { AlertTriangle } from "lucide-react";
import { alertText } from "./alert-text";
import type { DashboardLicenseDto } from "./api";

/** Licenses at the location expired or expiring within 30 days (SPEC section 2). Nothing when there are none. */
export function ExpirationAlerts({ alerts, today }: { alerts: DashboardLicenseDto[]; today: string }) {
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
            <span className="font-medium">{license.name}</span> {alertText(license, today)}
          </li>
        ))}
      </ul>
    </section>
  );
}
