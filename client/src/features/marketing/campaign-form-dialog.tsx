import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { IsoDate } from "@shared/domain/calendar";
import { insertCampaignSchema } from "@shared/schema/marketing-input";
import { FormDialog } from "@/components/form-dialog";
import { FormSelectField } from "@/components/form-select-field";
import { FormInputField, FormTextareaField } from "@/components/form-text-field";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
import { byName } from "@/components/select-options";
import { toast } from "@/components/ui/use-toast";
import type { LocationDto } from "@/app/locations";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type CampaignDto, useCreateCampaign, useUpdateCampaign } from "./api";
import { CAMPAIGN_STATUS_OPTIONS } from "./campaign-status";
import { useDialogReset } from "@/lib/use-dialog-reset";

type FormInput = z.input<typeof insertCampaignSchema>;
type FormOutput = z.output<typeof insertCampaignSchema>;

const FIELDS = [
  "locationId",
  "title",
  "description",
  "startDate",
  "endDate",
  "budget",
  "status",
] as const satisfies readonly (keyof FormInput)[];

function valuesOf(campaign: CampaignDto | null | undefined, locationId: string, startDate: IsoDate): FormInput {
  if (!campaign) {
    return { locationId, title: "", description: "", startDate, endDate: "", budget: "", status: "planned" };
  }
  return {
    locationId: campaign.locationId,
    title: campaign.title,
    description: campaign.description ?? "",
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    budget: campaign.budget ?? "",
    status: campaign.status,
  };
}

interface CampaignFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this campaign; absent: add a new one. */
  campaign?: CampaignDto | null;
  /** Where a new campaign goes unless `locations` offers a choice. */
  locationId: string;
  /** When given (the all-locations view), the dialog lets the user choose the location. */
  locations?: LocationDto[];
  /** A new campaign starts on this date (the reference date) unless changed. */
  defaultStartDate: IsoDate;
}

export function CampaignFormDialog(props: CampaignFormDialogProps) {
  const { open, onOpenChange, campaign, locationId, locations, defaultStartDate } = props;
  const editing = !!campaign;
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const pending = create.isPending || update.isPending;

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(insertCampaignSchema),
    defaultValues: valuesOf(campaign, locationId, defaultStartDate),
  });

  useDialogReset(open, `${locationId}:${campaign?.id ?? ""}:${defaultStartDate ?? ""}`, (opened) => {
    if (opened) form.reset(valuesOf(campaign, locationId, defaultStartDate));
  });

  const onError = (error: unknown, title: string) => {
    applyServerFieldErrors(error, form.setError, FIELDS);
    notifyMutationError(error, title);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (campaign) {
      update.mutate(
        { id: campaign.id, input: values },
        {
          onSuccess: () => {
            toast({ title: "Marketing campaign updated successfully" });
            onOpenChange(false);
          },
          onError: (error) => onError(error, "Failed to update marketing campaign"),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast({ title: "Marketing campaign added successfully" });
          onOpenChange(false);
        },
        onError: (error) => onError(error, "Failed to add marketing campaign"),
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Campaign" : "Add Campaign"}
      description={editing ? "Change the details or the status of this campaign." : "Plan a marketing campaign for this location."}
      className="max-w-lg"
      form={form}
      onSubmit={onSubmit}
      submitLabel={editing ? "Save Changes" : "Add Campaign"}
      pending={pending}
    >
      {locations && (
        <FormSelectField
          control={form.control}
          name="locationId"
          label="Location"
          options={byName(locations)}
          placeholder="Select location"
        />
      )}
      <FormInputField control={form.control} name="title" label="Campaign Title" placeholder="e.g. Summer Patio Launch" />
      <FormTextareaField
        control={form.control}
        name="description"
        label="Description"
        rows={3}
        placeholder="Channels, offers, goals"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField control={form.control} name="startDate" label="Start Date" type="date" />
        <FormInputField
          control={form.control}
          name="endDate"
          label="End Date"
          type="date"
          min={form.watch("startDate") || undefined}
        />
      </div>
      <div className={editing ? "grid gap-4 sm:grid-cols-2" : undefined}>
        <FormInputField
          control={form.control}
          name="budget"
          label="Budget"
          {...MONEY_INPUT_PROPS}
          placeholder="0.00"
        />
        {editing && (
          <FormSelectField
            control={form.control}
            name="status"
            label="Status"
            options={CAMPAIGN_STATUS_OPTIONS}
            fallback="planned"
          />
        )}
      </div>
    </FormDialog>
  );
}
