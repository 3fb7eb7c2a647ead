import * as React from "react";
import type { OrganizationRole } from "@shared/schema/users";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { SelectOptions } from "@/components/select-options";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import type { LocationDto } from "@/app/locations";
import { notifyMutationError } from "@/app/unauthorized";
import { useUpdateUser, type UserDto } from "./api";
import { displayName } from "./format";
import { ROLE_OPTIONS } from "./role-options";

interface EditUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: UserDto | null;
  locations: LocationDto[];
  /** Nobody changes their own role. */
  isSelf: boolean;
}

/** Role and, for managers and staff, the locations they may reach. */
export function EditUserDialog({ open, onOpenChange, user, locations, isSelf }: EditUserDialogProps) {
  const update = useUpdateUser();
  const [role, setRole] = React.useState<OrganizationRole>("user");
  const [locationIds, setLocationIds] = React.useState<string[]>([]);

  React.useEffect(() => {
    if (open && user) {
      setRole(user.role === "super_admin" ? "admin" : user.role);
      setLocationIds(user.locationIds);
    }
  }, [open, user]);

  if (!user) return null;

  const toggle = (id: string, on: boolean) => setLocationIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  const save = () => {
    const input = { ...(isSelf ? {} : { role }), locationIds };
    update.mutate(
      { userId: user.id, input },
      {
        onSuccess: () => {
          toast({ title: "User updated", description: `${displayName(user)} was updated.` });
          onOpenChange(false);
        },
        onError: (error) => notifyMutationError(error, "Failed to update user"),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription className="break-words">{user.email}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="edit-user-role">Role</Label>
          <Select value={role} onValueChange={(v) => setRole(v as OrganizationRole)} disabled={isSelf}>
            <SelectTrigger id="edit-user-role">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectOptions options={ROLE_OPTIONS} />
            </SelectContent>
          </Select>
          {isSelf && <p className="text-sm text-muted-foreground">You cannot change your own role.</p>}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Assigned Locations</legend>
          {role === "admin" ? (
            <p className="text-sm text-muted-foreground">Admins can reach every location of the organization.</p>
          ) : locations.length === 0 ? (
            <p className="text-sm text-muted-foreground">The organization has no locations yet.</p>
          ) : (
            <ul className="max-h-64 space-y-2 overflow-y-auto rounded-md border p-3">
              {locations.map((location) => {
                const id = `assign-${location.id}`;
                return (
                  <li key={location.id} className="flex items-center gap-3">
                    <Checkbox id={id} checked={locationIds.includes(location.id)} onCheckedChange={(v) => toggle(location.id, v === true)} />
                    <Label htmlFor={id} className="font-normal">
                      {location.name}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <DialogFormFooter onCancel={() => onOpenChange(false)} submitLabel="Save Changes" pending={update.isPending} onSubmit={save} />
      </DialogContent>
    </Dialog>
  );
}
