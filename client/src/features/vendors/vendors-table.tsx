import { formatDisplayDate } from "@shared/domain/dates";
import { vendorScheduleLabel } from "@shared/domain/labels";
import { truncateAddress } from "@shared/domain/vendors";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { VendorDto } from "./api";
import { CategoryBadge, ServiceBadge } from "./badges";
import { VendorActions, type VendorActionHandlers } from "./vendor-actions";

function Address({ address }: { address: string | null }) {
  if (!address) return null;
  return (
    <div className="text-xs text-muted-foreground" title={address} data-testid="vendor-address">
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

/** The SPEC directory from md up; stacked cards on phones with the same actions. */
export function VendorsTable({ vendors, today, ...actions }: VendorsTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <Table label="Vendor directory">
          <TableHeader>
            <TableRow>
              <TableHead>Vendor</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Schedule</TableHead>
              <TableHead>Next Service</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vendors.map((vendor) => (
              <TableRow key={vendor.id} data-testid="vendor-row">
                <TableCell className="max-w-[11rem]">
                  <div className="break-words font-medium">{vendor.name}</div>
                  <Address address={vendor.address} />
                </TableCell>
                <TableCell className="max-w-[12rem]">
                  <Contact vendor={vendor} />
                </TableCell>
                <TableCell>
                  <CategoryBadge category={vendor.category} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{vendorScheduleLabel(vendor.schedule)}</TableCell>
                <TableCell>
                  <NextService vendor={vendor} today={today} />
                </TableCell>
                <TableCell>
                  <VendorActions vendor={vendor} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label="Vendor directory">
        {vendors.map((vendor) => (
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
