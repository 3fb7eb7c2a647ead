import { formatDollars } from "@shared/domain/money";
import * as React from "react";
import { formatDisplayDate } from "@shared/domain/dates";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { notifyMutationError } from "@/app/unauthorized";
import { cn } from "@/lib/utils";
import { type PayrollCalculationDto, type PolicyViewDto, type PolicyWorkingDto, previewRoles, useAssignRoles } from "./api";
import { selectClass } from "./policy-editor-dialog";

const hoursText = (hours: number | null) => (hours === null ? "—" : hours.toFixed(2));
const signed = (amount: string, sign: "+" | "−") => (Number(amount) === 0 ? "—" : `${sign}${formatDollars(amount)}`);

function RoleText({ w }: { w: PolicyWorkingDto }) {
  if (!w.role) return <span className="text-muted-foreground">No role</span>;
  return (
    <span>
      {w.role}
      {w.roleSource === "assigned" && <span className="text-muted-foreground"> (assigned)</span>}
      {w.manager && (
        <Badge variant="secondary" className="ml-1">
          manager
        </Badge>
      )}
      {!w.inPolicy && <span className="text-muted-foreground"> — not in the policy</span>}
    </span>
  );
}

/** The working, line by line, the payout line last and bold. */
function WorkingLines({ lines }: { lines: string[] }) {
  return (
    <ol className="mt-1 space-y-0.5 text-xs text-muted-foreground" aria-label="Working">
      {lines.map((line, i) => (
        <li key={i} className={cn("break-words", i === lines.length - 1 && "font-medium text-foreground")}>
          {line}
        </li>
      ))}
    </ol>
  );
}

