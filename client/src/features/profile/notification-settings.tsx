import { useQuery } from "@tanstack/react-query";
import { BellRing, CalendarPlus, Copy, RefreshCw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { profileSettingsQuery, useRevokeCalendarToken, useRotateCalendarToken, useSetEmailDigest } from "./api";

const failed = (title: string) => (err: Error) => toast({ title, description: err.message, variant: "destructive" });

/** Daily digest e-mail and the personal calendar feed. */
export function NotificationSettings() {
  const settings = useQuery(profileSettingsQuery);
  const setDigest = useSetEmailDigest();
  const rotate = useRotateCalendarToken();
  const revoke = useRevokeCalendarToken();

  if (settings.isLoading) return <Spinner label="Loading settings" />;
  if (!settings.data) return null;
  const { emailDigest, emailDelivery, calendarUrl } = settings.data;

  const copy = async () => {
    if (!calendarUrl) return;
    try {
      await navigator.clipboard.writeText(calendarUrl);
      toast({ title: "Calendar link copied" });
    } catch {
      toast({ title: "Copy the link from the field", description: "Your browser did not allow copying." });
    }
  };

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden="true" />
          Reminders
        </CardTitle>
        <CardDescription>How Sous reminds you of expiring licenses, maintenance and vendor visits.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <Label htmlFor="email-digest">Daily e-mail digest</Label>
            <p id="email-digest-hint" className="text-sm text-muted-foreground">
              One e-mail a day with your new notifications.
              {!emailDelivery && " E-mail is not configured on this server yet."}
            </p>
          </div>
          <Switch
            id="email-digest"
            aria-describedby="email-digest-hint"
            checked={emailDigest}
            disabled={setDigest.isPending}
            onCheckedChange={(checked) =>
              setDigest.mutate(checked, {
                onSuccess: () => toast({ title: checked ? "Daily digest turned on" : "Daily digest turned off" }),
                onError: failed("Failed to update settings"),
              })
            }
          />
        </div>

        <div className="space-y-2">
          <Label htmlFor="calendar-url" className="flex items-center gap-2">
            <CalendarPlus className="size-4" aria-hidden="true" />
            Calendar feed
          </Label>
          <p className="text-sm text-muted-foreground">
            Subscribe in Google Calendar, Outlook or Apple Calendar to see license expirations, maintenance, vendor
            services and campaigns of your locations. Anyone with the link can read it: create a new link to revoke the old one.
          </p>
          {calendarUrl ? (
            <>
              <Input id="calendar-url" readOnly value={calendarUrl} onFocus={(e) => e.currentTarget.select()} />
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={copy}>
                  <Copy aria-hidden="true" /> Copy link
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={rotate.isPending}
                  onClick={() =>
                    rotate.mutate(undefined, {
                      onSuccess: () => toast({ title: "New calendar link created", description: "The old link no longer works." }),
                      onError: failed("Failed to create calendar link"),
                    })
                  }
                >
                  <RefreshCw aria-hidden="true" /> New link
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(undefined, {
                      onSuccess: () => toast({ title: "Calendar link turned off" }),
                      onError: failed("Failed to turn off calendar link"),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" /> Turn off
                </Button>
              </div>
            </>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => toast({ title: "Calendar link created" }),
                  onError: failed("Failed to create calendar link"),
                })
              }
            >
              <CalendarPlus aria-hidden="true" /> Create calendar link
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
