import { useQuery } from "@tanstack/react-query";
import { MailPlus, ShieldAlert, UserPlus, Users } from "lucide-react";
import * as React from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { useSelectedLocation } from "@/app/selected-location";
import { invitationsQuery, usersQuery, type UserDto } from "./api";
import { EditUserDialog } from "./edit-user-dialog";
import { InvitationsTable } from "./invitations-table";
import { InviteUserDialog } from "./invite-user-dialog";
import { RemoveUserDialog } from "./remove-user-dialog";
import { ResetTwoFactorDialog } from "./reset-two-factor-dialog";
import { SignOutUserDialog } from "./sign-out-user-dialog";
import { TwoFactorRequirementCard } from "./two-factor-requirement-card";
import { UsersTable } from "./users-table";

export default function UsersPage() {
  const { user, isAdmin, isSuperAdmin } = useAuth();
  const { locations } = useSelectedLocation();
  // A super admin who is not browsing as an organization sees the whole platform (All Users).
  const platformView = isSuperAdmin && !user?.impersonation;
  // Changes need an organization the signed-in person administers.
  const canManage = isAdmin && !!user?.organizationId && !platformView;
  const users = useQuery({ ...usersQuery, enabled: isAdmin });
  const invitations = useQuery({ ...invitationsQuery, enabled: isAdmin });

  const [inviting, setInviting] = React.useState(false);
  const [target, setTarget] = React.useState<UserDto | null>(null);
  const [editOpen, setEditOpen] = React.useState(false);
  const [removeOpen, setRemoveOpen] = React.useState(false);
  const [signOutOpen, setSignOutOpen] = React.useState(false);
  const [resetTwoFactorOpen, setResetTwoFactorOpen] = React.useState(false);

  if (!isAdmin || !user) {
    return (
      <div>
        <PageHeader title="User Management" />
        <EmptyStateCard icon={ShieldAlert} title="Administrator Access Required" description="Only administrators can manage users." />
      </div>
    );
  }
  if (users.isLoading || invitations.isLoading) return <PageSpinner label="Loading users..." />;

  const pending = (invitations.data ?? []).filter((i) => i.status === "pending" || i.status === "expired");
  const canInvite = platformView || canManage;

  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        subtitle={
          platformView ? "All users across every organization" : `Invite people and choose which locations they can reach${user.impersonation ? ` in ${user.impersonation.organizationName}` : ""}`
        }
        actions={
          canInvite && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              Invite User
            </Button>
          )
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>Current Users ({users.data?.length ?? 0})</CardTitle>
          {platformView && <CardDescription>Browse as an organization's admin (Organizations) to change its users.</CardDescription>}
        </CardHeader>
        <CardContent>
          {(users.data ?? []).length === 0 ? (
            <EmptyState icon={Users} title="No users yet" />
          ) : (
            <UsersTable
              users={users.data ?? []}
              locations={locations}
              currentUserId={user.id}
              showOrganization={platformView}
              canManage={canManage}
              onEdit={(u) => {
                setTarget(u);
                setEditOpen(true);
              }}
              onRemove={(u) => {
                setTarget(u);
                setRemoveOpen(true);
              }}
              onSignOut={(u) => {
                setTarget(u);
                setSignOutOpen(true);
              }}
              onResetTwoFactor={(u) => {
                setTarget(u);
                setResetTwoFactorOpen(true);
              }}
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Pending Invitations ({pending.length})</CardTitle>
          <CardDescription>Links work once and for 7 days. Resend makes a new link.</CardDescription>
        </CardHeader>
        <CardContent>
          {pending.length === 0 ? (
            <EmptyState icon={MailPlus} title="No pending invitations" />
          ) : (
            <InvitationsTable invitations={pending} showOrganization={platformView} />
          )}
        </CardContent>
      </Card>

      {platformView ? (
        <TwoFactorRequirementCard scope="platform" />
      ) : (
        canManage && !user.impersonation && <TwoFactorRequirementCard scope="organization" />
      )}

      <InviteUserDialog
        open={inviting}
        onOpenChange={setInviting}
        chooseOrganization={platformView}
        defaultOrganizationId={user.organizationId}
      />
      <EditUserDialog open={editOpen} onOpenChange={setEditOpen} user={target} locations={locations} isSelf={target?.id === user.id} />
      <RemoveUserDialog open={removeOpen} onOpenChange={setRemoveOpen} user={target} />
      <SignOutUserDialog open={signOutOpen} onOpenChange={setSignOutOpen} user={target} />
      <ResetTwoFactorDialog open={resetTwoFactorOpen} onOpenChange={setResetTwoFactorOpen} user={target} />
    </div>
  );
}