/** Employees the policy does not cover: a role for each, remembered for the location. */
function AssignRoles({ calculation, policy }: { calculation: PayrollCalculationDto; policy: PolicyViewDto }) {
  const assign = useAssignRoles();
  const [chosen, setChosen] = React.useState<Record<string, string>>({});
  const [asking, setAsking] = React.useState(false);
  /** The payouts the roles change (from a dry run), shown in the question. */
  const [changes, setChanges] = React.useState<{ name: string; before: string; after: string }[] | null>(null);
  const [previewing, setPreviewing] = React.useState(false);
  const id = React.useId();
  const roles = policy.rules.roles.map((r) => r.name);
  if (policy.needsRole.length === 0) return null;
  const picked = policy.needsRole.filter((name) => chosen[name]);
  const assignments = () => picked.map((name) => ({ name, role: chosen[name]! }));
  const ask = async () => {
    setPreviewing(true);
    try {
      const next = await previewRoles({ id: calculation.record.id, assignments: assignments() });
      const before = new Map(policy.working.map((w) => [w.name, w.payout]));
      setChanges(
        (next.distribution.policy?.working ?? [])
          .filter((w) => before.get(w.name) !== w.payout)
          .map((w) => ({ name: w.name, before: before.get(w.name) ?? "0.00", after: w.payout })),
      );
      setAsking(true);
    } catch (error) {
      notifyMutationError(error, "Failed to assign the roles");
    } finally {
      setPreviewing(false);
    }
  };
  const save = () =>
    assign.mutate(
      { id: calculation.record.id, assignments: picked.map((name) => ({ name, role: chosen[name]! })) },
      {
        onSuccess: () => {
          setChosen({});
          setAsking(false);
        },
        onError: (error) => notifyMutationError(error, "Failed to assign the roles"),
      },
    );
  return (
    <section className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950/30" aria-labelledby={`${id}-title`}>
      <div>
        <h4 id={`${id}-title`} className="text-sm font-semibold">
          Employees without a role of the policy ({policy.needsRole.length})
        </h4>
        <p className="text-xs text-muted-foreground">They keep the tips reported until they have a role. The role is remembered for this location.</p>
      </div>
      <ul className="space-y-2">
        {policy.needsRole.map((name, i) => {
          const w = policy.working.find((x) => x.name === name);
          return (
            <li key={name} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
              <Label htmlFor={`${id}-${i}`} className="sm:w-48">
                {name}
                {w?.fileRole && <span className="block text-xs font-normal text-muted-foreground">file says "{w.fileRole}"</span>}
              </Label>
              <select
                id={`${id}-${i}`}
                className={cn(selectClass, "sm:w-56")}
                value={chosen[name] ?? ""}
                onChange={(e) => setChosen((c) => ({ ...c, [name]: e.target.value }))}
              >
                <option value="">Choose a role…</option>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <Button size="sm" onClick={() => void ask()} disabled={picked.length === 0 || assign.isPending || previewing}>
        {previewing ? "Checking..." : "Save roles"}
      </Button>
      {/* A saved calculation's payouts change: asked first, and earlier downloads named as out of date. */}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !assign.isPending && setAsking(open)}
        title="Change this calculation's payouts?"
        description={
          <>
            Giving {picked.map((name) => `${name} the role ${chosen[name]}`).join(", ")} recalculates every payout of the saved calculation for the week ending{" "}
            {formatDisplayDate(calculation.record.weekEnding)}. Files downloaded from it before (CSV, Excel, payroll import) are out of date: download them
            again after saving. The change is recorded in the audit log.
          </>
        }
        confirmLabel="Save roles and recalculate"
        pendingLabel="Saving..."
        pending={assign.isPending}
        onConfirm={save}
      >
        {changes && changes.length > 0 && (
          <ul className="max-h-48 space-y-0.5 overflow-auto text-sm" aria-label="Payouts that change">
            {changes.map((c) => (
              <li key={c.name} className="tabular-nums">
                {c.name}: {formatDollars(c.before)} → {formatDollars(c.after)}
              </li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** Every employee's payout under the policy, with its working: a table on wide screens, a list on phones. */
export function PolicyWorking({ calculation }: { calculation: PayrollCalculationDto }) {
  const policy = calculation.distribution.policy!;
  const withheld = Number(policy.withheld) > 0;
  return (
    <div className="space-y-4">
      <div className="space-y-1 text-sm">
        <p>
          <span className="font-medium">Policy "{policy.name}":</span> {policy.steps.map((s, i) => `${i + 1}. ${s}`).join("; ")}.
        </p>
        <p className="text-muted-foreground">
          Paid out {formatDollars(policy.paidOut)}
          {withheld && ` + ${formatDollars(policy.withheld)} card fee withheld`} = {formatDollars(policy.totalTips)} reported.
        </p>
        {policy.notes.map((note) => (
          <p key={note} className="text-xs text-muted-foreground">
            {note}
          </p>
        ))}
      </div>
      <AssignRoles calculation={calculation} policy={policy} />

      <ul className="divide-y rounded-md border sm:hidden" aria-label="Payout and working per employee">
        {policy.working.map((w) => (
          <li key={w.name} className="px-3 py-2.5" data-testid="working-row">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 font-medium">{w.name}</span>
              <span className="shrink-0 font-semibold tabular-nums">{formatDollars(w.payout)}</span>
            </div>
            <p className="text-xs">
              <RoleText w={w} />
              {w.hours !== null && <span className="text-muted-foreground"> · {hoursText(w.hours)} h</span>}
            </p>
            <WorkingLines lines={w.lines.slice(0, -1)} />
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-3 bg-muted/50 px-3 py-2.5 font-semibold" data-testid="working-total">
          <span>Total paid ({policy.working.length})</span>
          <span className="tabular-nums">{formatDollars(policy.paidOut)}</span>
        </li>
      </ul>

      <div className="hidden sm:block">
        <Table label="Payout and working per employee">
          <TableHeader>
            <TableRow>
              <TableHead>Employee</TableHead>
              <TableHead className="text-right">Hours</TableHead>
              <TableHead className="text-right">Reported</TableHead>
              {withheld && <TableHead className="text-right">Card fee</TableHead>}
              <TableHead className="text-right">Tip-outs</TableHead>
              <TableHead className="text-right">Pool share</TableHead>
              <TableHead className="text-right">Payout</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {policy.working.map((w) => {
              const net = Math.round((Number(w.tipOutsReceived) - Number(w.tipOutsGiven)) * 100) / 100;
              return (
                <TableRow key={w.name} data-testid="working-row" className="align-top">
                  <TableCell className="max-w-md whitespace-normal">
                    <span className="font-medium">{w.name}</span>
                    <span className="block text-xs">
                      <RoleText w={w} />
                    </span>
                    <WorkingLines lines={w.lines.slice(1, -1)} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{hoursText(w.hours)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatDollars(w.reportedTips)}</TableCell>
                  {withheld && <TableCell className="text-right tabular-nums">{signed(w.withheld, "−")}</TableCell>}
                  <TableCell className="text-right tabular-nums">{net === 0 ? "—" : net > 0 ? `+${formatDollars(net.toFixed(2))}` : `−${formatDollars((-net).toFixed(2))}`}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {w.poolFraction === null ? "—" : formatDollars(w.poolShare)}
                    {w.poolFraction !== null && <span className="block text-xs text-muted-foreground">{w.poolFraction}</span>}
                  </TableCell>
                  <TableCell className="text-right font-semibold tabular-nums">{formatDollars(w.payout)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="working-total">
              <TableCell className="font-semibold">Total ({policy.working.length})</TableCell>
              <TableCell className="text-right tabular-nums">{calculation.summary.totalHours === null ? "—" : hoursText(calculation.summary.totalHours)}</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{formatDollars(policy.totalTips)}</TableCell>
              {withheld && <TableCell className="text-right tabular-nums">−{formatDollars(policy.withheld)}</TableCell>}
              <TableCell />
              <TableCell />
              <TableCell className="text-right font-semibold tabular-nums">{formatDollars(policy.paidOut)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </div>
  );
}
