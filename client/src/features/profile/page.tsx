import { format } from "date-fns";
import { CalendarDays, LogOut, Mail, Pencil, ShieldCheck, UserRound } from "lucide-react";
import * as React from "react";
import { PageHeader } from "@/components/page-header";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { useAuth } from "@/app/auth";
import { ApiTokensCard } from "./api-tokens-card";
import { EditNameDialog } from "./edit-name-dialog";
import { NotificationSettings } from "./notification-settings";
import { PushCard } from "./push-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";
import { PasskeysCard } from "./passkeys-card";
import { displayName, initials, isAdminRole, profileRoleBadge, roleLabel } from "@/lib/user";
import { SignOutForm } from "@/app/sign-out-form";

function memberSince(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, "MMM dd, yyyy");
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm sm:col-span-2">
        {value || <span className="text-muted-foreground">Not set</span>}
      </dd>
    </div>
  );
}

export default function ProfilePage() {
  const { user } = useAuth();
  const [editingName, setEditingName] = React.useState(false);

  if (!user) {
    return (
      <EmptyStateCard icon={UserRound} title="Profile Not Found" description="We could not load your profile." />
    );
  }

  const admin = isAdminRole(user.role);
  const since = memberSince(user.createdAt);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" subtitle="Your account and access" />

      <Card className="mb-6">
        <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:p-6 sm:text-left">
          <Avatar className="size-20">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback className="bg-accent text-2xl text-accent-foreground">
              {user.profileImageUrl ? initials(user) : <UserRound className="size-10" aria-hidden="true" />}
            </AvatarFallback>
          </Avatar>
          <div className="min-w-0 space-y-2">
            <h2 className="break-words text-xl font-semibold" data-testid="profile-name">
              {displayName(user)}
            </h2>
            <Badge variant={admin ? "default" : "secondary"} data-testid="profile-role">
              {profileRoleBadge(user.role)}
            </Badge>
            <p className="flex items-center justify-center gap-2 break-all text-sm text-muted-foreground sm:justify-start">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {user.email}
            </p>
            {since && (
              <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground sm:justify-start">
                <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                Member since {since}
              </p>
            )}
          </div>
        </CardContent>
      </Card>

      <Card className="mb-6">
        <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
          <div className="space-y-1.5">
            <CardTitle>Account Details</CardTitle>
            <CardDescription>Information about your account</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => setEditingName(true)}>
            <Pencil aria-hidden="true" />
            Edit Name
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <Detail label="Email" value={user.email} />
            <Detail label="Role" value={roleLabel(user.role)} />
            <Detail label="First Name" value={user.firstName} />
            <Detail label="Last Name" value={user.lastName} />
          </dl>
        </CardContent>
      </Card>

      <EditNameDialog open={editingName} onOpenChange={setEditingName} firstName={user.firstName} lastName={user.lastName} />

      <Card className="mb-6">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Organization Access
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">
            {admin
              ? "As an administrator, you have full administrative privileges to manage locations, users and all features."
              : "You have access to your assigned locations."}
          </p>
        </CardContent>
      </Card>

      <NotificationSettings />

      <PushCard />

      <TwoFactorCard />

      <PasskeysCard />

      <SessionsCard />

      {user.organizationId && <ApiTokensCard />}

      <SignOutForm variant="destructive" className="[&>button]:w-full sm:[&>button]:w-auto">
        <LogOut aria-hidden="true" />
        Sign Out
      </SignOutForm>
    </div>
  );
}
