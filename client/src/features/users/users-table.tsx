import { Pencil, UserMinus } from "lucide-react";
import { roleLabel } from "@shared/domain/user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { LocationDto } from "@/app/locations";
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
}

function LocationsCell({ user, locations, showOrganization }: { user: UserDto; locations: LocationDto[]; showOrganization: boolean }) {
  if (user.role !== "user") return <span className="text-muted-foreground">All locations</span>;
  if (user.locationIds.length === 0) return <span className="text-muted-foreground">None</span>;
  if (showOrganization) return <span>{user.locationIds.length === 1 ? "1 location" : `${user.locationIds.length} locations`}</span>;
  const names = user.locationIds.map((id) => locations.find((l) => l.id === id)?.name).filter(Boolean);
  return <span className="whitespace-normal">{names.join(", ")}</span>;
}

export function UsersTable({ users, locations, currentUserId, showOrganization, canManage, onEdit, onRemove }: UsersTableProps) {
  return (
    <Table label="Current users">
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
          const name = userName(user);
          return (
            <TableRow key={user.id} data-testid="user-row">
              <TableCell className={name === "Name not set" ? "italic text-muted-foreground" : "font-medium"}>
                {name}
                {self && <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>}
              </TableCell>
              <TableCell>{user.email}</TableCell>
              {showOrganization && <TableCell>{user.organizationName ?? <span className="text-muted-foreground">None</span>}</TableCell>}
              <TableCell>
                <Badge variant={user.role === "user" ? "secondary" : "default"}>{roleLabel(user.role)}</Badge>
              </TableCell>
              <TableCell>
                <LocationsCell user={user} locations={locations} showOrganization={showOrganization} />
              </TableCell>
              <TableCell>{displayDate(user.createdAt)}</TableCell>
              {canManage && (
                <TableCell className="text-right">
                  {user.role !== "super_admin" && (
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" onClick={() => onEdit(user)} aria-label={`Edit ${displayName(user)}`}>
                        <Pencil />
                      </Button>
                      {!self && (
                        <Button variant="ghost" size="icon" onClick={() => onRemove(user)} aria-label={`Remove ${displayName(user)}`}>
                          <UserMinus />
                        </Button>
                      )}
                    </div>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
