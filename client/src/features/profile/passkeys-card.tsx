import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Fingerprint } from "lucide-react";
import type { PasskeyView } from "@shared/schema/passkeys-input";
import { PASSKEY_NAME_MAX } from "@shared/schema/passkeys-input";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "./two-factor-api";
import { passkeyErrorOf, passkeysQuery, useAddPasskey, useRemovePasskey, useRenamePasskey } from "./passkeys-api";

const day = (iso: string) => format(new Date(iso), "MMM dd, yyyy");

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: PasskeyView; onRename: () => void; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="passkey-row">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 break-all text-sm font-medium">
          {passkey.name}
          {passkey.pending && <Badge variant="warning">Waiting for e-mail confirmation</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          Added {day(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${day(passkey.lastUsedAt)}` : "Not used yet"}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onRename} aria-label={`Rename ${passkey.name}`}>
          Rename
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${passkey.name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** Adds a passkey: a name, then the browser's passkey prompt. */
export function AddPasskeyForm({ onAdded }: { onAdded?: (passkey: PasskeyView) => void }) {
  const [name, setName] = React.useState("");
  const add = useAddPasskey();
  const error = add.error ? (add.error.name === "ApiError" ? messageOf(add.error) : passkeyErrorOf(add.error)) : null;
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(name.trim(), {
          onSuccess: (passkey) => {
            setName("");
            toast({ title: passkey.pending ? "Check your e-mail to confirm the passkey" : "Passkey added" });
            onAdded?.(passkey);
          },
        });
      }}
    >
      <Label htmlFor="passkey-name">Passkey name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="passkey-name"
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          placeholder="e.g. Work laptop"
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={!name.trim() || add.isPending}>
          {add.isPending ? "Waiting for your device..." : "Add a passkey"}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

/** Passkeys on Profile: sign in with the device's screen lock instead of a password, or as the second factor. */
export function PasskeysCard() {
  const { data: list } = useQuery(passkeysQuery);
  const [renaming, setRenaming] = React.useState<PasskeyView | null>(null);
  const [newName, setNewName] = React.useState("");
  const [removing, setRemoving] = React.useState<PasskeyView | null>(null);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  if (!list) return null;
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fingerprint className="size-5 text-primary" aria-hidden="true" />
          Passkeys
        </CardTitle>
        <CardDescription>
          Sign in with your device's fingerprint, face or screen lock instead of a password. A passkey also counts as
          two-factor sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No passkeys yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Your passkeys">
            {list.map((p) => (
              <PasskeyRow
                key={p.id}
                passkey={p}
                onRename={() => (setNewName(p.name), setRenaming(p))}
                onRemove={() => setRemoving(p)}
              />
            ))}
          </ul>
        )}
        <AddPasskeyForm />
      </CardContent>
      <ConfirmDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename passkey"
        description="A name tells your passkeys apart."
        confirmLabel="Save"
        pendingLabel="Saving..."
        pending={rename.isPending}
        confirmDisabled={!newName.trim()}
        onConfirm={() =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name: newName.trim() },
            { onSuccess: () => setRenaming(null), onError: (err) => toast({ title: "Could not rename", description: messageOf(err), variant: "destructive" }) },
          )
        }
      >
        <Label htmlFor="passkey-new-name">Name</Label>
        <Input id="passkey-new-name" value={newName} maxLength={PASSKEY_NAME_MAX} onChange={(e) => setNewName(e.target.value)} />
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? "passkey"}?`}
        description="It will no longer sign you in. Remove it from the device's passkey list too."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => (setRemoving(null), toast({ title: "Passkey removed" })),
            onError: (err) => toast({ title: "Could not remove", description: messageOf(err), variant: "destructive" }),
          })
        }
      />
    </Card>
  );
}
