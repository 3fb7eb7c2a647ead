import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck, FileText, MapPin, Paperclip } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { vendorServiceLabel } from "@shared/domain/vendor-services";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { COMPLIANCE_STATE_LABELS } from "@shared/domain/compliance";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { useSelectedLocation } from "@/app/selected-location";
import { serverMessage } from "@/app/unauthorized";
import { binderQuery, type BinderDto } from "./api";
import { BinderDownloadStatus, DownloadBinderButton, useBinderDownload } from "./download";
import { ShareLinks } from "./share-links";

// The words of the one compliance rule (shared/domain/compliance.ts), as on every other screen.
const STATE: Record<BinderDto["licenses"][number]["state"], { label: string; variant: "success" | "warning" | "destructive" }> = {
  valid: { label: COMPLIANCE_STATE_LABELS.valid, variant: "success" },
  expiring: { label: COMPLIANCE_STATE_LABELS.expiring, variant: "warning" },
  expired: { label: COMPLIANCE_STATE_LABELS.expired, variant: "destructive" },
  renewal_submitted: { label: COMPLIANCE_STATE_LABELS.renewal_submitted, variant: "warning" },
};

const LINK = "inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline";

function Licenses({ binder }: { binder: BinderDto }) {
  if (binder.licenses.length === 0) return <p className="text-sm text-muted-foreground">No current licenses.</p>;
  return (
    <ul className="divide-y" aria-label="Current licenses">
      {binder.licenses.map((l) => (
        <li key={l.id} className="py-3" data-testid="binder-license">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {l.typeName}
            {l.licenseNumber && <span className="text-muted-foreground">{l.licenseNumber}</span>}
            <Badge variant={STATE[l.state].variant}>{STATE[l.state].label}</Badge>
          </p>
          <p className="text-xs text-muted-foreground">
            {l.expirationDate ? `Expires ${formatDisplayDate(l.expirationDate)}` : "No expiry"} · dated {formatDisplayDate(l.since)} ({l.age})
          </p>
          {l.document ? (
            <a className={LINK} href={`${l.document.url}?inline=1`} target="_blank" rel="noreferrer">
              <FileText className="size-4" aria-hidden="true" />
              Open {l.typeName} document
            </a>
          ) : (
            <p className="text-sm text-destructive">No document on file</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Tasks({ binder }: { binder: BinderDto }) {
  if (binder.tasks.length === 0) return <p className="text-sm text-muted-foreground">No recurring tasks. Add them to equipment items.</p>;
  return (
    <ul className="divide-y" aria-label="Recurring tasks">
      {binder.tasks.map((t) => {
        const r = t.lastRecord;
        const kind = vendorServiceLabel(t.serviceKind);
        return (
          <li key={t.taskId} className="py-3" data-testid="binder-task">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {t.taskName}
              {t.overdue && <Badge variant="destructive">Overdue</Badge>}
            </p>
            <p className="text-xs text-muted-foreground">
              {t.equipmentName} · {kind ? `${kind} by a vendor · ` : ""}every {t.intervalDays} days · next due {formatDisplayDate(t.nextDue)}
            </p>
            {r ? (
              <>
                <p className="text-sm">
                  Last done {formatDisplayDate(r.doneOn)} ({t.age}) {r.vendor ? `by ${r.vendor.name}` : `in house, ${r.doneBy.name}`}
                </p>
                {r.attachments.length ? (
                  <ul className="flex flex-wrap gap-x-3" aria-label={`Proof of ${t.taskName}`}>
                    {r.attachments.map((a) => (
                      <li key={a.id}>
                        <a className={LINK} href={`${a.url}?inline=1`} target="_blank" rel="noreferrer">
                          <Paperclip className="size-4" aria-hidden="true" />
                          {a.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-warning-foreground">No proof attached</p>
                )}
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                {t.lastDone ? `Last done ${formatDisplayDate(t.lastDone)} (${t.age}), no record kept` : "Never done"}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The inspection binder of the selected location, made for a phone held up to an inspector. */
export default function BinderPage() {
  const { selectedLocation } = useSelectedLocation();
  const { can } = useAuth();
  const locationId = selectedLocation?.id ?? null;
  const { data, isLoading, error } = useQuery(binderQuery(locationId));
  const binderDownload = useBinderDownload(locationId);

  const header = (
    <PageHeader
      title="Inspection Binder"
      subtitle={`Permits, certificates and service records of ${selectedLocation?.name ?? "your location"}`}
      actions={
        data && <DownloadBinderButton status={binderDownload.status} onClick={() => void binderDownload.start()} />
      }
    />
  );

  if (!selectedLocation) {
    return (
      <div>
        {header}
        <EmptyStateCard icon={MapPin} title="No location selected" description="Choose a location in the top bar to see its binder." />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {isLoading ? (
        <PageSpinner label="Loading the binder..." />
      ) : error || !data ? (
        <EmptyStateCard icon={ClipboardCheck} title="Could not load the binder" description={serverMessage(error)} />
      ) : (
        <>
          <BinderDownloadStatus status={binderDownload.status} />
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Licenses and permits</CardTitle>
            </CardHeader>
            <CardContent>
              <Licenses binder={data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Recurring services and maintenance</CardTitle>
            </CardHeader>
            <CardContent>
              <Tasks binder={data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Missing required licenses</CardTitle>
            </CardHeader>
            <CardContent>
              {data.missing.length === 0 ? (
                <p className="text-sm text-muted-foreground">{selectedLocation.state ? "None" : "Set the location's state to see what it requires."}</p>
              ) : (
                <ul className="space-y-1" aria-label="Missing required licenses">
                  {data.missing.map((m) => (
                    <li key={m.licenseTypeId} className="flex items-center gap-2 text-sm">
                      <Badge variant="destructive">Missing</Badge>
                      {m.name}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          {can("binder.share") && <ShareLinks locationId={selectedLocation.id} />}
        </>
      )}
    </div>
  );
}
