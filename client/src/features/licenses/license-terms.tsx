import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import { Badge } from "@/components/ui/badge";
import { licenseTermsQuery, type LicenseTermDto } from "./renewal-api";

const dateOrDash = (date: string | null) => (date ? formatDisplayDate(date) : "—");

function Term({ term }: { term: LicenseTermDto }) {
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="license-term">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {dateOrDash(term.issueDate)} – {dateOrDash(term.expirationDate)}
        </span>
        {term.current ? <Badge variant="success">Current term</Badge> : <Badge variant="secondary">Earlier term</Badge>}
      </div>
      <p className="mt-1 break-words text-muted-foreground">
        {[
          term.licenseNumber ? `No. ${term.licenseNumber}` : null,
          term.feePaid ? `Fee paid ${formatDollars(term.feePaid)}` : null,
          term.recordedBy ? `Recorded by ${term.recordedBy}` : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {term.document && term.downloadUrl && (
        <a
          href={term.downloadUrl}
          download={term.document.name}
          className="mt-1 inline-flex min-h-10 items-center gap-1 break-all font-medium text-primary underline-offset-4 hover:underline"
        >
          <Download className="size-4 shrink-0" aria-hidden="true" />
          {term.document.name}
        </a>
      )}
    </li>
  );
}

/** The license's terms, newest first (issue 32): earlier terms keep their documents, downloadable here. */
export function LicenseTerms({ licenseId }: { licenseId: string }) {
  const terms = useQuery(licenseTermsQuery(licenseId));
  if (!terms.data || terms.data.length === 0) return null;
  return (
    <section aria-labelledby="license-terms-heading" className="space-y-2">
      <h3 id="license-terms-heading" className="text-sm font-semibold">
        Terms ({terms.data.length})
      </h3>
      <ul className="space-y-2">
        {terms.data.map((term) => (
          <Term key={term.id} term={term} />
        ))}
      </ul>
    </section>
  );
}
