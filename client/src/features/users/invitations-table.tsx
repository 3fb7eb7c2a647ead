import { Copy, RotateCw, XCircle } from "lucide-react";
import { invitationStatusLabel } from "@shared/domain/labels";
import { roleLabel } from "@shared/domain/user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { useResendInvitation, useRevokeInvitation, type InvitationDto } from "./api";
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

export function InvitationsTable({ invitations, showOrganization }: { invitations: InvitationDto[]; showOrganization: boolean }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  return (
    <Table label="Pending invitations">
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          {showOrganization && <TableHead>Organization</TableHead>}
          <TableHead>Role</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((inv) => {
          const pending = inv.status === "pending";
          return (
            <TableRow key={inv.id} data-testid="invitation-row">
              <TableCell className="font-medium">{inv.email}</TableCell>
              {showOrganization && <TableCell>{inv.organizationName}</TableCell>}
              <TableCell>{roleLabel(inv.role)}</TableCell>
              <TableCell>{inv.locationName ?? "Organization-wide"}</TableCell>
              <TableCell>
                <Badge variant={pending ? "warning" : "secondary"}>{invitationStatusLabel(inv.status)}</Badge>
              </TableCell>
              <TableCell>{displayDate(inv.expiresAt)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  {pending && inv.link && (
                    <Button variant="outline" size="sm" onClick={() => void copyLink(inv.link!)} aria-label={`Copy invitation link for ${inv.email}`}>
                      <Copy />
                      Copy link
                    </Button>
                  )}
                  {pending && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resend.isPending}
                      aria-label={`Resend invitation to ${inv.email}`}
                      onClick={() =>
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
                        })
                      }
                    >
                      <RotateCw />
                      Resend
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={revoke.isPending}
                    aria-label={`Revoke invitation to ${inv.email}`}
                    onClick={() =>
                      revoke.mutate(inv.id, {
                        onSuccess: () => toast({ title: "Invitation revoked", description: `The link sent to ${inv.email} no longer works.` }),
                        onError: (error) => notifyMutationError(error, "Failed to revoke invitation"),
                      })
                    }
                  >
                    <XCircle />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
