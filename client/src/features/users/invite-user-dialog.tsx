import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { inviteUserSchema } from "@shared/schema/invitations-input";
import { FormDialog } from "@/components/form-dialog";
import { FormSelectField } from "@/components/form-select-field";
import { FormInputField } from "@/components/form-text-field";
import { byName } from "@/components/select-options";
import { FormDescription } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { useSelectedLocation } from "@/app/selected-location";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { organizationLocationsQuery, organizationOptionsQuery, useInviteUser, type SentInvitationDto } from "./api";
import { ROLE_OPTIONS } from "./role-options";

type FormInput = z.input<typeof inviteUserSchema>;
type FormOutput = z.output<typeof inviteUserSchema>;
const FIELDS = ["email", "role", "locationId", "organizationId"] as const;

interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A super admin outside any organization's view picks the organization first. */
  chooseOrganization: boolean;
  /** The organization preselected for a super admin (their own, if any). */
  defaultOrganizationId: string | null;
}

function announce(sent: SentInvitationDto) {
  if (sent.delivery === "failed") {
    toast({
      title: "Failed to send invitation",
      description: "The invitation was saved, but the e-mail could not be sent. Copy the link from Pending Invitations.",
      variant: "destructive",
    });
    return;
  }
  toast({ title: "Invitation Sent", description: "User invitation has been sent successfully" });
}

export function InviteUserDialog({ open, onOpenChange, chooseOrganization, defaultOrganizationId }: InviteUserDialogProps) {
  const invite = useInviteUser();
  const empty = React.useMemo<FormInput>(
    () => ({ email: "", role: "user", locationId: "", organizationId: chooseOrganization ? (defaultOrganizationId ?? undefined) : undefined }),
    [chooseOrganization, defaultOrganizationId],
  );
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(inviteUserSchema), defaultValues: empty });

  React.useEffect(() => {
    if (open) form.reset(empty);
  }, [open, empty, form]);

  // An admin reaches every location: the location field does not apply.
  const organizationWide = form.watch("role") === "admin";
  const organizationId = form.watch("organizationId") ?? null;
  const own = useSelectedLocation().locations;
  const organizations = useQuery(organizationOptionsQuery(open && chooseOrganization));
  const theirs = useQuery(organizationLocationsQuery(open && chooseOrganization ? organizationId : null));
  const locations = chooseOrganization ? (theirs.data ?? []) : own;

  const onSubmit = form.handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: (sent) => {
        announce(sent);
        onOpenChange(false);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, FIELDS);
        notifyMutationError(error, "Failed to send invitation");
      },
    });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite User"
      description="They receive a link to join, valid for 7 days."
      form={form}
      onSubmit={onSubmit}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
      pending={invite.isPending}
    >
      {chooseOrganization && (
        <FormSelectField
          control={form.control}
          name="organizationId"
          label="Organization"
          options={byName(organizations.data ?? [])}
          placeholder="Select organization"
          onValueChange={() => form.setValue("locationId", "")}
        />
      )}
      <FormInputField
        control={form.control}
        name="email"
        label="Email Address"
        type="email"
        autoComplete="off"
        placeholder="name@restaurant.com"
      />
      <FormSelectField control={form.control} name="role" label="Role" options={ROLE_OPTIONS} fallback="user" />
      <FormSelectField
        control={form.control}
        name="locationId"
        label="Location"
        options={byName(locations)}
        placeholder={organizationWide ? "Organization-wide" : "Select location"}
        disabled={organizationWide}
        showPlaceholder={organizationWide}
        hint={
          organizationWide ? (
            <FormDescription>Admins can reach every location of the organization.</FormDescription>
          ) : (
            locations.length === 0 && <FormDescription>Add a location to the organization first.</FormDescription>
          )
        }
      />
    </FormDialog>
  );
}
