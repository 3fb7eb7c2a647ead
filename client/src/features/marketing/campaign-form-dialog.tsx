import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { IsoDate } from "@shared/domain/calendar";
import { insertCampaignSchema } from "@shared/schema/marketing";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { LocationDto } from "@/app/locations";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { type CampaignDto, useCreateCampaign, useUpdateCampaign } from "./api";
import { CAMPAIGN_STATUS_OPTIONS } from "./campaign-status";

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

  React.useEffect(() => {
    if (open) form.reset(valuesOf(campaign, locationId, defaultStartDate));
  }, [open, campaign, locationId, defaultStartDate, form]);

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Campaign" : "Add Campaign"}</DialogTitle>
          <DialogDescription>
            {editing ? "Change the details or the status of this campaign." : "Plan a marketing campaign for this location."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            {locations && (
              <FormField
                control={form.control}
                name="locationId"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Location</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder="Select location" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {locations.map((location) => (
                          <SelectItem key={location.id} value={location.id}>
                            {location.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
            )}
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Campaign Title</FormLabel>
                  <FormControl>
                    <Input placeholder="e.g. Summer Patio Launch" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Textarea rows={3} placeholder="Channels, offers, goals" {...field} value={field.value ?? ""} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="startDate"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Start Date</FormLabel>
                    <FormControl>
                      <Input type="date" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="endDate"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>End Date</FormLabel>
                    <FormControl>
                      <Input type="date" min={form.watch("startDate") || undefined} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <div className={editing ? "grid gap-4 sm:grid-cols-2" : undefined}>
              <FormField
                control={form.control}
                name="budget"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Budget</FormLabel>
                    <FormControl>
                      <Input
                        type="number"
                        inputMode="decimal"
                        step="0.01"
                        min="0"
                        placeholder="0.00"
                        {...field}
                        value={field.value ?? ""}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {editing && (
                <FormField
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Status</FormLabel>
                      <Select value={field.value ?? "planned"} onValueChange={field.onChange}>
                        <FormControl>
                          <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {CAMPAIGN_STATUS_OPTIONS.map((option) => (
                            <SelectItem key={option.value} value={option.value}>
                              {option.label}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Saving..." : editing ? "Save Changes" : "Add Campaign"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
