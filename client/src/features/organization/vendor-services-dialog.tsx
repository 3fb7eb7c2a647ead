import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { VENDOR_SERVICES, type VendorServiceKind } from "@shared/domain/vendor-services";
import { FormDialog } from "@/components/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import type { LocationDto } from "@/app/locations";
import { apiJson } from "@/lib/api";

const EQUIPMENT_URL = "/api/equipment";

const everyMonths = (days: number) => (days >= 28 ? `every ${Math.round(days / 30.4)} month${Math.round(days / 30.4) === 1 ? "" : "s"}` : `every ${days} days`);

/** One item with its vendor task for each chosen service (POST /api/equipment with its maintenanceTasks). */
async function addVendorServices(locationId: string, kinds: readonly VendorServiceKind[]) {
  for (const service of VENDOR_SERVICES.filter((s) => kinds.includes(s.kind))) {
    await apiJson("POST", EQUIPMENT_URL, {
      locationId,
      name: service.item,
      maintenanceTasks: [{ task: service.label, intervalDays: service.intervalDays, serviceKind: service.kind }],
    });
  }
}

interface VendorServicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: LocationDto | null;
}

/**
 * Offered right after a location is added (issue 32, point 5): the recurring services a vendor does (hood
 * cleaning, fire suppression, pest control, grease trap pumping, refrigeration), each added as a task "done by a
 * vendor" whose completions go into the inspection binder. All are ticked; Skip adds none.
 */
export function VendorServicesDialog({ open, onOpenChange, location }: VendorServicesDialogProps) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = React.useState<VendorServiceKind[]>(VENDOR_SERVICES.map((s) => s.kind));
  const [pending, setPending] = React.useState(false);
  React.useEffect(() => {
    if (open) setChosen(VENDOR_SERVICES.map((s) => s.kind));
  }, [open]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!location || chosen.length === 0) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await addVendorServices(location.id, chosen);
      toast({ title: `Added ${chosen.length} vendor service${chosen.length === 1 ? "" : "s"} to ${location.name}` });
      onOpenChange(false);
    } catch (error) {
      notifyMutationError(error, "Failed to add the vendor services");
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: [EQUIPMENT_URL] });
    }
  };

  return (
    <FormDialog
      open={open && !!location}
      onOpenChange={onOpenChange}
      title="Add Vendor Services"
      description={`Recurring services an inspector asks to see proof of at ${location?.name ?? "this location"}. Each becomes a maintenance task done by a vendor.`}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={chosen.length === 0 ? "Skip" : "Add Services"}
      pending={pending}
    >
      <ul className="space-y-2" aria-label="Vendor services">
        {VENDOR_SERVICES.map((service) => {
          const id = `vendor-service-${service.kind}`;
          const checked = chosen.includes(service.kind);
          return (
            <li key={service.kind} className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(value) =>
                  setChosen((current) => (value === true ? [...current, service.kind] : current.filter((k) => k !== service.kind)))
                }
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
                <span className="font-medium">{service.label}</span>
                <span className="block text-xs text-muted-foreground">
                  {service.item}, {everyMonths(service.intervalDays)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </FormDialog>
  );
}
