import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { COMPLIANCE_STATUS_LABELS } from "@shared/domain/compliance";
import { hrefForLocation } from "@/app/locations";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardSummaryDto } from "./api";

/**
 * The location's required licenses by the one compliance rule (issue 32): the same score and status as Group
 * Overview, and the required types it holds no license of.
 */
export function RequiredLicenses({ summary }: { summary: DashboardSummaryDto }) {
  const { compliance, missing } = summary.licenses;
  if (compliance.status === "no_state" || compliance.status === "nothing_required") return null;
  return (
    <Card data-testid="required-licenses">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
          Compliance: {COMPLIANCE_STATUS_LABELS[compliance.status]} {compliance.score} %
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="text-muted-foreground">
          {compliance.required} required · {compliance.valid} valid · {compliance.expiring} expiring · {compliance.renewalSubmitted} renewal
          submitted · {compliance.expired} expired · {compliance.missing} missing
        </p>
        {missing.length > 0 && (
          <div>
            <p className="font-medium">Missing required licenses</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {missing.map((m) => (
                <li key={m.licenseTypeId}>{m.name}</li>
              ))}
            </ul>
            <Link href={hrefForLocation("/licenses", summary.location.id)} className="mt-2 inline-block font-medium underline underline-offset-4">
              Go to Licenses to upload them
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
