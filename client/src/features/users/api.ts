import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteUserInput } from "@shared/schema/invitations";
import type { OrganizationRole } from "@shared/schema/users";
import type { Delivery, InvitationView, SentInvitationView, UserView } from "@shared/schema/users-views";
import { LOCATIONS_URL } from "@/app/locations";
import { apiJson, apiRequest } from "@/lib/api";

export const USERS_URL = "/api/users";
export const INVITATIONS_URL = "/api/user-invitations";
const AUDIT_URL = "/api/audit-log";

export type UserDto = UserView;
export type InvitationDto = InvitationView;
export type { Delivery };
export type SentInvitationDto = SentInvitationView;

/** A super admin's choice of organization, for inviting someone outside their own. */
export interface OrganizationOption {
  id: string;
  name: string;
}

export interface LocationOption {
  id: string;
  name: string;
}

export const usersQuery = queryOptions<UserDto[]>({ queryKey: [USERS_URL] });
export const invitationsQuery = queryOptions<InvitationDto[]>({ queryKey: [INVITATIONS_URL] });

/** Super admins only: every organization, and the locations of one (to invite into it). */
export const organizationOptionsQuery = (enabled: boolean) =>
  queryOptions<OrganizationOption[]>({ queryKey: ["/api/super-admin/organizations"], enabled });
export const organizationLocationsQuery = (organizationId: string | null) =>
  queryOptions<LocationOption[]>({
    queryKey: [`/api/super-admin/organizations/${organizationId}/locations`],
    enabled: !!organizationId,
  });

const id = (value: string) => encodeURIComponent(value);

export const inviteUser = (input: InviteUserInput) => apiJson<SentInvitationDto>("POST", INVITATIONS_URL, input);
export const resendInvitation = (invitationId: string) =>
  apiJson<SentInvitationDto>("POST", `${INVITATIONS_URL}/${id(invitationId)}/resend`);
export const revokeInvitation = (invitationId: string) =>
  apiJson<InvitationDto>("POST", `${INVITATIONS_URL}/${id(invitationId)}/revoke`);
export const updateUser = ({ userId, input }: { userId: string; input: { role?: OrganizationRole; locationIds?: string[] } }) =>
  apiJson<UserDto>("PATCH", `${USERS_URL}/${id(userId)}`, input);
export const removeUser = async (userId: string) => {
  await apiRequest("DELETE", `${USERS_URL}/${id(userId)}`);
};

function useInvalidate(...urls: string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(urls.map((url) => queryClient.invalidateQueries({ queryKey: [url] })));
}

export function useInviteUser() {
  const invalidate = useInvalidate(INVITATIONS_URL, AUDIT_URL);
  return useMutation({ mutationFn: inviteUser, onSuccess: invalidate });
}

export function useResendInvitation() {
  const invalidate = useInvalidate(INVITATIONS_URL, AUDIT_URL);
  return useMutation({ mutationFn: resendInvitation, onSuccess: invalidate });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidate(INVITATIONS_URL, AUDIT_URL);
  return useMutation({ mutationFn: revokeInvitation, onSuccess: invalidate });
}

// A change to someone's locations can change what the signed-in admin's lists show, too.
export function useUpdateUser() {
  const invalidate = useInvalidate(USERS_URL, AUDIT_URL, LOCATIONS_URL);
  return useMutation({ mutationFn: updateUser, onSuccess: invalidate });
}

export function useRemoveUser() {
  const invalidate = useInvalidate(USERS_URL, AUDIT_URL);
  return useMutation({ mutationFn: removeUser, onSuccess: invalidate });
}

/** Ends every session of the user (they sign in again). */
export function useEndUserSessions() {
  const invalidate = useInvalidate(AUDIT_URL);
  return useMutation({
    mutationFn: (id: string) => apiJson<{ ended: number }>("POST", `${USERS_URL}/${id}/end-sessions`),
    onSuccess: invalidate,
  });
}

/** Turns the user's two-factor sign-in off (recovery codes too) and ends their sessions: they enrol again. */
export function useResetUserTwoFactor() {
  const invalidate = useInvalidate(AUDIT_URL);
  return useMutation({
    mutationFn: (id: string) => apiJson<{ ended: number }>("POST", `${USERS_URL}/${id}/two-factor/reset`),
    onSuccess: invalidate,
  });
}
