import { useQuery } from "@tanstack/react-query";
import type { QuietHours } from "@shared/schema/push-input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { profileSettingsQuery, useSetQuietHours } from "./api";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Quiet hours: pushes raised in them wait until they end (the e-mail digest and the bell are not affected). */
export function QuietHoursForm() {
  const settings = useQuery(profileSettingsQuery);
  const save = useSetQuietHours();
  if (!settings.data) return null;
  const quiet = settings.data.quietHours;

  const set = (next: QuietHours | null) =>
    save.mutate(next, {
      onSuccess: () => toast({ title: next ? "Quiet hours saved" : "Quiet hours turned off" }),
      onError: (err) => toast({ title: "Failed to save quiet hours", description: err.message, variant: "destructive" }),
    });

  const hourSelect = (id: string, label: string, value: number, change: (h: number) => void) => (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={String(value)} onValueChange={(v) => change(Number(v))} disabled={save.isPending}>
        <SelectTrigger id={id} className="w-28">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {HOURS.map((h) => (
            <SelectItem key={h} value={String(h)}>
              {hourLabel(h)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );

  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="quiet-hours">Quiet hours</Label>
          <p id="quiet-hours-hint" className="text-sm text-muted-foreground">
            {quiet
              ? `No push from ${hourLabel(quiet.start)} until ${hourLabel(quiet.end)} (${quiet.timeZone}); reminders raised then arrive when they end.`
              : "Pushes arrive whenever a reminder is raised."}
          </p>
        </div>
        <Switch
          id="quiet-hours"
          aria-describedby="quiet-hours-hint"
          checked={Boolean(quiet)}
          disabled={save.isPending}
          onCheckedChange={(on) => set(on ? { start: 22, end: 7, timeZone: browserZone() } : null)}
        />
      </div>
      {quiet && (
        <div className="flex flex-wrap gap-4">
          {hourSelect("quiet-from", "From", quiet.start, (start) => set({ ...quiet, start, timeZone: browserZone() }))}
          {hourSelect("quiet-until", "Until", quiet.end, (end) => set({ ...quiet, end, timeZone: browserZone() }))}
        </div>
      )}
    </div>
  );
}
