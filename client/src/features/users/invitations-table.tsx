import { Copy, RotateCw, XCircle } from "lucide-react";
import { invitationStatusLabel } from "@shared/domain/labels";
import { roleLabel } from "@shared/domain/user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TruncatedText } from "@/components/truncated-text";
import { FLEX_COLUMN, SHOW_FROM, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TIGHT_COLUMN } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { useResendInvitation, useRevokeInvitation, type InvitationDto } from "./api";
import { cn } from "@/lib/utils";
import { displayDate } from "./format";

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: "Link copied", description: "Send it to the person you invited." });
  } catch {
    // Clipboard access can be refused (permissions, insecure origin): show the link to copy by hand.
    toast({ title: "Invitation link", description: link });
  }
}

/** Copy link and Resend for pending invitations (SPEC: Resend only for pending), Revoke for any open one. */
function InvitationActions({ inv }: { inv: InvitationDto }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const pending = inv.status === "pending";
  const onResend = () =>
    resend.mutate(inv.id, {
      onSuccess: (sent) =>
        sent.delivery === "failed"
          ? toast({
              title: "Failed to resend invitation",
              description: "A new link was made, but the e-mail could not be sent. Copy the link instead.",
              variant: "destructive",
            })
          : toast({ title: "Invitation Resent", description: `A new link was sent to ${inv.email}.` }),
      onError: (error) => notifyMutationError(error, "Failed to resend invitation"),
    });
  const onRevoke = () =>
    revoke.mutate(inv.id, {
      onSuccess: () => toast({ title: "Invitation revoked", description: `The link sent to ${inv.email} no longer works.` }),
      onError: (error) => notifyMutationError(error, "Failed to revoke invitation"),
    });
  return (
    <div className="flex justify-end gap-1 max-md:flex-wrap">
      {pending && inv.link && (
        <Button variant="outline" size="sm" onClick={() => void copyLink(inv.link!)} aria-label={`Copy invitation link for ${inv.email}`}>
          <Copy />
          Copy link
        </Button>
      )}
      {pending && (
        <Button variant="outline" size="sm" disabled={resend.isPending} onClick={onResend} aria-label={`Resend invitation to ${inv.email}`}>
          <RotateCw />
          Resend
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        disabled={revoke.isPending}
        onClick={onRevoke}
        aria-label={`Revoke invitation to ${inv.email}`}
        title="Revoke invitation"
      >
        <XCircle />
      </Button>
    </div>
  );
}

const StatusBadge = ({ inv }: { inv: InvitationDto }) => (
  <Badge variant={inv.status === "pending" ? "warning" : "secondary"}>{invitationStatusLabel(inv.status)}</Badge>
);

/** A table on wide screens, cards on phones. */
export function InvitationsTable({ invitations, showOrganization }: { invitations: InvitationDto[]; showOrganization: boolean }) {
  return (
    <>
      <div className="hidden md:block">
        <Table label="Pending invitations" className="min-w-0">
          <TableHeader>
            <TableRow>
              <TableHead className={FLEX_COLUMN}>Email</TableHead>
              {showOrganization && <TableHead className={cn(SHOW_FROM.xl, "max-w-[12rem]")}>Organization</TableHead>}
              <TableHead className={TIGHT_COLUMN}>Role</TableHead>
              <TableHead className={cn(SHOW_FROM.xl, "max-w-[12rem]")}>Location</TableHead>
              <TableHead className={TIGHT_COLUMN}>Status</TableHead>
              <TableHead className={cn(SHOW_FROM["2xl"], TIGHT_COLUMN)}>Expires</TableHead>
              <TableHead className={TIGHT_COLUMN}>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((inv) => (
              <TableRow key={inv.id} data-testid="invitation-row">
                <TableCell className={cn(FLEX_COLUMN, "font-medium")}>
                  <TruncatedText text={inv.email} />
                </TableCell>
                {showOrganization && (
                  <TableCell className={cn(SHOW_FROM.xl, "max-w-[12rem]")}>
                    <TruncatedText text={inv.organizationName ?? "—"} />
                  </TableCell>
                )}
                <TableCell className={TIGHT_COLUMN}>{roleLabel(inv.role)}</TableCell>
                <TableCell className={cn(SHOW_FROM.xl, "max-w-[12rem]")}>
                  <TruncatedText text={inv.locationName ?? "Organization-wide"} />
                </TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <StatusBadge inv={inv} />
                </TableCell>
                <TableCell className={cn(SHOW_FROM["2xl"], TIGHT_COLUMN)}>{displayDate(inv.expiresAt)}</TableCell>
                <TableCell className={TIGHT_COLUMN}>
                  <InvitationActions inv={inv} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="divide-y md:hidden" aria-label="Pending invitations">
        {invitations.map((inv) => (
          <li key={inv.id} className="space-y-2 py-3 first:pt-0 last:pb-0" data-testid="invitation-card">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-all font-medium">{inv.email}</p>
              <StatusBadge inv={inv} />
            </div>
            <p className="text-sm text-muted-foreground">
              {roleLabel(inv.role)} · {inv.locationName ?? "Organization-wide"}
              {showOrganization && ` · ${inv.organizationName}`}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">Expires {displayDate(inv.expiresAt)}</p>
              <InvitationActions inv={inv} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
