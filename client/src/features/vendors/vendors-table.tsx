import { formatDisplayDate } from "@shared/domain/dates";
import { vendorCategoryLabel, vendorScheduleLabel } from "@shared/domain/labels";
import { truncateAddress } from "@shared/domain/vendors";
import { SortableHead } from "@/components/sortable-head";
import { TruncatedText } from "@/components/truncated-text";
import { SHOW_FROM, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TIGHT_COLUMN } from "@/components/ui/table";
import type { SortValues } from "@/lib/sorting";
import { useSortedRows } from "@/lib/use-sorted-rows";
import { cn } from "@/lib/utils";
import type { VendorDto } from "./api";
import { CategoryBadge, ServiceBadge } from "./badges";
import { VendorActions, type VendorActionHandlers } from "./vendor-actions";

function Address({ address }: { address: string | null }) {
  if (!address) return null;
  return (
    <div className="truncate text-xs text-muted-foreground" title={address} data-testid="vendor-address">
      {truncateAddress(address)}
    </div>
  );
}

/** Long addresses wrap after the "@" first. */
function Email({ email }: { email: string }) {
  const at = email.indexOf("@");
  return (
    <div className="text-muted-foreground [overflow-wrap:anywhere]">
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </div>
  );
}

/** The table's contact: one line each, cut to the column with the full text in a tooltip. */
function ContactLines({ vendor }: { vendor: VendorDto }) {
  if (!vendor.contactName && !vendor.phone && !vendor.email) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="space-y-0.5 text-sm">
      {vendor.contactName && <TruncatedText text={vendor.contactName} className="font-medium" />}
      {vendor.phone && <TruncatedText text={vendor.phone} className="text-muted-foreground" />}
      {vendor.email && <TruncatedText text={vendor.email} className="text-muted-foreground" />}
    </div>
  );
}

function Contact({ vendor }: { vendor: VendorDto }) {
  if (!vendor.contactName && !vendor.phone && !vendor.email) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="min-w-0 space-y-0.5 text-sm">
      {vendor.contactName && <div className="font-medium">{vendor.contactName}</div>}
      {vendor.phone && <div className="text-muted-foreground">{vendor.phone}</div>}
      {vendor.email && <Email email={vendor.email} />}
    </div>
  );
}

function NextService({ vendor, today }: { vendor: VendorDto; today: string }) {
  if (!vendor.nextServiceDate) return <span className="text-muted-foreground">Not scheduled</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap">{formatDisplayDate(vendor.nextServiceDate)}</span>
      <ServiceBadge nextServiceDate={vendor.nextServiceDate} today={today} />
    </div>
  );
}

interface VendorsTableProps extends VendorActionHandlers {
  vendors: VendorDto[];
  today: string;
}

type SortKey = "name" | "contact" | "category" | "schedule" | "nextService";

const SORT_VALUES: SortValues<VendorDto, SortKey> = {
  name: (v) => v.name,
  contact: (v) => v.contactName ?? v.email ?? v.phone,
  category: (v) => vendorCategoryLabel(v.category),
  schedule: (v) => v.schedule && vendorScheduleLabel(v.schedule),
  nextService: (v) => v.nextServiceDate,
};

/** Vendor and contact share what is left and cut their text (full text in a tooltip). */
const TEXT_COLUMN = "w-1/2 max-w-0";

/**
 * The SPEC directory from md up; Category and Schedule only from xl (they give way first), so the contact
 * and the actions stay on screen at tablet widths. Stacked cards on phones with the same actions.
 */
export function VendorsTable({ vendors, today, ...actions }: VendorsTableProps) {
  const { rows, sort, onSort } = useSortedRows(vendors, SORT_VALUES);
  const head = { sort, onSort };
  return (
    <>
      <div className="hidden md:block">
        <Table label="Vendor directory" className="min-w-0">
          <TableHeader>
            <TableRow>
              <SortableHead label="Vendor" sortKey="name" {...head} className={TEXT_COLUMN} />
              <SortableHead label="Contact" sortKey="contact" {...head} className={TEXT_COLUMN} />
              <SortableHead label="Category" sortKey="category" {...head} className={SHOW_FROM.xl} />
              <SortableHead label="Schedule" sortKey="schedule" {...head} className={SHOW_FROM.xl} />
              <SortableHead label="Next Service" sortKey="nextService" {...head} />
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((vendor) => (
              <TableRow key={vendor.id} data-testid="vendor-row">
                <TableCell className={TEXT_COLUMN}>
                  <TruncatedText text={vendor.name} className="font-medium" />
                  <Address address={vendor.address} />
                </TableCell>
                <TableCell className={TEXT_COLUMN}>
                  <ContactLines vendor={vendor} />
                </TableCell>
                <TableCell className={cn(SHOW_FROM.xl, TIGHT_COLUMN)}>
                  <CategoryBadge category={vendor.category} />
                </TableCell>
                <TableCell className={cn(SHOW_FROM.xl, TIGHT_COLUMN)}>{vendorScheduleLabel(vendor.schedule)}</TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <NextService vendor={vendor} today={today} />
                </TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <VendorActions vendor={vendor} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label="Vendor directory">
        {rows.map((vendor) => (
          <li key={vendor.id} className="py-3 first:pt-0 last:pb-0" data-testid="vendor-row">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-medium">{vendor.name}</p>
                <Address address={vendor.address} />
              </div>
              <CategoryBadge category={vendor.category} />
            </div>
            <div className="mt-2">
              <Contact vendor={vendor} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Schedule</dt>
                <dd>{vendorScheduleLabel(vendor.schedule)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Next Service</dt>
                <dd>
                  <NextService vendor={vendor} today={today} />
                </dd>
              </div>
            </dl>
            <div className="-mr-2 mt-1">
              <VendorActions vendor={vendor} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
