import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { inviteUserSchema } from "@shared/schema/invitations";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useSelectedLocation } from "@/app/selected-location";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { organizationLocationsQuery, organizationOptionsQuery, useInviteUser, type SentInvitationDto } from "./api";

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

  const role = form.watch("role");
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite User</DialogTitle>
          <DialogDescription>They receive a link to join, valid for 7 days.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            {chooseOrganization && (
              <FormField
                control={form.control}
                name="organizationId"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Organization</FormLabel>
                    <Select
                      value={field.value ?? ""}
                      onValueChange={(v) => {
                        field.onChange(v);
                        form.setValue("locationId", "");
                      }}
                    >
                      <FormControl>
                        <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder="Select organization" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {(organizations.data ?? []).map((org) => (
                          <SelectItem key={org.id} value={org.id}>
                            {org.name}
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
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email Address</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="off" placeholder="name@restaurant.com" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="role"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Role</FormLabel>
                  <Select value={field.value ?? "user"} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      <SelectItem value="user">User</SelectItem>
                      <SelectItem value="admin">Admin</SelectItem>
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="locationId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Location</FormLabel>
                  <Select value={role === "admin" ? "" : (field.value ?? "")} onValueChange={field.onChange} disabled={role === "admin"}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue placeholder={role === "admin" ? "Organization-wide" : "Select location"} />
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
                  {role === "admin" ? (
                    <FormDescription>Admins can reach every location of the organization.</FormDescription>
                  ) : (
                    locations.length === 0 && <FormDescription>Add a location to the organization first.</FormDescription>
                  )}
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending ? "Sending..." : "Send Invitation"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
