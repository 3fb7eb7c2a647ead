import { Copy, Pencil } from "lucide-react";
import * as React from "react";
import { licenseCategoryLabel } from "@shared/domain/labels";
import { requirementItem } from "@shared/schema/requirements";
import { SelectOptions } from "@/components/select-options";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { FLEX_COLUMN, SHOW_FROM, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TIGHT_COLUMN } from "@/components/ui/table";
import { TruncatedText } from "@/components/truncated-text";
import { cn } from "@/lib/utils";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { US_STATE_OPTIONS } from "@/lib/us-states";
import { useSaveRequirements, type LicenseTypeWithRequirementDto } from "./api";
import { CopyStateDialog } from "./copy-state-dialog";
import { RequirementDialog } from "./requirement-dialog";

const months = (n: number | null | undefined) => (n == null ? "Not set" : `${n} ${n === 1 ? "month" : "months"}`);
const weeks = (n: number | null | undefined) => (n == null ? "Not set" : `${n} ${n === 1 ? "week" : "weeks"}`);

interface RequirementsTabProps {
  state: string;
  onStateChange: (state: string) => void;
  types: LicenseTypeWithRequirementDto[] | undefined;
  isLoading: boolean;
}

export function RequirementsTab({ state, onStateChange, types, isLoading }: RequirementsTabProps) {
  const save = useSaveRequirements();
  const [copyOpen, setCopyOpen] = React.useState(false);
  const [editing, setEditing] = React.useState<LicenseTypeWithRequirementDto | null>(null);
  const [editOpen, setEditOpen] = React.useState(false);

  // The switch sends one item: the existing values, or the defaults of 12 months and 2 weeks.
  const toggle = (type: LicenseTypeWithRequirementDto, isRequired: boolean) =>
    save.mutate([requirementItem(state, type.id, type.requirement, { isRequired })], {
      onSuccess: () =>
        toast({
          title: "State requirements updated successfully",
          description: `${type.name} is now ${isRequired ? "required" : "optional"} in ${state}.`,
        }),
      onError: (error) => notifyMutationError(error, "Failed to update requirements"),
    });

  const requiredSwitch = (type: LicenseTypeWithRequirementDto) => (
    <Switch
      checked={type.requirement?.isRequired ?? false}
      onCheckedChange={(v) => toggle(type, v)}
      disabled={save.isPending}
      aria-label={`${type.name} required in ${state}`}
    />
  );
  const editButton = (type: LicenseTypeWithRequirementDto) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Edit ${type.name} in ${state}`}
      onClick={() => {
        setEditing(type);
        setEditOpen(true);
      }}
    >
      <Pencil />
    </Button>
  );

  return (
    <Card>
      <CardHeader className="gap-4 space-y-0 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>State Requirements</CardTitle>
          <CardDescription>Which licenses a restaurant needs in each state, and what they take.</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1.5">
            <Label htmlFor="requirements-state">State</Label>
            <Select value={state} onValueChange={onStateChange}>
              <SelectTrigger id="requirements-state" className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectOptions options={US_STATE_OPTIONS} />
              </SelectContent>
            </Select>
          </div>
          <Button variant="outline" onClick={() => setCopyOpen(true)}>
            <Copy aria-hidden="true" />
            Copy from State
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading || !types ? (
          <Spinner label="Loading requirements..." className="py-10" />
        ) : (
          <>
            <div className="hidden lg:block">
              <Table label={`License requirements in ${state}`} className="min-w-0">
                <TableHeader>
                  <TableRow>
                    <TableHead className={FLEX_COLUMN}>License Type</TableHead>
                    <TableHead className={TIGHT_COLUMN}>Category</TableHead>
                    <TableHead className={TIGHT_COLUMN}>Required</TableHead>
                    <TableHead className={TIGHT_COLUMN}>Renewal Period</TableHead>
                    <TableHead className={SHOW_FROM["2xl"]}>Cost Range</TableHead>
                    <TableHead className={SHOW_FROM["2xl"]}>Authority</TableHead>
                    <TableHead className={cn(SHOW_FROM.xl, "whitespace-nowrap")}>Processing Time</TableHead>
                    <TableHead className={TIGHT_COLUMN}>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {types.map((type) => {
                    const req = type.requirement;
                    return (
                      <TableRow key={type.id} data-testid="requirement-row">
                        <TableCell className={cn(FLEX_COLUMN, "font-medium")}>
                          <TruncatedText text={type.name} />
                        </TableCell>
                        <TableCell className={TIGHT_COLUMN}>{licenseCategoryLabel(type.category)}</TableCell>
                        <TableCell className={TIGHT_COLUMN}>{requiredSwitch(type)}</TableCell>
                        <TableCell className={TIGHT_COLUMN}>{months(req?.renewalPeriodMonths)}</TableCell>
                        <TableCell className={cn(SHOW_FROM["2xl"], "min-w-32 text-xs")}>{req?.costRange ?? "—"}</TableCell>
                        <TableCell className={cn(SHOW_FROM["2xl"], "min-w-48 text-xs")}>{req?.issuingAuthority ?? "—"}</TableCell>
                        <TableCell className={cn(SHOW_FROM.xl, "whitespace-nowrap")}>{weeks(req?.processingTimeWeeks)}</TableCell>
                        <TableCell className={TIGHT_COLUMN}>{editButton(type)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
            <ul className="divide-y lg:hidden" aria-label={`License requirements in ${state}`}>
              {types.map((type) => {
                const req = type.requirement;
                return (
                  <li key={type.id} className="space-y-3 py-4 first:pt-0 last:pb-0" data-testid="requirement-card">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-medium">{type.name}</p>
                        <p className="text-sm text-muted-foreground">{licenseCategoryLabel(type.category)}</p>
                      </div>
                      {editButton(type)}
                    </div>
                    <div className="flex items-center gap-3">
                      {requiredSwitch(type)}
                      <span className="text-sm">{req?.isRequired ? "Required" : "Not required"}</span>
                    </div>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-muted-foreground">Renewal Period</dt>
                      <dd>{months(req?.renewalPeriodMonths)}</dd>
                      <dt className="text-muted-foreground">Cost Range</dt>
                      <dd className="break-words">{req?.costRange ?? "—"}</dd>
                      <dt className="text-muted-foreground">Authority</dt>
                      <dd className="break-words">{req?.issuingAuthority ?? "—"}</dd>
                      <dt className="text-muted-foreground">Processing Time</dt>
                      <dd>{weeks(req?.processingTimeWeeks)}</dd>
                    </dl>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
      <CopyStateDialog open={copyOpen} onOpenChange={setCopyOpen} toState={state} />
      <RequirementDialog open={editOpen} onOpenChange={setEditOpen} state={state} licenseType={editing} />
    </Card>
  );
}
