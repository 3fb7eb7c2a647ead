import { LogOut, Pencil, ShieldOff, UserMinus } from "lucide-react";
import { roleLabel } from "@shared/domain/user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SortableHead } from "@/components/sortable-head";
import { TruncatedText } from "@/components/truncated-text";
import { SHOW_FROM, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TIGHT_COLUMN } from "@/components/ui/table";
import type { SortValues } from "@/lib/sorting";
import { useSortedRows } from "@/lib/use-sorted-rows";
import type { LocationDto } from "@/app/locations";
import { cn } from "@/lib/utils";
import type { UserDto } from "./api";
import { displayDate, displayName, userName } from "./format";

interface UsersTableProps {
  users: UserDto[];
  locations: LocationDto[];
  currentUserId: string;
  /** The platform view of a super admin: every organization, read-only. */
  showOrganization: boolean;
  canManage: boolean;
  onEdit: (user: UserDto) => void;
  onRemove: (user: UserDto) => void;
  onSignOut: (user: UserDto) => void;
  onResetTwoFactor: (user: UserDto) => void;
}

/** Admins (and super admins) reach every location; managers and staff their assigned ones. */
const reachesAll = (user: UserDto) => user.role === "admin" || user.role === "super_admin";

function locationsText(user: UserDto, locations: LocationDto[], showOrganization: boolean): string {
  if (reachesAll(user)) return "All locations";
  if (user.locationIds.length === 0) return "None";
  if (showOrganization) return user.locationIds.length === 1 ? "1 location" : `${user.locationIds.length} locations`;
  return user.locationIds
    .map((id) => locations.find((l) => l.id === id)?.name)
    .filter(Boolean)
    .join(", ");
}

function NameText({ user, self }: { user: UserDto; self: boolean }) {
  const name = userName(user);
  return (
    <>
      <span className={name === "Name not set" ? "font-normal italic text-muted-foreground" : undefined}>{name}</span>
      {self && <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>}
    </>
  );
}

interface ActionsProps {
  user: UserDto;
  self: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onSignOut: () => void;
  onResetTwoFactor: () => void;
}

function Actions({ user, self, onEdit, onRemove, onSignOut, onResetTwoFactor }: ActionsProps) {
  if (user.role === "super_admin") return null;
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${displayName(user)}`} title="Edit role and locations">
        <Pencil />
      </Button>
      {!self && (
        <Button variant="ghost" size="icon" onClick={onSignOut} aria-label={`Sign out ${displayName(user)} everywhere`} title="Sign out everywhere">
          <LogOut />
        </Button>
      )}
      {!self && (
        <Button variant="ghost" size="icon" onClick={onResetTwoFactor} aria-label={`Reset two-factor sign-in of ${displayName(user)}`} title="Reset two-factor sign-in">
          <ShieldOff />
        </Button>
      )}
      {!self && (
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${displayName(user)}`} title="Remove from organization">
          <UserMinus />
        </Button>
      )}
    </div>
  );
}

const RoleBadge = ({ user }: { user: UserDto }) => (
  <Badge variant={user.role === "user" ? "secondary" : "default"}>{roleLabel(user.role)}</Badge>
);

type SortKey = "name" | "email" | "organization" | "role" | "joined";

const SORT_VALUES: SortValues<UserDto, SortKey> = {
  name: (u) => userName(u),
  email: (u) => u.email,
  organization: (u) => u.organizationName,
  role: (u) => roleLabel(u.role),
  joined: (u) => u.createdAt,
};

/** A table on wide screens (Locations from xl, Joined from 2xl: they give way first), cards on phones. */
export function UsersTable({ users, locations, currentUserId, showOrganization, canManage, onEdit, onRemove, onSignOut, onResetTwoFactor }: UsersTableProps) {
  const { rows, sort, onSort } = useSortedRows(users, SORT_VALUES);
  const head = { sort, onSort };
  return (
    <>
      <div className="hidden md:block">
        <Table label="Current users" className="min-w-0">
          <TableHeader>
            <TableRow>
              <SortableHead label="Name" sortKey="name" {...head} className="w-1/3 max-w-0" />
              <SortableHead label="Email" sortKey="email" {...head} className="w-1/3 max-w-0" />
              {showOrganization && <SortableHead label="Organization" sortKey="organization" {...head} className={cn(SHOW_FROM.xl, "max-w-[12rem]")} />}
              <SortableHead label="Role" sortKey="role" {...head} className={TIGHT_COLUMN} />
              <TableHead className={cn(SHOW_FROM.xl, "w-1/3 max-w-0")}>Locations</TableHead>
              <SortableHead label="Joined" sortKey="joined" {...head} className={cn(SHOW_FROM["2xl"], TIGHT_COLUMN)} />
              {canManage && (
                <TableHead className={TIGHT_COLUMN}>
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((user) => {
              const self = user.id === currentUserId;
              return (
                <TableRow key={user.id} data-testid="user-row">
                  <TableCell className="w-1/3 max-w-0 font-medium">
                    <div className="truncate" title={userName(user)}>
                      <NameText user={user} self={self} />
                    </div>
                  </TableCell>
                  <TableCell className="w-1/3 max-w-0">
                    <TruncatedText text={user.email} />
                  </TableCell>
                  {showOrganization && (
                    <TableCell className={cn(SHOW_FROM.xl, "max-w-[12rem]")}>
                      {user.organizationName ? <TruncatedText text={user.organizationName} /> : <span className="text-muted-foreground">None</span>}
                    </TableCell>
                  )}
                  <TableCell className={TIGHT_COLUMN}>
                    <RoleBadge user={user} />
                  </TableCell>
                  <TableCell className={cn(SHOW_FROM.xl, "w-1/3 max-w-0", reachesAll(user) && "text-muted-foreground")}>
                    <TruncatedText text={locationsText(user, locations, showOrganization)} />
                  </TableCell>
                  <TableCell className={cn(SHOW_FROM["2xl"], TIGHT_COLUMN)}>{displayDate(user.createdAt)}</TableCell>
                  {canManage && (
                    <TableCell className={TIGHT_COLUMN}>
                      <Actions user={user} self={self} onEdit={() => onEdit(user)} onRemove={() => onRemove(user)} onSignOut={() => onSignOut(user)} onResetTwoFactor={() => onResetTwoFactor(user)} />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>

      <ul className="divide-y md:hidden" aria-label="Current users">
        {rows.map((user) => {
          const self = user.id === currentUserId;
          return (
            <li key={user.id} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="user-card">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium">
                  <NameText user={user} self={self} />
                </p>
                <p className="break-all text-sm text-muted-foreground">{user.email}</p>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <RoleBadge user={user} />
                  <span className="text-muted-foreground">{locationsText(user, locations, showOrganization)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {showOrganization && `${user.organizationName ?? "No organization"} · `}Joined {displayDate(user.createdAt)}
                </p>
              </div>
              {canManage && <Actions user={user} self={self} onEdit={() => onEdit(user)} onRemove={() => onRemove(user)} onSignOut={() => onSignOut(user)} onResetTwoFactor={() => onResetTwoFactor(user)} />}
            </li>
          );
        })}
      </ul>
    </>
  );
}
