import { LogOut, Pencil, UserMinus } from "lucide-react";
import { roleLabel } from "@shared/domain/user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
}

function Actions({ user, self, onEdit, onRemove, onSignOut }: ActionsProps) {
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

/** A table on wide screens, cards on phones. */
export function UsersTable({ users, locations, currentUserId, showOrganization, canManage, onEdit, onRemove, onSignOut }: UsersTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <Table label="Current users" className="min-w-0">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              {showOrganization && <TableHead>Organization</TableHead>}
              <TableHead>Role</TableHead>
              <TableHead>Locations</TableHead>
              <TableHead>Joined</TableHead>
              {canManage && (
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => {
              const self = user.id === currentUserId;
              return (
                <TableRow key={user.id} data-testid="user-row">
                  <TableCell className="font-medium">
                    <NameText user={user} self={self} />
                  </TableCell>
                  <TableCell className="break-all">{user.email}</TableCell>
                  {showOrganization && <TableCell>{user.organizationName ?? <span className="text-muted-foreground">None</span>}</TableCell>}
                  <TableCell>
                    <RoleBadge user={user} />
                  </TableCell>
                  <TableCell className={cn(reachesAll(user) && "text-muted-foreground")}>
                    {locationsText(user, locations, showOrganization)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{displayDate(user.createdAt)}</TableCell>
                  {canManage && (
                    <TableCell>
                      <Actions user={user} self={self} onEdit={() => onEdit(user)} onRemove={() => onRemove(user)} onSignOut={() => onSignOut(user)} />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>

      <ul className="divide-y md:hidden" aria-label="Current users">
        {users.map((user) => {
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
              {canManage && <Actions user={user} self={self} onEdit={() => onEdit(user)} onRemove={() => onRemove(user)} onSignOut={() => onSignOut(user)} />}
            </li>
          );
        })}
      </ul>
    </>
  );
}
