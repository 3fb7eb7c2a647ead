import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { BellRing, Laptop, Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { pushDevicesQuery, pushSupported, subscribeThisBrowser, unsubscribeThisBrowser, useAddPushDevice, useRemovePushDevice } from "./push-api";
import { QuietHoursForm } from "./quiet-hours-form";

const MOBILE = /iPhone|iPad|Android/;
const failed = (title: string) => (err: Error) => toast({ title, description: err.message, variant: "destructive" });

/** Web Push: turn it on for this device, the devices it is on (removable), and quiet hours. */
export function PushCard() {
  const devices = useQuery(pushDevicesQuery);
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const here = devices.data?.devices.find((d) => d.current);
  const busy = add.isPending || remove.isPending;

  const turnOn = async () => {
    try {
      const subscription = await subscribeThisBrowser(devices.data!.publicKey);
      add.mutate(subscription, { onSuccess: () => toast({ title: "Push turned on for this device" }), onError: failed("Failed to turn on push") });
    } catch (err) {
      failed("Push could not be turned on")(err instanceof Error ? err : new Error(String(err)));
    }
  };
  const removeDevice = (id: string, current: boolean) =>
    remove.mutate(id, {
      onSuccess: async () => {
        if (current) await unsubscribeThisBrowser().catch(() => undefined);
        toast({ title: current ? "Push turned off for this device" : "Device removed" });
      },
      onError: failed("Failed to remove the device"),
    });

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden="true" />
          Push notifications
        </CardTitle>
        <CardDescription>Reminders of expiring licenses, overdue maintenance, renewals and payroll on your phone or computer, even when Sous is closed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {devices.isLoading ? (
          <Spinner label="Loading devices" />
        ) : !devices.data ? null : (
          <>
            {here ? (
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => removeDevice(here.id, true)}>
                Turn off push on this device
              </Button>
            ) : (
              <div className="space-y-2">
                <Button type="button" size="sm" disabled={busy || !pushSupported()} onClick={() => void turnOn()}>
                  <BellRing aria-hidden="true" /> Turn on push on this device
                </Button>
                {!pushSupported() && <p className="text-sm text-muted-foreground">This browser cannot receive push notifications. On iPhone, add Sous to the home screen first.</p>}
              </div>
            )}
            {devices.data.devices.length > 0 && (
              <ul className="divide-y" aria-label="Devices with push on">
                {devices.data.devices.map((d) => {
                  const Icon = MOBILE.test(d.device) ? Smartphone : Laptop;
                  return (
                    <li key={d.id} className="flex items-start justify-between gap-3 py-3" data-testid="push-device">
                      <div className="flex min-w-0 gap-3">
                        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                        <div className="min-w-0 space-y-1">
                          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                            {d.device}
                            {d.current && <Badge variant="secondary">This device</Badge>}
                          </p>
                          <p className="text-xs text-muted-foreground">
                            Push on since {formatDistanceToNow(new Date(d.createdAt), { addSuffix: true })}
                            {d.lastPushedAt && ` · last push ${formatDistanceToNow(new Date(d.lastPushedAt), { addSuffix: true })}`}
                          </p>
                        </div>
                      </div>
                      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => removeDevice(d.id, d.current)} aria-label={`Remove ${d.device}`}>
                        Remove
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
        <QuietHoursForm />
      </CardContent>
    </Card>
  );
}
